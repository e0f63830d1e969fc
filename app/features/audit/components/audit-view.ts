import type { AuditPage } from "../audit.server";

/** The section's query (/admin/registro?dal=…&al=…&chi=…&azione=…&dopo=…): a reload or a bookmark keeps the filters and the page. */
export const AUDIT_PARAMS = { from: "dal", to: "al", actor: "chi", action: "azione", cursor: "dopo" } as const;

export type AuditFilterValues = Record<keyof typeof AUDIT_PARAMS, string>;

/** What the section's loader gives its screen: the filters as typed, their errors, the page read (none while a filter is wrong). */
export type AuditView = {
  filter: AuditFilterValues;
  errors: Partial<Record<keyof typeof AUDIT_PARAMS, string>>;
  page: AuditPage | null;
};
