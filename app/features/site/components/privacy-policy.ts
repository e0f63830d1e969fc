import type { MessageKeyIn } from "~/i18n/t";
import { useT } from "~/i18n/use-t";
import { addressLine, useBusiness, type Business } from "~/lib/business";
import { RETENTION } from "~/lib/constants";

export type PrivacyKey = MessageKeyIn<"privacy">;
/** A section: its heading is privacy.<key>.title. */
type SectionKey = PrivacyKey extends infer K ? (K extends `${infer S}.title` ? S : never) : never;
type Block = { p: PrivacyKey } | { list: PrivacyKey[]; lead?: boolean } | { contacts: true };
export type PolicySection = { id: string; key: SectionKey; blocks: Block[] };

/** The policy's eleven sections, in order; keys under privacy.<key>.* */
export const SECTIONS: PolicySection[] = [
  { id: "general", key: "general", blocks: [{ p: "general.p1" }, { p: "general.p2" }, { p: "general.p3" }] },
  {
    id: "data",
    key: "data",
    blocks: [
      { p: "data.intro" },
      { list: ["data.quotes", "data.checkIn", "data.reviews", "data.browsing", "data.preferences"], lead: true },
      { p: "data.note" },
    ],
  },
  {
    id: "purposes",
    key: "purposes",
    blocks: [
      { p: "purposes.intro" },
      { list: ["purposes.booking", "purposes.reviews", "purposes.statistics", "purposes.preferences", "purposes.legal"] },
    ],
  },
  {
    id: "legal-basis",
    key: "legalBasis",
    blocks: [{ list: ["legalBasis.contract", "legalBasis.consent", "legalBasis.interest", "legalBasis.obligation"], lead: true }],
  },
  {
    id: "retention",
    key: "retention",
    blocks: [
      {
        list: [
          "retention.contact",
          "retention.checkIn",
          "retention.reviews",
          "retention.browsing",
          "retention.backups",
          "retention.audit",
          "retention.preferences",
        ],
        lead: true,
      },
      { p: "retention.automatic" },
    ],
  },
  {
    id: "sharing",
    key: "sharing",
    blocks: [
      { p: "sharing.server" },
      { p: "sharing.noSale" },
      { p: "sharing.providers" },
      { p: "sharing.map" },
      { p: "sharing.authorities" },
    ],
  },
  {
    id: "rights",
    key: "rights",
    blocks: [
      { p: "rights.intro" },
      { list: ["rights.access", "rights.rectification", "rights.erasure", "rights.restriction", "rights.portability", "rights.withdraw"] },
      { p: "rights.complaint" },
    ],
  },
  {
    id: "cookies",
    key: "cookies",
    blocks: [
      { p: "cookies.intro" },
      { list: ["cookies.language", "cookies.consent", "cookies.visit", "cookies.admin"], lead: true },
      { p: "cookies.optional" },
      { p: "cookies.change" },
    ],
  },
  { id: "security", key: "security", blocks: [{ p: "security.p1" }, { p: "security.p2" }] },
  { id: "contacts", key: "contacts", blocks: [{ p: "contacts.p1" }, { contacts: true }] },
  { id: "changes", key: "changes", blocks: [{ p: "changes.p1" }] },
];

/** The booking terms after the policy, each under privacy.terms.<key>.* */
export const TERMS = ["booking", "stay", "cancellation", "rules"] as const;

/** Everything the texts take from the stored business details and the constants, so the policy cannot drift from them. */
const policyVars = (business: Business) => ({
  name: business.name,
  address: addressLine(business),
  years: RETENTION.contactDataMonths / 12,
  months: RETENTION.browsingDataMonths,
  documentDays: RETENTION.documentNumberDays,
  receiptYears: RETENTION.policeReceiptMonths / 12,
  backupDays: RETENTION.backupDays,
  auditMonths: RETENTION.auditLogMonths,
  checkInFrom: business.hours.checkIn.from,
  checkInTo: business.hours.checkIn.to,
  checkOutFrom: business.hours.checkOut.from,
  checkOutTo: business.hours.checkOut.to,
});

/** The policy's text of a key (under privacy.), its placeholders filled from the business details. */
export function usePolicyText(): (key: PrivacyKey) => string {
  const { t } = useT();
  const vars = policyVars(useBusiness());
  return (key) => t(`privacy.${key}`, vars);
}
