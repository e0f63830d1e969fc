import { Plus, RefreshCw } from "lucide-react";
import { useEffect, useRef, type FormEvent } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";

import { availabilityRoutes } from "../availability.routes";
import type { CalendarsAnswer, Feed } from "./calendar-model";
import { FeedItem } from "./feed-item";
import { emptyFeedRow, sameRows, useSavedRows, type FeedRow } from "./feed-rows";
import { OtherErrors } from "./other-errors";
import { Panel } from "./panel";
import { SyncResults } from "./sync-results";
import { T } from "./texts";
import { useFeedsSync } from "./use-feeds-sync";

const TF = T.availability.feeds;

/** The errors each row shows under its own fields. */
const isRowField = (key: string) => /^feeds\.\d+\.(name|url)$/.test(key);

type Props = {
  roomId: number;
  roomName: string;
  feeds: Feed[];
  /** The room's calendars as the server now holds them (after a save, a sync). */
  onChanged: (answer?: CalendarsAnswer) => void;
};

/** The room's imported calendars: an editable list of name + URL, each saved one with how its last sync went. */
export function FeedsSection({ roomId, roomName, feeds, onChanged }: Props) {
  const run = useAdminAction();
  const saved = useSavedRows(feeds);
  const syncing = useFeedsSync(roomId, roomName, () => onChanged());
  const form = usePanelForm({
    // With nothing edited the rows follow the server's list (a save, another tab's reload); edits stay until saved.
    saved,
    same: sameRows,
    run,
    submit: (values) =>
      callApi(availabilityRoutes.setFeeds, {
        params: { id: roomId },
        body: { feeds: values.map((r) => ({ name: r.name.trim(), url: r.url.trim() })) },
      }),
    success: { title: TF.saved, description: TF.savedDescription },
    error: TF.saveError,
    onSaved: (answer) => {
      syncing.clearResults();
      onChanged(answer);
    },
  });
  const { values: rows, errors, edited, formRef } = form;
  const busy = form.busy ? "save" : syncing.busy ? "sync" : null;
  /** The row just added, whose first input takes focus once it is on screen. */
  const focusKey = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusKey.current === null) return;
    listRef.current?.querySelector<HTMLInputElement>(`[data-row="${focusKey.current}"] input`)?.focus();
    focusKey.current = null;
  }, [rows]);

  const change = (key: number, field: "name" | "url", value: string) => {
    form.setValues(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    form.clearError(`feeds.${rows.findIndex((r) => r.key === key)}.${field}`);
  };

  const add = () => {
    const row = emptyFeedRow();
    form.setValues([...rows, row]);
    focusKey.current = row.key;
  };

  const remove = (key: number) => {
    form.setValues(rows.filter((r) => r.key !== key));
    // Field errors are by position: they no longer match the rows.
    form.setErrors({});
    addRef.current?.focus();
  };

  // While a sync runs the submit button is disabled, and so is sending with Enter.
  const save = (event: FormEvent) => (syncing.busy ? event.preventDefault() : form.onSubmit(event));

  const sync = () => (busy ? undefined : syncing.start());

  const savedFeed = (row: FeedRow): Feed | undefined => feeds.find((f) => f.url === row.url.trim() && f.name === row.name.trim());

  return (
    <Panel id={`feeds-${roomId}`} title={TF.title} intro={TF.intro}>
      <form ref={formRef} onSubmit={save} noValidate aria-labelledby={`feeds-${roomId}-title`}>
        {rows.length === 0 ? (
          <p className="rounded-xl border-2 border-dashed border-sand-300 px-4 py-5 text-center text-ink-700">{TF.empty}</p>
        ) : (
          <ol ref={listRef} className="grid gap-4">
            {rows.map((row, index) => (
              <FeedItem
                key={row.key}
                roomId={roomId}
                row={row}
                index={index}
                feed={savedFeed(row)}
                errors={errors}
                disabled={busy !== null}
                onChange={(field, value) => change(row.key, field, value)}
                onRemove={() => remove(row.key)}
              />
            ))}
          </ol>
        )}

        <OtherErrors errors={errors} isField={isRowField} />

        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button ref={addRef} type="button" className="btn-outline" onClick={add} disabled={busy !== null || rows.length >= 20}>
            <Plus aria-hidden="true" className="size-5" />
            {TF.add}
          </button>
          <button type="submit" className="btn-sea" disabled={busy !== null} aria-busy={busy === "save" || undefined}>
            {busy === "save" ? T.common.saving : TF.save}
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={sync}
            disabled={busy !== null || feeds.length === 0}
            aria-busy={busy === "sync" || undefined}
          >
            <RefreshCw aria-hidden="true" className={`size-5 ${busy === "sync" ? "motion-safe:animate-spin" : ""}`} />
            {busy === "sync" ? TF.syncing : TF.sync}
          </button>
          {edited && <span className="text-sm font-medium text-terracotta-700">{T.common.unsaved}</span>}
          {Object.keys(errors).length > 0 && <span className="text-sm font-medium text-danger-700">{TF.fixFields}</span>}
        </div>
      </form>

      <SyncResults results={syncing.results} />
    </Panel>
  );
}
