import { eq, inArray } from "drizzle-orm";

import { getDb } from "./client.server";
import { rowCounts } from "./schema";

export type CountedList =
  "quotes" | `quotes:${"pending" | "answered" | "confirmed" | "declined" | "cancelled"}` | "reviews:pending" | "reviews:approved";

/** A list's size from the totals the database keeps (drizzle/0003_row_counts.sql): one row read. */
export async function countOf(list: CountedList): Promise<number> {
  const [row] = await getDb().select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.name, list));
  return Number(row?.n ?? 0);
}

/** Several lists' sizes in one read; a list without its row counts 0. */
export async function countsOf<L extends CountedList>(lists: readonly L[]): Promise<Record<L, number>> {
  const rows = await getDb()
    .select()
    .from(rowCounts)
    .where(inArray(rowCounts.name, [...lists]));
  const found = new Map(rows.map((r) => [r.name, Number(r.n)]));
  return Object.fromEntries(lists.map((list) => [list, found.get(list) ?? 0])) as Record<L, number>;
}
