import { useT } from "~/i18n/use-t";

/** "85 €" or, when the owner has set no price, a dash (with words for screen readers). */
function PriceAmount({ amount, className }: { amount: string | null; className?: string }) {
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
