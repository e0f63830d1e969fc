import { useRouteLoaderData } from "react-router";

import { DEFAULT_SEASONS, type Seasons } from "./seasons";

/**
 * The owner's seasons, from the root loader (getSeasons()): every page has them, so the room
 * pages give the minimum stay she set (their dates in words come with PageNames).
 */
export function useSeasons(): Seasons {
  const data = useRouteLoaderData("root") as { seasons?: Seasons } | undefined;
  return data?.seasons ?? DEFAULT_SEASONS;
}
