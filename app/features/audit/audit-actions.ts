import type { AuditedCall, OperationAudit } from "~/lib/api-contract";

/**
 * Every action the audit trail records, by name: the API's contract (GET /api/audit?action=
 * takes only these), the panel's filter and its Italian labels. Short, dotted, lower-case: the
 * thing, then what was done to it. A new kind of row is added here first, so that it can be
 * asked for and named.
 */
export const AUDIT_ACTIONS = [
  // Sign-in and accounts (the auth feature records them with recordAudit).
  "auth.sign-in",
  "auth.sign-in-failed",
  "auth.second-factor-failed",
  "auth.sign-out",
  "auth.password-changed",
  "auth.totp-enabled",
  "auth.totp-disabled",
  "auth.policy-changed",
  "auth.passkey-added",
  "auth.passkey-removed",
  "account.invited",
  "account.accepted",
  "account.role-changed",
  "account.disabled",
  "account.enabled",
  "account.deleted",
  // Guests' data, downloads and changes (declared on their operations, recorded by the route).
  "guests.viewed",
  "guests.updated",
  "police-file.downloaded",
  "police-receipt.downloaded",
  "report.downloaded",
  "backup.downloaded",
  "backup.key-acknowledged",
  "settings.updated",
  "business.updated",
  "credentials.police-updated",
  "credentials.region-updated",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);

/**
 * An operation's `audit` declaration, its action checked against the list: recorded once the
 * call has succeeded, with `target` naming what it read or changed ("stay 12"), and only when
 * `when` holds (a report's CSV download, not its JSON for the screen).
 */
export function audited(
  action: AuditAction,
  target?: (call: AuditedCall) => string,
  when?: (call: AuditedCall) => boolean,
): OperationAudit {
  return { action, ...(target && { target }), ...(when && { when }) };
}

/** The stay a guests' view or change names: "stay 12", as the panel's list links it. */
export const stayTarget = (id: string | number) => `stay ${id}`;
