import { Send } from "lucide-react";
import { useState } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi, type ApiError } from "~/components/panel/api";
import type { FieldErrors } from "~/components/panel/panel-form";
import { SecretInput } from "~/components/panel/secret-input";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { errorId, FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ROLES, type Role } from "~/lib/roles";

import { usersRoutes } from "../users.routes";
import { InviteLink, type HandOver } from "./invite-link";
import { ROLE_TEXTS, T } from "./texts";

const TI = T.invite;

type Values = { name: string; email: string; role: Role };
/** What the form reads of the answer (the submit's type, written out: the form refers to itself). */
type Invited = { id: number; name: string; email: string; inviteLink?: string };

const EMPTY: Values = { name: "", email: "", role: "housekeeping" };

type Props = {
  mailConfigured: boolean;
  /** The link of the invitation just made here, while no e-mail carries it. */
  handOver: HandOver | null;
  onHandOver: (handOver: HandOver | null) => void;
};

const CHOICE =
  "flex min-h-11 cursor-pointer items-start gap-2.5 rounded-xl border border-ink-500 bg-white px-3.5 py-2 has-checked:border-sea-700 has-checked:bg-sea-50";

/**
 * "Invita una persona": name, address and role (each explained). Creating an account needs a
 * fresh check: past five minutes from the sign-in the server asks for the owner's password,
 * and the form then shows its field. The password stays in its input, never in React state.
 */
export function UserInviteForm({ mailConfigured, handOver, onHandOver }: Props) {
  const hydrated = useHydrated();
  const [askPassword, setAskPassword] = useState(false);
  const form = usePanelForm({
    saved: EMPTY,
    run: useAdminAction(),
    submit: (values: Values): Promise<Invited> => {
      const typed: FormDataEntryValue | null = new FormData(form.formRef.current ?? undefined).get("password");
      return callApi(usersRoutes.invite, { body: { ...values, password: typeof typed === "string" && typed ? typed : undefined } });
    },
    success: (invited) =>
      invited.inviteLink ? { title: TI.ready(invited.email), description: TI.readyHint } : { title: TI.sent(invited.email) },
    error: TI.error,
    refused: (error: ApiError): FieldErrors => {
      if (error.code !== "fresh_check_required") return error.fields;
      setAskPassword(true);
      return { password: TI.passwordHint };
    },
    onSaved: (invited) => {
      setAskPassword(false);
      onHandOver(invited.inviteLink ? { accountId: invited.id, name: invited.name, link: invited.inviteLink, from: "invite" } : null);
    },
  });
  const { values, errors, busy, formRef, onSubmit, setField } = form;

  return (
    <section aria-labelledby="user-invite-title" className="card p-4 sm:p-6">
      <h3 id="user-invite-title" className="text-xl font-semibold text-sea-950">
        {TI.title}
      </h3>
      <p className="mt-1 text-ink-700">{TI.intro}</p>
      {!mailConfigured && <p className="mt-2 font-semibold text-ink-900">{TI.noMail}</p>}
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="name" id="invite-name" label={TI.name} error={errors.name}>
            {(control) => (
              <input
                {...control}
                value={values.name}
                onChange={(e) => setField("name", e.target.value)}
                autoComplete="off"
                maxLength={100}
                required
                className="field-input"
              />
            )}
          </FormField>
          <FormField name="email" id="invite-email" label={TI.email} error={errors.email}>
            {(control) => (
              <input
                {...control}
                type="email"
                value={values.email}
                onChange={(e) => setField("email", e.target.value)}
                autoComplete="off"
                maxLength={200}
                required
                className="field-input"
              />
            )}
          </FormField>
        </div>
        <fieldset data-field="role" className="min-w-0" aria-describedby={errors.role ? errorId("invite-role") : undefined}>
          <legend className="field-label">{TI.role}</legend>
          <div className="grid gap-3">
            {ROLES.map((role) => (
              <label key={role} className={CHOICE}>
                <input
                  type="radio"
                  name="role"
                  value={role}
                  checked={values.role === role}
                  onChange={() => setField("role", role)}
                  className="mt-0.5 size-5 shrink-0 accent-sea-700"
                />
                <span>
                  <span className="font-semibold text-ink-900">{ROLE_TEXTS[role].name}</span>
                  <span className="block text-sm text-ink-600">{ROLE_TEXTS[role].explanation}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id="invite-role" error={errors.role} />
        </fieldset>
        {askPassword && (
          <FormField name="password" id="invite-password" label={TI.password} error={errors.password}>
            {(control) => (
              <SecretInput
                {...control}
                autoComplete="current-password"
                required
                showLabel={TI.showPassword}
                hideLabel={TI.hidePassword}
                className="field-input pr-14"
                toggleClassName="text-ink-600 hover:text-sea-800"
              />
            )}
          </FormField>
        )}
        <p>
          <button type="submit" className="btn-sea" disabled={!hydrated || busy} aria-busy={busy || undefined}>
            <Send aria-hidden="true" className="size-5" />
            {busy ? TI.sending : TI.submit}
          </button>
        </p>
      </form>
      {handOver && (
        <div className="mt-4">
          <InviteLink handOver={handOver} />
        </div>
      )}
    </section>
  );
}
