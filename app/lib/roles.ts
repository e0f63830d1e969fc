/**
 * The panel's roles, from the most to the least trusted. Each API operation and each panel
 * section names the least role that may use it, so a role holds everything below it:
 * - owner: everything (the account made at set-up);
 * - manager: everything but the accounts, the backups, the bank details and the police's and
 *   region's credentials;
 * - housekeeping: today's arrivals and departures (names and party size) and the rooms' status.
 */
export const ROLES = ["owner", "manager", "housekeeping"] as const;

export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { owner: 2, manager: 1, housekeeping: 0 };

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** Whether an account of role `held` may use what needs `needed`. */
export const roleAllows = (held: Role, needed: Role): boolean => RANK[held] >= RANK[needed];
