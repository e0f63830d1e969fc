import { eq } from "drizzle-orm";
import { getDb } from "./client.server";
import { rowCounts } from "./schema";

export type CountedList = "quotes" | `quotes:${"pending" | "answered" | "confirmed" | "declined" | "cancelled"}` | "reviews:pending" | "reviews:approved";

/** A list's size from the totals the database keeps (drizzle/0003_row_counts.sql): one row read. */
export async function countOf(list: CountedList): Promise<number> {
  const [row] = await getDb().select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.name, list));
  return Number(row?.n ?? 0);
}
