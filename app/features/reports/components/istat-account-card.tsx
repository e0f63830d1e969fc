import { Save } from "lucide-react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelForm, type PanelForm } from "~/components/panel/use-panel-form";
import { useHydrated } from "~/components/ui/use-hydrated";

import type { IstatSettings } from "../istat-region";
import { reportsRoutes } from "../reports.routes";
import { IstatAccountFields, type IstatAccountValues } from "./istat-account-fields";
import { T } from "./texts";

const TA = T.istatAccount;

/** The id "Invia alla Regione" points to when the account is missing. */
export const ISTAT_ACCOUNT_ID = "istat-account";

const valuesOf = (settings: IstatSettings, rooms: { id: number }[]): IstatAccountValues => ({
  structureCode: settings.structureCode,
  endpoint: settings.endpoint,
  username: settings.username,
  autoSend: settings.autoSend,
  beds: Object.fromEntries(rooms.map((r) => [String(r.id), String(settings.beds[String(r.id)] ?? "")])),
});

type Props = {
  settings: IstatSettings;
  rooms: { id: number; name: string }[];
  /** The owner's: the region's credentials are hers alone to see and change. */
  editable: boolean;
};

/**
 * "Servizio ISTAT della Regione": the account on the region's web service (PUT /api/settings/istat),
 * the beds of each room and the "Invia da solo" switch. The password stays in its input only,
 * never in React state or a draft: read when the form is sent, emptied once saved, and never
 * sent back by the server ("salvata" says one is kept). Below the owner (`editable` false) the
 * card says only whether the account is set up.
 */
export function IstatAccountCard({ settings, rooms, editable }: Props) {
  const form: PanelForm<IstatAccountValues> = usePanelForm<IstatAccountValues, IstatSettings>({
    saved: valuesOf(settings, rooms),
    run: useAdminAction(),
    submit: (values) => {
      const secret = new FormData(form.formRef.current ?? undefined).get("password");
      return callApi(reportsRoutes.setIstatSettings, {
        body: { ...values, password: typeof secret === "string" && secret ? secret : undefined },
      });
    },
    success: { title: TA.savedToast },
    error: TA.saveError,
    onSaved: () => {
      const input = form.formRef.current?.elements.namedItem("password");
      if (input instanceof HTMLInputElement) input.value = "";
    },
  });
  const { values, busy, formRef, onSubmit } = form;
  const hydrated = useHydrated();

  if (!editable)
    return (
      <section id={ISTAT_ACCOUNT_ID} aria-labelledby="istat-account-title" className="card min-w-0 p-4 sm:p-6">
        <h4 id="istat-account-title" className="text-xl font-semibold text-sea-950">
          {TA.title}
        </h4>
        <p className="mt-1 text-ink-700">{TA.intro}</p>
        <p className="mt-2 font-semibold text-ink-900">{settings.configured ? TA.configured : TA.notConfiguredShort}</p>
        <p className="mt-2 text-ink-700">{TA.ownerOnly}</p>
      </section>
    );
  return (
    <section id={ISTAT_ACCOUNT_ID} aria-labelledby="istat-account-title" className="card min-w-0 p-4 sm:p-6">
      <h4 id="istat-account-title" className="text-xl font-semibold text-sea-950">
        {TA.title}
      </h4>
      <p className="mt-1 text-ink-700">{TA.intro}</p>
      <p className="mt-2 font-semibold text-ink-900">{settings.configured ? TA.configured : TA.notConfigured}</p>
      {/* Sent by the page's script only (the button waits for it), and as POST if ever sent
          without it: the password never goes into an address. */}
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate aria-labelledby="istat-account-title" className="mt-4 grid gap-5">
        <IstatAccountFields form={form} configured={settings.configured} rooms={rooms} />
        <div className="flex items-start gap-4 rounded-xl bg-sand-50 p-4">
          <input
            id="istat-auto-send"
            name="autoSend"
            type="checkbox"
            checked={values.autoSend}
            onChange={(e) => form.setField("autoSend", e.target.checked)}
            aria-describedby="istat-auto-send-hint"
            className="mt-0.5 size-6 shrink-0 cursor-pointer accent-sea-700"
          />
          <div className="min-w-0 flex-1">
            <label htmlFor="istat-auto-send" className="cursor-pointer text-base font-semibold text-ink-900">
              {TA.autoSend}
            </label>
            <p id="istat-auto-send-hint" className="mt-1.5 text-sm text-ink-600">
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
    </section>
  );
}
