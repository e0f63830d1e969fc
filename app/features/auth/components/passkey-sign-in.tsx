import { KeyRound } from "lucide-react";
import { useState } from "react";

import { errorDescription } from "~/components/admin/use-admin-action";
import { callApi, type ApiError } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { toastRunner } from "~/components/panel/toast-runner";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { useHydrated } from "~/components/ui/use-hydrated";

import { passkeysRoutes } from "../passkeys.routes";
import { browserHasWebAuthn, deviceFailureText } from "./passkey-support";
import { T } from "./texts";

/** The button's own words: kept here, as this component is loaded apart from the rest of the panel. */
const TEXTS = {
  button: "Accedi con una passkey",
  busy: "Attendi la passkey…",
  or: "oppure",
  failedTitle: "Accesso con passkey non riuscito",
  notRecognised: "Passkey non riconosciuta. Riprova, oppure accedi con la password.",
};

const refusalText = (error: ApiError): string =>
  deviceFailureText(error) ??
  (error.status === 401
    ? TEXTS.notRecognised
    : error.status === 429
      ? T.login.tooManyAttempts
      : errorDescription(TEXTS.failedTitle, error));

type Props = {
  onLoggedIn: () => Promise<void>;
  /** "oppure" above the button, under the password's form (not as the second step's own way). */
  alternative?: boolean;
};

/**
 * "Accedi con una passkey", under the sign-in form or as the second step: the device offers the
 * passkeys it holds for this site (no username needed), and a good one signs in completely, as
 * the password and its second step do together. Absent where the browser has no WebAuthn.
 */
export function PasskeySignIn({ onLoggedIn, alternative = true }: Props) {
  const supported = useHydrated() && browserHasWebAuthn();
  const [formError, setFormError] = useState<string>();
  const signingIn = usePanelAction(toastRunner({ title: () => TEXTS.failedTitle, failed: setFormError }));
  if (!supported) return null;

  const signIn = async () => {
    setFormError(undefined);
    await signingIn.start(
      async () => {
        const options = await callApi(passkeysRoutes.loginOptions, { body: {} });
        const { getAssertion } = await import("./passkey-ceremony");
        const response = await getAssertion(options);
        await callApi(passkeysRoutes.login, { body: { response } });
        const restored = adminDrafts.any();
        await onLoggedIn();
        return restored;
      },
      {
        success: (restored) => ({
          title: T.login.successTitle,
          description: restored ? `${T.login.successDescription}. ${T.login.draftsKept}` : T.login.successDescription,
        }),
        error: refusalText,
      },
    );
  };

  return (
    <div className={alternative ? "mt-5 grid gap-3" : "grid gap-3"}>
      {alternative && <p className="text-center text-sm text-ink-600">{TEXTS.or}</p>}
      {formError && (
        <p role="alert" className="rounded-xl border border-danger-700 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          {formError}
        </p>
      )}
      <button
        type="button"
        className="btn-outline w-full"
        onClick={signIn}
        disabled={signingIn.busy}
        aria-busy={signingIn.busy || undefined}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {signingIn.busy ? TEXTS.busy : TEXTS.button}
      </button>
    </div>
  );
}
