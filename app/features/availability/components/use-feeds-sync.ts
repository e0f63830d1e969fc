import { useState } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";

import { availabilityRoutes } from "../availability.routes";
import type { SyncResult } from "./calendar-model";
import { T } from "./texts";

const TF = T.availability.feeds;

export type FeedsSync = {
  /** A sync is on its way. */
  busy: boolean;
  /** What the last sync read from each calendar; null before one, or after a save. */
  results: SyncResult[] | null;
  clearResults: () => void;
  start: () => Promise<void>;
};

/** "Sincronizza ora": reads the room's saved calendars now, then `onChanged` (the calendar and the feeds' status read again). */
export function useFeedsSync(roomId: number, roomName: string, onChanged: () => void): FeedsSync {
  const action = usePanelAction(useAdminAction());
  const [results, setResults] = useState<SyncResult[] | null>(null);

  const start = async () => {
    const result = await action.start(() => callApi(availabilityRoutes.sync, { params: { id: roomId } }), {
      success: (value) => ({
        title: value.feeds.every((f) => f.ok) ? TF.synced : TF.syncedWithErrors,
        description: value.feeds.length === 0 ? TF.noFeedsToSync : roomName,
        variant: value.feeds.every((f) => f.ok) ? undefined : "destructive",
      }),
      error: TF.syncError,
    });
    if (result === null) return;
    if (result.ok) setResults(result.value.feeds);
    onChanged();
  };

  return { busy: action.busy, results, clearResults: () => setResults(null), start };
}
