import { useState, type FormEvent } from "react";

import { errorDescription } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import type { FieldErrors } from "~/components/panel/panel-form";
import { SecretInput } from "~/components/panel/secret-input";
import { toastRunner } from "~/components/panel/toast-runner";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";

import { usersRoutes } from "../users.routes";
import { T } from "./invite-texts";

const TA = T.accept;

/** The two passwords as typed: read from the inputs when the form is sent, never kept in React state. */
function passwordsOf(form: HTMLFormElement | null): { password: string; confirm: string } {
  const data = new FormData(form ?? undefined);
  return { password: String(data.get("password") ?? ""), confirm: String(data.get("confirm") ?? "") };
}

function problemsOf({ password, confirm }: { password: string; confirm: string }): FieldErrors {
  if (password.length < 12) return { password: TA.passwordHint };
  return password === confirm ? {} : { confirm: TA.mismatch };
}

const secret = {
  showLabel: TA.showPassword,
  hideLabel: TA.hidePassword,
  className: "field-input pr-14",
  toggleClassName: "text-ink-600 hover:text-sea-800",
};

type Props = {
  token: string;
  username: string;
  /** The link stopped working meanwhile (used, expired): the page then says so. */
  onInvalid: () => void;
  onDone: () => void;
};

/** The invited person's new password, typed twice, sent with the link's token (POST /api/users/accept). */
export function InviteAcceptForm({ token, username, onInvalid, onDone }: Props) {
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string>();
  const form = usePanelForm({
    saved: null,
    run: toastRunner({
      title: () => "Errore",
      failed: (text, error) => {
        if (error.code === "invitation_invalid") onInvalid();
        else setFormError(text);
      },
    }),
    validate: (): FieldErrors => problemsOf(passwordsOf(form.formRef.current)),
    submit: async (): Promise<void> => {
      await callApi(usersRoutes.accept, { body: { token, password: passwordsOf(form.formRef.current).password } });
    },
    success: { title: TA.doneTitle },
    error: (error) => errorDescription(TA.error, error),
    onSaved: onDone,
  });
  const { formRef, errors, busy } = form;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFormError(undefined);
    form.setErrors({});
    void form.onSubmit(event);
  };

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="mt-6 grid gap-4">
      {/* For password managers: the account the new password belongs to. */}
      <FormField name="username" id="invite-username" label={TA.username}>
        {(control) => <input {...control} type="email" value={username} readOnly autoComplete="username" className="field-input" />}
      </FormField>
      <FormField name="password" id="invite-password" label={TA.password} hint={TA.passwordHint} error={errors.password}>
        {(control) => <SecretInput {...control} autoComplete="new-password" minLength={12} required {...secret} />}
      </FormField>
      <FormField name="confirm" id="invite-confirm" label={TA.confirm} error={errors.confirm}>
        {(control) => <SecretInput {...control} autoComplete="new-password" minLength={12} required {...secret} />}
      </FormField>
      {formError && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {formError}
        </p>
      )}
      <p>
        <button type="submit" className="btn-sea w-full" disabled={!hydrated || busy} aria-busy={busy || undefined}>
          {busy ? TA.saving : TA.submit}
        </button>
      </p>
    </form>
  );
}
