import { useState } from "react";

import type { Feed } from "./calendar-model";

/** One row of the calendars' form: a key that stays with it while it is on screen, its name and its address. */
export type FeedRow = { key: number; name: string; url: string };

let nextKey = 1;

/** A new empty row, with a key no other row has. */
export const emptyFeedRow = (): FeedRow => ({ key: nextKey++, name: "", url: "" });

/** The feeds as rows, keeping the keys of the rows shown before by position. */
const rowsOf = (feeds: readonly Feed[], before: readonly FeedRow[] = []): FeedRow[] =>
  feeds.map((f, i) => ({ key: before[i]?.key ?? nextKey++, name: f.name, url: f.url }));

/** The same feeds in the same order, whatever the rows' keys. */
export const sameRows = (rows: readonly FeedRow[], other: readonly FeedRow[]) =>
  rows.length === other.length && rows.every((r, i) => r.name === other[i]!.name && r.url === other[i]!.url);

/**
 * The server's list as rows whose keys never change: when it changes (a save, a sync) while the owner
 * types, and her edit comes back to it, the row she is typing in keeps its inputs and her focus.
 */
export function useSavedRows(feeds: Feed[]): FeedRow[] {
  const [saved, setSaved] = useState(() => rowsOf(feeds));
  const [shown, setShown] = useState(feeds);
  if (shown !== feeds) {
    setShown(feeds);
    setSaved(rowsOf(feeds, saved));
  }
  return saved;
}
