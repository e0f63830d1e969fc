import { useRouteLoaderData } from "react-router";

import type { Season } from "./constants";

/**
 * Names the root loader makes in the page's language with Intl (countryName, seasonRange), so
 * the browser never builds an Intl.DateTimeFormat or DisplayNames to hydrate a page: the first
 * one costs tens of milliseconds on a phone.
 */
export type PageNames = {
  /** The business's country ("Italia", "Italy"). */
  country: string;
  /** Each season's limits in words ("giugno" – "settembre", or "15 giugno" – "14 settembre"). */
  seasons: Record<Season, { from: string; to: string }>;
};

export function usePageNames(): PageNames {
  const data = useRouteLoaderData("root") as { names?: PageNames } | undefined;
  if (!data?.names) throw new Error("The root loader did not provide the page's names");
  return data.names;
}
