import { useT } from "~/i18n/use-t";
import type { Season } from "~/lib/constants";
import { usePageNames } from "~/lib/page-names";
import { useSeasons } from "~/lib/use-seasons";

/**
 * A season's name, its dates from the owner's setting ("Alta stagione", "giugno – settembre")
 * and, when it is more than a night, its minimum stay ("Soggiorno minimo: 3 notti").
 */
export function useSeason(season: Season): { name: string; months: string; minStay: string | null } {
  const { t } = useT();
  const seasons = useSeasons();
  const names = usePageNames();
  const min = season === "high" ? seasons.minNightsHigh : seasons.minNightsLow;
  return {
    name: t(`rooms.seasons.${season}`),
    months: t("rooms.seasons.months", names.seasons[season]),
    minStay: min > 1 ? t("rooms.seasons.minStay", { count: min }) : null,
  };
}
