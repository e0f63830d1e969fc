import { Save } from "lucide-react";

import { T } from "~/components/admin/texts";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelForm, type PanelForm } from "~/components/panel/use-panel-form";
import { useHydrated } from "~/components/ui/use-hydrated";

import { guestsRoutes } from "../guests.routes";
import type { PortalAccount } from "../police-portal.server";
import { PortalAccountFields, type PortalAccountValues } from "./portal-account-fields";
import { PortalConnectionTest } from "./portal-connection-test";
import { TW } from "./portal-texts";
import { usePortalTest } from "./use-portal-test";

const TA = TW.account;

/** The id the day's "Invia alla Questura" points to when the account is missing. */
export const PORTAL_ACCOUNT_ID = "police-portal-account";

/**
 * "Invio automatico alla Questura": the portal's web-service account (PUT /api/settings/police-portal)
 * with the "Invia da solo" switch, and "Prova collegamento" on what is saved. The password and
 * the key stay in their inputs only, never in React state or a draft: they are read when the form
 * is sent, emptied once saved, and never come back from the server ("salvata" says one is kept).
 * Below the owner (`editable` false) the card says only whether the account is set up.
 */
export function PortalAccountCard({ account, editable }: { account: PortalAccount; editable: boolean }) {
  const test = usePortalTest();
  const form: PanelForm<PortalAccountValues> = usePanelForm<PortalAccountValues, PortalAccount>({
    saved: { username: account.username, autoSend: account.autoSend },
    run: useAdminAction(),
    submit: (values) => {
      const secrets = new FormData(form.formRef.current ?? undefined);
      return callApi(guestsRoutes.setPortalAccount, {
        body: { ...values, password: secrets.get("password") || undefined, wsKey: secrets.get("wsKey") || undefined },
      });
    },
    success: { title: TA.savedToast },
    error: TA.saveError,
    onSaved: () => {
      // What was tried before no longer says anything of the saved account.
      test.reset();
      for (const name of ["password", "wsKey"]) {
        const input = form.formRef.current?.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = "";
      }
    },
  });
  const { values, busy, formRef, onSubmit } = form;
  const hydrated = useHydrated();

  if (!editable)
    return (
      <section id={PORTAL_ACCOUNT_ID} aria-labelledby="police-portal-title" className="card p-4 sm:p-6">
        <h4 id="police-portal-title" className="text-xl font-semibold text-sea-950">
          {TA.title}
        </h4>
        <p className="mt-1 text-ink-700">{TA.intro}</p>
        <p className="mt-2 font-semibold text-ink-900">{account.configured ? TA.configured : TA.notConfiguredShort}</p>
        <p className="mt-2 text-ink-700">{TA.ownerOnly}</p>
      </section>
    );
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
        <PortalAccountFields form={form} configured={account.configured} />
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
      <PortalConnectionTest test={test} configured={account.configured} />
    </section>
  );
}
