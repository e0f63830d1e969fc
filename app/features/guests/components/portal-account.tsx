import { CheckCircle2, PlugZap, Save } from "lucide-react";
import { useState } from "react";

import { T } from "~/components/admin/texts";
import { errorDescription, useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { SecretInput } from "~/components/panel/secret-input";
import { usePanelForm, type PanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";

import type { PortalAccount } from "../police-portal.server";
import { TW } from "./portal-texts";

const TA = TW.account;

type Values = { username: string; autoSend: boolean };

/** The id the day's "Invia alla Questura" points to when the account is missing. */
export const PORTAL_ACCOUNT_ID = "police-portal-account";

/**
 * "Invio automatico alla Questura": the portal's web-service account (PUT /api/settings/police-portal)
 * with the "Invia da solo" switch, and "Prova collegamento" on what is saved. The password and
 * the key stay in their inputs only, never in React state or a draft: they are read when the form
 * is sent, emptied once saved, and never come back from the server ("salvata" says one is kept).
 */
export function PortalAccountCard({ account }: { account: PortalAccount }) {
  const run = useAdminAction();
  // The last test's outcome, shown beside the button as well as in the toast.
  const [tested, setTested] = useState(false);
  const test = usePanelForm({
    saved: null,
    run,
    submit: () => apiRequest<{ ok: true }>("POST", "/api/police/portal-test"),
    success: { title: TA.testOkToast },
    error: TA.testError,
    refused: (error) => ({ connection: errorDescription(TA.testError, error) }),
    onSaved: () => setTested(true),
    onRefused: () => setTested(false),
  });
  const form: PanelForm<Values> = usePanelForm<Values, PortalAccount>({
    saved: { username: account.username, autoSend: account.autoSend },
    run,
    submit: (values) => {
      const secrets = new FormData(form.formRef.current ?? undefined);
      return apiRequest<PortalAccount>("PUT", "/api/settings/police-portal", {
        ...values,
        password: secrets.get("password") || undefined,
        wsKey: secrets.get("wsKey") || undefined,
      });
    },
    success: { title: TA.savedToast },
    error: TA.saveError,
    onSaved: () => {
      // What was tried before no longer says anything of the saved account.
      setTested(false);
      test.reset();
      for (const name of ["password", "wsKey"]) {
        const input = form.formRef.current?.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = "";
      }
    },
  });
  const { values, errors, busy, formRef, onSubmit } = form;
  const hydrated = useHydrated();
  const secret = (show: string, hide: string) => ({
    showLabel: show,
    hideLabel: hide,
    className: "field-input w-full pr-14",
    toggleClassName: "text-ink-600 hover:text-sea-800",
    autoComplete: "new-password",
    spellCheck: false,
  });

  return (
    <section id={PORTAL_ACCOUNT_ID} aria-labelledby="police-portal-title" className="card p-4 sm:p-6">
      <h4 id="police-portal-title" className="text-xl font-semibold text-sea-950">
        {TA.title}
      </h4>
      <p className="mt-1 text-ink-700">{TA.intro}</p>
      <p className="mt-2 font-semibold text-ink-900">{account.configured ? TA.configured : TA.notConfigured}</p>
      {/* Sent by the page's script only (the button waits for it), and as POST if ever sent
          without it: the password never goes into an address. */}
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate aria-labelledby="police-portal-title" className="mt-4 grid gap-4">
        <div className="grid gap-4 md:grid-cols-3">
          <FormField id="police-portal-username" name="username" label={TA.username} error={errors.username}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={100}
                value={values.username}
                onChange={(e) => form.setField("username", e.target.value)}
                className="field-input w-full"
              />
            )}
          </FormField>
          <FormField
            id="police-portal-password"
            name="password"
            label={TA.password}
            labelNote={account.configured ? TA.saved : undefined}
            hint={account.configured ? TA.keepHint : undefined}
            error={errors.password}
          >
            {(control) => <SecretInput {...control} maxLength={200} {...secret(TA.showPassword, TA.hidePassword)} />}
          </FormField>
          <FormField
            id="police-portal-ws-key"
            name="wsKey"
            label={TA.wsKey}
            labelNote={account.configured ? TA.saved : undefined}
            hint={account.configured ? `${TA.keepHint} ${TA.wsKeyHint}` : TA.wsKeyHint}
            error={errors.wsKey}
          >
            {(control) => <SecretInput {...control} maxLength={200} {...secret(TA.showKey, TA.hideKey)} />}
          </FormField>
        </div>
        <div className="flex items-start gap-4 rounded-xl bg-sand-50 p-4">
          <input
            id="police-portal-auto-send"
            name="autoSend"
            type="checkbox"
            checked={values.autoSend}
            onChange={(e) => form.setField("autoSend", e.target.checked)}
            aria-describedby="police-portal-auto-send-hint"
            className="mt-0.5 size-6 shrink-0 cursor-pointer accent-sea-700"
          />
          <div className="min-w-0 flex-1">
            <label htmlFor="police-portal-auto-send" className="cursor-pointer text-base font-semibold text-ink-900">
              {TA.autoSend}
            </label>
            <p id="police-portal-auto-send-hint" className="mt-1.5 text-sm text-ink-600">
              {TA.autoSendHint}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-sea" disabled={!hydrated || busy} aria-busy={busy || undefined}>
            <Save aria-hidden="true" className="size-5" />
            {busy ? T.common.saving : TA.save}
          </button>
          {form.edited && <span className="text-sm text-ink-700">{T.common.unsaved}</span>}
        </div>
      </form>
      <div className="mt-4 border-t border-sand-200 pt-4">
        <button
          type="button"
          className="btn-outline"
          onClick={() => void test.onSubmit()}
          disabled={!hydrated || !account.configured || test.busy}
          aria-busy={test.busy || undefined}
          aria-describedby="police-portal-test-hint police-portal-test-result"
        >
          <PlugZap aria-hidden="true" className="size-5" />
          {test.busy ? TA.testing : TA.test}
        </button>
        <p id="police-portal-test-hint" className="mt-1.5 text-sm text-ink-600">
          {TA.testHint}
        </p>
        <div id="police-portal-test-result" role="status">
          {test.errors.connection ? (
            <p className="field-error">{test.errors.connection}</p>
          ) : (
            tested && (
              <p className="mt-2 flex items-start gap-2 text-sm font-semibold text-sea-900">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
                {TA.testOk}
              </p>
            )
          )}
        </div>
      </div>
    </section>
  );
}
