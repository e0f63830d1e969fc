import { panelBackups } from "~/features/backups/backups.server";
import { BackupsTab } from "~/features/backups/components/backups-tab";

import type { Route } from "./+types/backup";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("backup");

/** The last good backup, the off-machine copy's last result, whether a warning is due, the backup key's state (the key itself only until written down). */
export const loader = ({ request }: Route.LoaderArgs) => forSection(request, "backup", () => panelBackups());

export default function BackupSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <BackupsTab status={loaderData.status} hour={loaderData.hour} keyStatus={loaderData.key} />;
}
