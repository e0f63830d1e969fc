import { z } from "zod";

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
