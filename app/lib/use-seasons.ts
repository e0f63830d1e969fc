import { useRouteLoaderData } from "react-router";

import { DEFAULT_SEASONS, type Seasons } from "./seasons";

/**
 * The owner's seasons, from the root loader (getSeasons()): every page has them, so the prices
 * and room pages name the season dates she set, in the page's language.
 */
export function useSeasons(): Seasons {
  const data = useRouteLoaderData("root") as { seasons?: Seasons } | undefined;
  return data?.seasons ?? DEFAULT_SEASONS;
}
