import { useState, type FormEvent } from "react";

import { errorDescription } from "~/components/admin/use-admin-action";
import { callApi, type ApiError } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import type { FieldErrors } from "~/components/panel/panel-form";
import { SecretInput } from "~/components/panel/secret-input";
import { toastRunner } from "~/components/panel/toast-runner";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";

import { authRoutes } from "../auth.routes";
import { T } from "./texts";

type Credentials = { username: string; password: string };

/**
 * What the inputs hold when the form is sent. They are read there, never kept in React state:
 * text typed before the page came alive still counts, and a password manager fills them there.
 */
function credentialsOf(form: HTMLFormElement | null): Credentials {
  const data = new FormData(form ?? undefined);
  return { username: String(data.get("username") ?? "").trim(), password: String(data.get("password") ?? "") };
}

function missingOf({ username, password }: Credentials): FieldErrors {
  return {
    ...(username ? {} : { username: T.login.usernameRequired }),
    ...(password ? {} : { password: T.login.passwordRequired }),
  };
}

const refusalText = (error: ApiError): string =>
  error.status === 401
    ? T.login.invalidCredentials
    : error.status === 429
      ? T.login.tooManyAttempts
      : errorDescription(T.login.errorTitle, error);

/** Only a 400 names fields; any other refusal is told above the button. */
const refusedFields = (error: ApiError): FieldErrors =>
  error.status === 400
    ? Object.fromEntries(Object.entries(error.fields).filter(([name]) => name === "username" || name === "password"))
    : {};

/** What the password's step may answer for an account with a second factor: the factors it may use next. */
export type SecondFactors = ("passkey" | "totp")[];

type Props = { onLoggedIn: () => Promise<void>; onSecondFactor: (factors: SecondFactors) => void };

/**
 * The sign-in form: a refusal shows in a toast, above the button, and leaves the password
 * selected to type again. For an account with a second factor, the password only leads to the
 * second step (`onSecondFactor`).
 */
export function LoginForm({ onLoggedIn, onSecondFactor }: Props) {
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string>();
  const form = usePanelForm({
    saved: null,
    run: toastRunner({
      title: () => T.login.errorTitle,
      failed: (text) => {
        setFormError(text);
        form.formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.select();
      },
    }),
    // Typed, as they read the form that the hook's own result holds.
    validate: (): FieldErrors => missingOf(credentialsOf(form.formRef.current)),
    submit: async (): Promise<{ restored: boolean } | null> => {
      const answer = await callApi(authRoutes.login, { body: credentialsOf(form.formRef.current) });
      if ("secondFactor" in answer) {
        onSecondFactor(answer.secondFactor);
        return null;
      }
      const restored = adminDrafts.any();
      await onLoggedIn();
      return { restored };
    },
    success: (signedIn) =>
      signedIn
        ? {
            title: T.login.successTitle,
            description: signedIn.restored ? `${T.login.successDescription}. ${T.login.draftsKept}` : T.login.successDescription,
          }
        : undefined,
    error: refusalText,
    refused: refusedFields,
  });
  const { formRef, errors, busy } = form;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFormError(undefined);
    form.setErrors({});
    void form.onSubmit(event);
  };

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className="mt-6 grid gap-5">
      <FormField name="username" id="admin-username" label={T.login.username} error={errors.username}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className="field-input"
            onInput={() => form.clearError("username")}
          />
        )}
      </FormField>
      <FormField name="password" id="admin-password" label={T.login.password} error={errors.password}>
        {(control) => (
          <SecretInput
            {...control}
            autoComplete="current-password"
            className="field-input pr-14"
            onInput={() => form.clearError("password")}
            showLabel={T.login.showPassword}
            hideLabel={T.login.hidePassword}
            toggleClassName="text-ink-600 hover:text-sea-800"
          />
        )}
      </FormField>
      {formError && (
        <p role="alert" className="rounded-xl border border-danger-700 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          {formError}
        </p>
      )}
      <button type="submit" className="btn-sea w-full" disabled={!hydrated || busy}>
        {busy ? T.login.submitting : T.login.submit}
      </button>
    </form>
  );
}
