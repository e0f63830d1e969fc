import { useT } from "~/i18n/use-t";
import type { Season } from "~/lib/constants";
import { usePageNames } from "~/lib/page-names";
import { useSeasons } from "~/lib/use-seasons";

/** "85 €" or, when the owner has set no price, a dash (with words for screen readers). */
export function PriceAmount({ amount, className }: { amount: string | null; className?: string }) {
  const { t } = useT();
  if (!amount) {
    return (
      <span className={className}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t("rooms.priceMissing")}</span>
      </span>
    );
  }
  return <span className={className}>{t("rooms.price", { amount })}</span>;
}

/** A price with the translated "per night" after it; a missing price is just the dash. */
export function PricePerNight({ amount, className = "" }: { amount: string | null; className?: string }) {
  const { t } = useT();
  return (
    <span className={`whitespace-nowrap ${className}`}>
      <PriceAmount amount={amount} className="font-display text-2xl font-semibold text-sea-950" />
      {amount && <span className="ml-1.5 text-sm text-ink-600">{t("common.perNight")}</span>}
    </span>
  );
}

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
