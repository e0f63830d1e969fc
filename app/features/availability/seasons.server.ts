import { eq } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { memoContent } from "~/db/content-memo.server";
import { siteSettings } from "~/db/schema";
import { DEFAULT_SEASONS, type Seasons } from "~/lib/seasons";

import { seasonsSchema } from "./availability.schema";

const KEY = "seasons";

/** The owner's seasons, or the default ones (DEFAULT_SEASONS) when she has set none (or the stored value is unreadable). */
export const getSeasons = memoContent(async function getSeasons(): Promise<Seasons> {
  const [row] = await getDb().select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, KEY)).limit(1);
  if (!row) return DEFAULT_SEASONS;
  try {
    const parsed = seasonsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_SEASONS;
  } catch {
    return DEFAULT_SEASONS;
  }
});

export async function setSeasons(seasons: Seasons): Promise<Seasons> {
  const value = JSON.stringify(seasons);
  await getDb()
    .insert(siteSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
  return seasons;
}
