import { z } from "zod";

/**
 * What a browser's WebAuthn ceremony answers, as @simplewebauthn/browser serialises it: only the
 * shape is checked here (base64url text of bounded length); the library verifies the content.
 * The inner objects stay open, since browsers add fields as the standard grows.
 */
const base64url = (max: number) =>
  z
    .string({ error: "passkeys.errors.response" })
    .max(max, { error: "passkeys.errors.response" })
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, { error: "passkeys.errors.response" });

const credentialFields = {
  id: base64url(1400).min(1, { error: "passkeys.errors.response" }),
  rawId: base64url(1400).min(1, { error: "passkeys.errors.response" }),
  type: z.literal("public-key", { error: "passkeys.errors.response" }),
  authenticatorAttachment: z.string().max(40).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
};

/** A new credential (navigator.credentials.create), with its attestation. */
export const registrationResponseSchema = z.object(
  {
    ...credentialFields,
    response: z.looseObject(
      {
        clientDataJSON: base64url(4000),
        attestationObject: base64url(40_000),
        transports: z.array(z.string().max(20)).max(10).optional(),
      },
      { error: "passkeys.errors.response" },
    ),
  },
  { error: "passkeys.errors.response" },
);

/** An assertion (navigator.credentials.get): the signature over the challenge. */
export const authenticationResponseSchema = z.object(
  {
    ...credentialFields,
    response: z.looseObject(
      {
        clientDataJSON: base64url(4000),
        authenticatorData: base64url(4000),
        signature: base64url(2000),
        userHandle: base64url(200).optional(),
      },
      { error: "passkeys.errors.response" },
    ),
  },
  { error: "passkeys.errors.response" },
);

export const registerPasskeySchema = z.object({
  response: registrationResponseSchema,
  name: z.string({ error: "passkeys.errors.name" }).trim().max(100, { error: "passkeys.errors.name" }).optional(),
});

export const passkeyLoginOptionsSchema = z.object({
  username: z.string({ error: "auth.errors.username" }).trim().max(100, { error: "errors.tooLong" }).optional(),
});

export const passkeyLoginSchema = z.object({ response: authenticationResponseSchema });

/**
 * A fresh check, for an operation that asks for one: the account's password, or an assertion of
 * one of its passkeys made after POST /api/auth/passkeys/reauth/options. Neither is needed when
 * the sign-in is less than 5 minutes old.
 */
export const freshProofFields = {
  password: z.string({ error: "auth.errors.password" }).max(200, { error: "errors.tooLong" }).optional(),
  passkey: z.object({ response: authenticationResponseSchema }, { error: "passkeys.errors.response" }).optional(),
};

export const removePasskeySchema = z.object(freshProofFields);
