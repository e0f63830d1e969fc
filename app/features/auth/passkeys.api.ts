import { z } from "zod";

import { operations } from "~/lib/api-contract";
import { successAnswer } from "~/lib/api-schemas";

import { passkeyLoginOptionsSchema, passkeyLoginSchema, registerPasskeySchema, removePasskeySchema } from "./passkeys.schema";

const descriptor = z.object({ id: z.string(), type: z.literal("public-key"), transports: z.array(z.string()).optional() });

/**
 * navigator.credentials.create's options as JSON (@simplewebauthn/browser's startRegistration
 * takes them as they are). Open beyond the fields named, as the standard grows.
 */
const creationOptions = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal("public-key") })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
});

/** navigator.credentials.get's options as JSON (startAuthentication takes them as they are). */
const requestOptions = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: z.string().optional(),
});

export const passkeyAnswer = z.object({
  id: z.string().describe("The credential's id, base64url."),
  name: z.string(),
  createdAt: z.string().describe("ISO 8601."),
  lastUsedAt: z.string().nullable().describe("ISO 8601; null until the passkey is first used to sign in."),
});

/**
 * Passkeys (WebAuthn): an account registers its own and signs in with one instead of the
 * password (no second step: the device proves possession and checks its holder), or confirms
 * with one a fresh check. Each ceremony's challenge is found again by a short-lived HttpOnly
 * cookie and used once.
 */
export const passkeysApi = operations({
  list: {
    method: "get",
    path: "/auth/passkeys",
    summary: "The signed-in account's own passkeys.",
    access: "staff",
    role: "housekeeping",
    selfService: true,
    answers: { 200: z.object({ items: z.array(passkeyAnswer) }) },
  },
  registerOptions: {
    method: "post",
    path: "/auth/passkeys/register/options",
    summary: "Starts registering a passkey for the signed-in account: the creation options, and the challenge's cookie (5 minutes).",
    access: "staff",
    role: "housekeeping",
    selfService: true,
    answers: { 200: creationOptions },
  },
  register: {
    method: "post",
    path: "/auth/passkeys/register",
    summary: "Verifies the new credential against the account's challenge and stores it.",
    access: "staff",
    role: "housekeeping",
    selfService: true,
    body: registerPasskeySchema,
    answers: { 201: passkeyAnswer },
    errors: { 400: "validation_error, challenge_expired, passkey_invalid", 409: "passkey_exists" },
  },
  remove: {
    method: "delete",
    path: "/auth/passkeys/:id",
    summary:
      "Removes one of the account's own passkeys; the last of its factors (no other passkey, no authenticator app) asks for a fresh check (`password` or `passkey`).",
    access: "staff",
    role: "housekeeping",
    selfService: true,
    params: z.object({ id: z.string().describe("The credential's id, base64url.") }),
    body: removePasskeySchema,
    answers: { 200: successAnswer },
    errors: { 400: "validation_error", 403: "forbidden, fresh_check_required", 404: "not_found", 429: "too_many_attempts" },
  },
  loginOptions: {
    method: "post",
    path: "/auth/passkeys/login/options",
    summary:
      "Starts a sign-in with a passkey: the request options (the account's credentials when `username` is given, none for a discoverable passkey).",
    access: "public",
    body: passkeyLoginOptionsSchema,
    answers: { 200: requestOptions },
  },
  login: {
    method: "post",
    path: "/auth/passkeys/login",
    summary:
      "Signs in with a passkey's assertion, as a complete sign-in: the session cookie, and this device remembered. Counted against the address's sign-in limit.",
    access: "public",
    body: passkeyLoginSchema,
    answers: {
      200: z.object({ success: z.literal(true), user: z.object({ id: z.number().int(), username: z.string(), role: z.string() }) }),
    },
    errors: { 400: "validation_error", 401: "invalid_credentials", 429: "too_many_attempts" },
  },
  reauthOptions: {
    method: "post",
    path: "/auth/passkeys/reauth/options",
    summary:
      "Starts a fresh check by passkey: request options over the account's passkeys; the assertion is then sent as `passkey: { response }` to the operation that asked.",
    access: "staff",
    role: "housekeeping",
    selfService: true,
    answers: { 200: requestOptions },
    errors: { 409: "no_passkey" },
  },
});
