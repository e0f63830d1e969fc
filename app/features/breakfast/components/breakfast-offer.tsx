import { Coffee, Croissant, Egg } from "lucide-react";

import { IconCards } from "~/components/ui/icon-cards";
import { useT } from "~/i18n/use-t";

/** What is served: sweet, savoury, drinks. */
export function BreakfastOffer() {
  const { t } = useT();
  const items = [
    { key: "sweet", Icon: Croissant },
    { key: "savory", Icon: Egg },
    { key: "drinks", Icon: Coffee },
  ] as const;
  return (
    <section aria-labelledby="offer-title" className="bg-white py-12 sm:py-16">
      <div className="container-page">
        <h2 id="offer-title" className="text-3xl font-semibold text-sea-950">
          {t("breakfast.offer.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-700">{t("breakfast.offer.intro")}</p>
        <IconCards
          cards={items.map(({ key, Icon }) => ({
            key,
            Icon,
            title: t(`breakfast.offer.${key}.title`),
            text: t(`breakfast.offer.${key}.text`),
          }))}
          className="mt-8 grid gap-5 md:grid-cols-3"
          badgeClassName="bg-terracotta-100 text-terracotta-700"
        />
      </div>
    </section>
  );
}
