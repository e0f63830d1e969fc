import { AlertTriangle, DatabaseBackup, Download } from "lucide-react";

import { formatBytes, formatMoment } from "~/components/admin/format";
import { TabHeader } from "~/components/admin/tab-header";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiUrl, callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";

import type { BackupKeyStatus } from "../backup-key.server";
import { backupsRoutes } from "../backups.routes";
import type { BackupStatus } from "../backups.server";
import { BackupKeyCard } from "./backup-key-card";
import { T } from "./texts";

type Props = { status: BackupStatus; hour: number | null; keyStatus: BackupKeyStatus };

/** The owner's view of the backups: the key to write down, the last good one, the off-machine copy, the buttons. */
export function BackupsTab({ status, hour, keyStatus }: Props) {
  const action = usePanelAction(useAdminAction());
  const { busy } = action;
  const makeNow = () =>
    action.start(() => callApi(backupsRoutes.create), {
      success: (made) => ({ title: T.backups.made, description: T.backups.madeDescription(formatBytes(made.bytes)) }),
      error: T.backups.makeError,
    });
  const last = status.lastGood;
  return (
    <section aria-labelledby="tab-backup-title">
      <TabHeader id="tab-backup-title" title={T.tabs.backup}>
        {T.backups.intro(hour)}
      </TabHeader>
      <div className="grid max-w-3xl gap-6">
        {status.stale && (
          <div role="alert" className="flex gap-3 rounded-xl border-l-4 border-danger-700 bg-white p-4 text-ink-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
            <div>
              <p className="font-semibold">{T.backups.stale}</p>
              <p className="mt-1">{T.backups.staleWhat}</p>
            </div>
          </div>
        )}
        {keyStatus.toWriteDown && <BackupKeyCard keyStatus={keyStatus} />}
        <div className="card p-5 sm:p-6">
          <h3 className="text-xl font-semibold text-sea-950">{T.backups.lastGood}</h3>
          {last ? (
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-900">
              <dt className="text-ink-700">{T.backups.lastGood}</dt>
              <dd data-testid="backup-last-time">{formatMoment(last.createdAt)}</dd>
              <dt className="text-ink-700">{T.backups.size}</dt>
              <dd>{formatBytes(last.bytes)}</dd>
            </dl>
          ) : (
            <p className="mt-3 text-ink-700">{T.backups.none}</p>
          )}
          {status.lastFailure && (
            <p className="mt-3 text-ink-900">
              <span className="font-semibold">
                {T.backups.lastFailure} ({formatMoment(status.lastFailure.at)}):
              </span>{" "}
              {status.lastFailure.error}
            </p>
          )}
          {status.running && <p className="mt-3 text-ink-700">{T.backups.running}</p>}
          {status.database === "none" && <p className="mt-3 text-ink-700">{T.backups.databaseNone}</p>}
          {status.keysFromEnvironment && <p className="mt-3 text-ink-700">{T.backups.keysFromEnvironment}</p>}
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={makeNow} disabled={busy} aria-busy={busy || undefined}>
              <DatabaseBackup aria-hidden="true" className="size-5" />
              {busy ? T.backups.making : T.backups.makeNow}
            </button>
            {last && (
              <a
                className="btn-outline"
                href={apiUrl(backupsRoutes.download, { params: { name: last.name } })}
                download={last.name}
                aria-describedby="backup-download-hint"
              >
                <Download aria-hidden="true" className="size-5" />
                {T.backups.download}
              </a>
            )}
          </div>
          {last && (
            <p id="backup-download-hint" className="mt-2 text-sm text-ink-700">
              {T.backups.downloadHint}
            </p>
          )}
        </div>
        <div className="card p-5 sm:p-6">
          <h3 className="text-xl font-semibold text-sea-950">{T.backups.copyTitle}</h3>
          {!status.copy.configured ? (
            <p className="mt-3 text-ink-700">{T.backups.copyNotConfigured}</p>
          ) : !status.copy.last ? (
            <p className="mt-3 text-ink-700">{T.backups.copyNever}</p>
          ) : (
            <>
              <p className="mt-3 text-ink-900">
                <span className={status.copy.last.status === 0 ? "font-semibold text-sea-800" : "font-semibold text-danger-700"}>
                  {status.copy.last.status === 0 ? T.backups.copyOk : T.backups.copyFailed(status.copy.last.status)}
                </span>{" "}
                – {formatMoment(status.copy.last.at)}
              </p>
              {status.copy.last.output && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-ink-700">{T.backups.copyOutput}</summary>
                  <pre className="mt-2 overflow-x-auto rounded-lg bg-sand-50 p-3 text-sm whitespace-pre-wrap text-ink-900">
                    {status.copy.last.output}
                  </pre>
                </details>
              )}
            </>
          )}
        </div>
        {!keyStatus.toWriteDown && <BackupKeyCard keyStatus={keyStatus} />}
      </div>
    </section>
  );
}
