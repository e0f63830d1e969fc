import { Info, Send } from "lucide-react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";

import { mailRoutes } from "../mail.routes";
import type { AdminMail } from "./panel-types";
import { T } from "./texts";

/** Whether sending is set up and where the owner's notifications go, with "Invia e-mail di prova". */
export function MailSetup({ mail }: { mail: AdminMail }) {
  const action = usePanelAction(useAdminAction());
  if (!mail.configured || !mail.ownerEmail) {
    return (
      <p className="mt-3 flex gap-3 rounded-xl border-l-4 border-terracotta-600 bg-terracotta-100 p-4 text-ink-900">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terracotta-700" />
        <span>{mail.configured ? T.mail.noOwner : T.mail.notConfigured}</span>
      </p>
    );
  }
  const owner = mail.ownerEmail;
  const test = () =>
    action.start(() => callApi(mailRoutes.sendTest), {
      success: { title: T.mail.testQueued, description: T.mail.testQueuedDescription(owner) },
      error: T.mail.testError,
    });
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
      <p className="text-ink-900">
        {T.mail.ownerEmail} <strong className="font-semibold break-words">{owner}</strong>
      </p>
      <button type="button" className="btn-outline" onClick={test} disabled={action.busy} aria-busy={action.busy || undefined}>
        <Send aria-hidden="true" className="size-5" />
        {T.mail.test}
      </button>
    </div>
  );
}
