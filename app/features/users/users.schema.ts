import { z } from "zod";

import { MIN_PASSWORD_LENGTH } from "~/features/auth/auth.schema";
import { ROLES } from "~/lib/roles";

const tooLong = { error: "errors.tooLong" };

const role = z.enum(ROLES, { error: "accounts.errors.role" });

/** A person the owner invites: her name, the address the link goes to (her username), her role. */
export const inviteSchema = z.object({
  name: z.string({ error: "accounts.errors.name" }).trim().min(1, { error: "accounts.errors.name" }).max(100, tooLong),
  email: z
    .string({ error: "errors.invalidEmail" })
    .trim()
    .toLowerCase()
    .max(200, tooLong)
    .pipe(z.email({ error: "errors.invalidEmail" })),
  role,
  /** The owner's own password, when her sign-in is older than the fresh check allows. */
  password: z.string({ error: "auth.errors.password" }).max(200, tooLong).optional(),
});

/** A change of an account: its role, or whether it is disabled; at least one of them. */
export const accountUpdateSchema = z
  .object({
    role: role.optional(),
    disabled: z.boolean({ error: "accounts.errors.disabled" }).optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, { error: "accounts.errors.nothingToChange" });

/** The invited person's own password, set through her link (the same rule as a changed password). */
export const acceptSchema = z.object({
  token: z.string({ error: "accounts.errors.invitationInvalid" }).min(1, { error: "accounts.errors.invitationInvalid" }).max(100, tooLong),
  password: z.string({ error: "auth.errors.newPassword" }).min(MIN_PASSWORD_LENGTH, { error: "auth.errors.newPassword" }).max(200, tooLong),
});

export type InviteInput = z.infer<typeof inviteSchema>;
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;
