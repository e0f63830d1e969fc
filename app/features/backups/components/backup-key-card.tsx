import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";

import type { BackupKeyStatus } from "../backup-key.server";
import { backupsRoutes } from "../backups.routes";
import { T } from "./texts";

type Props = { keyStatus: BackupKeyStatus };

/**
 * The backup key: shown, large and grouped, until the owner says she has written it on paper;
 * from then on only whether one is set and where it comes from.
 */
export function BackupKeyCard({ keyStatus }: Props) {
  const action = usePanelAction(useAdminAction());
  const acknowledge = () =>
    action.start(() => callApi(backupsRoutes.acknowledgeKey), {
      success: () => ({ title: T.backupKey.acknowledged, description: T.backupKey.acknowledgedDescription }),
      error: T.backupKey.acknowledgeError,
    });
  const toWrite = keyStatus.toWriteDown;
  return (
    <div className={`card p-5 sm:p-6 ${toWrite ? "border-l-4 border-terracotta-500" : ""}`}>
      <h3 className="text-xl font-semibold text-sea-950">{toWrite ? T.backupKey.writeTitle : T.backupKey.title}</h3>
      {toWrite ? (
        <div className="mt-3 grid gap-4 text-ink-900">
          <p>{T.backupKey.writeWhy}</p>
          <p>{T.backupKey.writeHow}</p>
          <div className="rounded-xl border border-sea-200 bg-sea-50 p-4">
            <p className="text-sm text-ink-700">{T.backupKey.keyLabel}</p>
            <code data-testid="backup-key" className="mt-1 block font-mono text-2xl text-ink-900">
              {toWrite}
            </code>
          </div>
          <p className="text-ink-700">{T.backupKey.shownOnce}</p>
          <p>
            <button type="button" className="btn-primary" onClick={acknowledge} disabled={action.busy} aria-busy={action.busy || undefined}>
              {action.busy ? T.backupKey.acknowledging : T.backupKey.acknowledge}
            </button>
          </p>
        </div>
      ) : (
        <p data-testid="backup-key-set" className="mt-3 text-ink-900">
          {keyStatus.source === "environment" ? T.backupKey.setFromEnvironment : T.backupKey.setGenerated}
        </p>
      )}
    </div>
  );
}
