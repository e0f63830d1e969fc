import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";

import { ApiError } from "~/components/panel/api";
import type { OperationAnswer, OperationInput } from "~/lib/api-contract";

import type { passkeysApi } from "../passkeys.api";
import { DEVICE_FAILURE } from "./passkey-support";

/*
 * The browser's half of a passkey ceremony, with @simplewebauthn/browser. Loaded only by a click
 * (`await import("./passkey-ceremony")`): most visits to the panel never need it, and each
 * section's first load has a budget.
 */

type Api = typeof passkeysApi;
/** A new credential as POST /api/auth/passkeys/register takes it. */
type NewCredential = OperationInput<Api["register"]>["body"]["response"];
/** An assertion as POST /api/auth/passkeys/login (and a fresh check) takes it. */
type Assertion = OperationInput<Api["login"]>["body"]["response"];

/** What went wrong on the device, before the server saw anything. */
const DEVICE_TEXTS = {
  cancelled: "Operazione annullata o scaduta. Riprova quando sei pronta.",
  exists: "Questo dispositivo ha già una passkey per il tuo account.",
  domain: "Le passkey non sono disponibili a questo indirizzo del sito.",
  other: "La passkey non ha funzionato su questo dispositivo. Riprova.",
};

/**
 * A failure of the browser's ceremony (cancelled, timed out, already registered, wrong domain)
 * as the panel's runners know failures: an ApiError with no answer (status -1), its message
 * already in Italian (passkey-support.ts deviceFailureText reads it).
 */
function deviceError(caught: unknown): ApiError {
  const name = caught instanceof Error ? caught.name : "";
  const text =
    name === "NotAllowedError" || name === "AbortError"
      ? DEVICE_TEXTS.cancelled
      : name === "InvalidStateError"
        ? DEVICE_TEXTS.exists
        : name === "SecurityError"
          ? DEVICE_TEXTS.domain
          : DEVICE_TEXTS.other;
  return new ApiError(-1, JSON.stringify({ error: { code: DEVICE_FAILURE, message: text } }));
}

/** Asks the device for a new credential over the options the server gave. */
export async function createCredential(options: OperationAnswer<Api["registerOptions"]>): Promise<NewCredential> {
  try {
    // The server's answer is the library's own JSON, which its schema describes more loosely.
    return (await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON })) as NewCredential;
  } catch (caught) {
    throw deviceError(caught);
  }
}

/** Asks the device to sign the server's challenge with one of its passkeys. */
export async function getAssertion(options: OperationAnswer<Api["loginOptions"]>): Promise<Assertion> {
  try {
    return (await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON })) as Assertion;
  } catch (caught) {
    throw deviceError(caught);
  }
}
