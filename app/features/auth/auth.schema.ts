import { z } from "zod";

import { freshProofFields } from "./passkeys.schema";

export const loginSchema = z.object({
  username: z
    .string({ error: "auth.errors.username" })
    .trim()
    .min(1, { error: "auth.errors.username" })
    .max(100, { error: "errors.tooLong" }),
  password: z.string({ error: "auth.errors.password" }).min(1, { error: "auth.errors.password" }).max(200, { error: "errors.tooLong" }),
});

export const superAdminKeySchema = z.object({
  key: z.string({ error: "errors.invalidKey" }).min(1, { error: "errors.invalidKey" }).max(200, { error: "errors.invalidKey" }),
});

/** The owner's new password: 12 characters at least (ASVS V2.1.1), as ADMIN_PASSWORD. */
export const MIN_PASSWORD_LENGTH = 12;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "auth.errors.password" })
    .min(1, { error: "auth.errors.password" })
    .max(200, { error: "errors.tooLong" }),
  newPassword: z
    .string({ error: "auth.errors.newPassword" })
    .min(MIN_PASSWORD_LENGTH, { error: "auth.errors.newPassword" })
    .max(200, { error: "errors.tooLong" }),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** A code of the second step: six digits from the authenticator app, or a recovery code (spaces and dashes allowed). */
export const secondFactorCodeSchema = z.object({
  code: z.string({ error: "auth.errors.code" }).trim().min(1, { error: "auth.errors.code" }).max(40, { error: "errors.tooLong" }),
});

/** Turning TOTP off: a fresh check (the password, or a passkey) when the sign-in is more than 5 minutes old. */
export const disableTotpSchema = z.object(freshProofFields);

/** The owner's policy: whether every account must have a second factor before using the panel. */
export const secondFactorPolicySchema = z.object({
  secondFactorRequired: z.boolean({ error: "errors.invalidSettingValue" }),
});
