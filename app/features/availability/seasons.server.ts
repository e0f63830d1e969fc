import { memoContent } from "~/db/content-memo.server";
import { readStoredSetting, storeSetting } from "~/features/settings/settings.server";
import { DEFAULT_SEASONS, type Seasons } from "~/lib/seasons";

import { seasonsSchema } from "./availability.schema";

const KEY = "seasons";

/** The owner's seasons, or the default ones (DEFAULT_SEASONS) when she has set none (or the stored value is unreadable). */
export const getSeasons = memoContent(async function getSeasons(): Promise<Seasons> {
  const stored = await readStoredSetting(KEY);
  if (stored === null) return DEFAULT_SEASONS;
  try {
    const parsed = seasonsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_SEASONS;
  } catch {
    return DEFAULT_SEASONS;
  }
});

export async function setSeasons(seasons: Seasons): Promise<Seasons> {
  await storeSetting(KEY, JSON.stringify(seasons));
  return seasons;
}
