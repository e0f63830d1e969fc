import { useState, type FormEvent, type ReactNode } from "react";

import { errorDescription } from "~/components/admin/use-admin-action";
import { callApi, type ApiError } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import type { ActionRunner, FieldErrors } from "~/components/panel/panel-form";
import { toastRunner } from "~/components/panel/toast-runner";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";

import { authRoutes } from "../auth.routes";
import type { SecondFactors } from "./login-form";
import { T } from "./second-step-texts";

type Props = {
  factors: SecondFactors;
  onLoggedIn: () => Promise<void>;
  /** Back to the username and password (the pending sign-in expired, or another account). */
  onRestart: () => void;
  /** Another way through the second step, drawn above the code (a passkey). */
  children?: ReactNode;
};

const codeOf = (form: HTMLFormElement | null) => String(new FormData(form ?? undefined).get("code") ?? "").trim();

const refusalText = (error: ApiError): string =>
  error.code === "sign_in_expired"
    ? T.secondStep.expired
    : error.status === 401
      ? T.secondStep.invalidCode
      : error.status === 429
        ? T.login.tooManyAttempts
        : errorDescription(T.login.errorTitle, error);

/**
 * The sign-in's second screen: the 6-digit code of the authenticator app or, on request, one
 * of the recovery codes. A wrong code is told under the field, anything else above the button.
 */
export function SecondFactorForm({ factors, onLoggedIn, onRestart, children }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [formError, setFormError] = useState<string>();
  // What a refusal shows: a wrong code under the field (selected, to type the next one over it),
  // anything else above the button. A 401 here is a wrong code, not an expired session, so the
  // form's own handling of refusals (which leaves a 401 alone) is not enough.
  const wrongCodeOf = (error: ApiError): string | undefined =>
    error.code === "invalid_code" ? T.secondStep.invalidCode : error.status === 400 ? error.fields.code : undefined;
  const toasted = toastRunner({ title: () => T.login.errorTitle });
  const run: ActionRunner = async (action, options) => {
    const result = await toasted(action, options);
    if (!result.ok) {
      const wrongCode = wrongCodeOf(result.error);
      setFormError(wrongCode ? undefined : refusalText(result.error));
      form.setErrors(wrongCode ? { code: wrongCode } : {});
      if (wrongCode) form.formRef.current?.querySelector<HTMLInputElement>('[name="code"]')?.select();
    }
    return result;
  };
  const form = usePanelForm({
    saved: null,
    run,
    validate: (): FieldErrors => (codeOf(form.formRef.current) ? {} : { code: T.secondStep.codeRequired }),
    submit: async (): Promise<boolean> => {
      await callApi(authRoutes.loginSecondFactor, { body: { code: codeOf(form.formRef.current) } });
      const restored = adminDrafts.any();
      await onLoggedIn();
      return restored;
    },
    success: (restored) => ({
      title: T.login.successTitle,
      description: restored ? `${T.login.successDescription}. ${T.login.draftsKept}` : T.login.successDescription,
    }),
    error: refusalText,
    refused: (error): FieldErrors => {
      const wrongCode = wrongCodeOf(error);
      return wrongCode ? { code: wrongCode } : {};
    },
  });
  const { formRef, errors, busy } = form;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFormError(undefined);
    form.setErrors({});
    void form.onSubmit(event);
  };

  const switchCode = () => {
    setRecovery((r) => !r);
    setFormError(undefined);
    form.setErrors({});
  };

  const hasApp = factors.includes("totp");
  return (
    <div className="mt-6 grid gap-5">
      {children}
      {hasApp && (
        <form ref={formRef} method="post" noValidate onSubmit={submit} className="grid gap-5">
          <p className="text-ink-700">{recovery ? T.secondStep.recoveryIntro : T.secondStep.intro}</p>
          <FormField
            // A new input for the other kind of code: its keyboard and autofill differ.
            key={recovery ? "recovery" : "app"}
            name="code"
            id="admin-second-factor-code"
            label={recovery ? T.secondStep.recoveryCode : T.secondStep.code}
            hint={recovery ? T.secondStep.recoveryCodeHint : T.secondStep.codeHint}
            error={errors.code}
            autoFocus
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode={recovery ? "text" : "numeric"}
                autoComplete={recovery ? "off" : "one-time-code"}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                maxLength={recovery ? 40 : 8}
                className="field-input font-mono text-lg tracking-wider"
                onInput={() => form.clearError("code")}
              />
            )}
          </FormField>
          {formError && (
            <p role="alert" className="rounded-xl border border-danger-700 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
              {formError}
            </p>
          )}
          <button type="submit" className="btn-sea w-full" disabled={busy}>
            {busy ? T.secondStep.submitting : T.secondStep.submit}
          </button>
          <button type="button" onClick={switchCode} className="text-left font-semibold text-sea-800 underline">
            {recovery ? T.secondStep.useApp : T.secondStep.useRecovery}
          </button>
        </form>
      )}
      <button type="button" onClick={onRestart} className="text-left text-sm font-medium text-ink-700 underline">
        {T.secondStep.restart}
      </button>
    </div>
  );
}
