import { BedDouble, Coffee, MapPin } from "lucide-react";

import { useT } from "~/i18n/use-t";
import { useBusiness } from "~/lib/business";
import { DISTANCES } from "~/lib/constants";

export function HomeFeatures() {
  const { t } = useT();
  const { hours } = useBusiness();
  const items = [
    { icon: MapPin, key: "location", vars: { sea: DISTANCES.sea.minutes, centre: DISTANCES.centre.minutes } },
    { icon: BedDouble, key: "comfort", vars: {} },
    { icon: Coffee, key: "breakfast", vars: hours.breakfast },
  ] as const;
  return (
    <section aria-labelledby="home-features" className="container-page py-16">
      <h2 id="home-features" className="sr-only">
        {t("home.features.title")}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map(({ icon: Icon, key, vars }) => (
          <li key={key} className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-sea-100 text-sea-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-xl font-semibold text-sea-950">{t(`home.features.${key}.title`)}</h3>
              <p className="mt-1 text-ink-700">{t(`home.features.${key}.text`, vars)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
