import { CircleAlert, CircleCheck, Plus, RefreshCw, TriangleAlert, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";

import { formatMoment } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";

import type { CalendarsAnswer, Feed, SyncResult } from "./calendar-model";
import { Panel } from "./panel";
import { T } from "./texts";

const TF = T.availability.feeds;

type Row = { key: number; name: string; url: string };

let nextKey = 1;
/** The feeds as rows, keeping the keys of the rows shown before by position. */
const rowsOf = (feeds: readonly Feed[], before: readonly Row[] = []): Row[] =>
  feeds.map((f, i) => ({ key: before[i]?.key ?? nextKey++, name: f.name, url: f.url }));
/** The same feeds in the same order, whatever the rows' keys. */
const sameRows = (rows: readonly Row[], other: readonly Row[]) =>
  rows.length === other.length && rows.every((r, i) => r.name === other[i]!.name && r.url === other[i]!.url);

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
  // The server's list as rows whose keys never change: when it changes (a save, a sync) while the owner
  // types, and her edit comes back to it, the row she is typing in keeps its inputs and her focus.
  const [saved, setSaved] = useState(() => rowsOf(feeds));
  const [shown, setShown] = useState(feeds);
  if (shown !== feeds) {
    setShown(feeds);
    setSaved(rowsOf(feeds, saved));
  }
  const [results, setResults] = useState<SyncResult[] | null>(null);
  const [syncing, setSyncing] = useState(false);
  const form = usePanelForm({
    // With nothing edited the rows follow the server's list (a save, another tab's reload); edits stay until saved.
    saved,
    same: sameRows,
    run,
    submit: (values) =>
      apiRequest<CalendarsAnswer>("PUT", `/api/rooms/${roomId}/calendars`, {
        feeds: values.map((r) => ({ name: r.name.trim(), url: r.url.trim() })),
      }),
    success: { title: TF.saved, description: TF.savedDescription },
    error: TF.saveError,
    onSaved: (answer) => {
      setResults(null);
      onChanged(answer);
    },
  });
  const { values: rows, errors, edited, formRef } = form;
  const busy = form.busy ? "save" : syncing ? "sync" : null;
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
    const row = { key: nextKey++, name: "", url: "" };
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
  const save = (event: FormEvent) => (syncing ? event.preventDefault() : form.onSubmit(event));

  const sync = async () => {
    if (busy) return;
    setSyncing(true);
    const result = await run(() => apiRequest<{ feeds: SyncResult[] }>("POST", `/api/rooms/${roomId}/calendars/sync`), {
      success: (value) => ({
        title: value.feeds.every((f) => f.ok) ? TF.synced : TF.syncedWithErrors,
        description: value.feeds.length === 0 ? TF.noFeedsToSync : roomName,
        variant: value.feeds.every((f) => f.ok) ? undefined : "destructive",
      }),
      error: TF.syncError,
    });
    setSyncing(false);
    if (result.ok) setResults(result.value.feeds);
    onChanged();
  };

  const savedFeed = (row: Row): Feed | undefined => feeds.find((f) => f.url === row.url.trim() && f.name === row.name.trim());
  const otherErrors = Object.entries(errors).filter(([key]) => !/^feeds\.\d+\.(name|url)$/.test(key));

  return (
    <Panel id={`feeds-${roomId}`} title={TF.title} intro={TF.intro}>
      <form ref={formRef} onSubmit={save} noValidate aria-labelledby={`feeds-${roomId}-title`}>
        {rows.length === 0 ? (
          <p className="rounded-xl border-2 border-dashed border-sand-300 px-4 py-5 text-center text-ink-700">{TF.empty}</p>
        ) : (
          <ol ref={listRef} className="grid gap-4">
            {rows.map((row, index) => {
              const feed = savedFeed(row);
              const label = row.name.trim() || TF.row(index + 1);
              return (
                <li key={row.key} data-row={row.key} className="rounded-xl border border-sand-300 bg-sand-50 p-4">
                  <fieldset aria-label={TF.row(index + 1)}>
                    <div className="grid gap-3 sm:grid-cols-[minmax(8rem,12rem)_1fr_auto] sm:items-start">
                      <FormField id={`feed-${roomId}-${row.key}-name`} label={TF.name} error={errors[`feeds.${index}.name`]}>
                        {(control) => (
                          <input
                            {...control}
                            type="text"
                            autoComplete="off"
                            maxLength={40}
                            placeholder={TF.namePlaceholder}
                            value={row.name}
                            onChange={(e) => change(row.key, "name", e.target.value)}
                            className="field-input"
                          />
                        )}
                      </FormField>
                      <FormField id={`feed-${roomId}-${row.key}-url`} label={TF.url} error={errors[`feeds.${index}.url`]}>
                        {(control) => (
                          <input
                            {...control}
                            type="url"
                            inputMode="url"
                            autoComplete="off"
                            autoCapitalize="none"
                            spellCheck={false}
                            placeholder={TF.urlPlaceholder}
                            value={row.url}
                            onChange={(e) => change(row.key, "url", e.target.value)}
                            className="field-input"
                          />
                        )}
                      </FormField>
                      <button
                        type="button"
                        className="btn-outline justify-self-start px-4 sm:self-end sm:justify-self-auto"
                        onClick={() => remove(row.key)}
                        disabled={busy !== null}
                        aria-label={TF.removeNamed(label)}
                      >
                        <X aria-hidden="true" className="size-5" />
                        {TF.remove}
                      </button>
                    </div>
                  </fieldset>
                  {feed ? <FeedStatus feed={feed} /> : <p className="mt-2 text-sm font-medium text-terracotta-700">{TF.unsavedRow}</p>}
                </li>
              );
            })}
          </ol>
        )}

        {otherErrors.length > 0 && (
          <ul role="alert" className="mt-3 text-sm font-medium text-danger-700">
            {otherErrors.map(([key, message]) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
        )}

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

      {/* Always there, so that the results are announced when they appear. */}
      <div role="status" className="mt-4 empty:hidden">
        {results && results.length > 0 && (
          <div className="rounded-xl border border-sea-200 bg-sea-50 p-4">
            <h4 className="font-semibold text-sea-950">{TF.syncResults}</h4>
            <ul className="mt-2 grid gap-1.5">
              {results.map((r) => (
                <li key={r.id} className="flex items-start gap-2">
                  {r.ok ? (
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-olive-700" />
                  ) : (
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
                  )}
                  <span>
                    <strong>{r.name}</strong>: {r.ok ? TF.syncOk(r.events, r.changed) : TF.syncFailed(r.error ?? "")}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Panel>
  );
}

/** How a saved feed's syncs went: when it last worked, how many events, the last error, a warning when stale. */
function FeedStatus({ feed }: { feed: Feed }) {
  return (
    <div className="mt-3 text-sm">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink-700">{TF.lastSuccess}</dt>
        <dd className="text-ink-900">{feed.lastSuccessAt ? formatMoment(feed.lastSuccessAt) : TF.never}</dd>
        <dt className="font-semibold text-ink-700">{TF.eventsLabel}</dt>
        <dd className="text-ink-900">{TF.events(feed.events)}</dd>
        {feed.lastError && (
          <>
            <dt className="font-semibold text-danger-700">{TF.lastError}</dt>
            <dd className="text-danger-700">{feed.lastError}</dd>
          </>
        )}
      </dl>
      {feed.stale && (
        <p className="mt-2 flex items-start gap-2 rounded-lg border border-danger-700/40 bg-danger-50 px-3 py-2 font-semibold text-danger-700">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {TF.stale}
        </p>
      )}
    </div>
  );
}
