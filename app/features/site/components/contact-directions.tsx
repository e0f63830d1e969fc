import { Car, Plane, TrainFront } from "lucide-react";

import { type Language } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { useBusiness } from "~/lib/business";
import { DISTANCES } from "~/lib/constants";
import { smallNumber } from "~/lib/intl";

const km = (lang: Language, value: number) => smallNumber(value, lang);

/** How to get here: by plane, by train, by car. */
export function ContactDirections() {
  const { lang, t } = useT();
  const { city } = useBusiness();
  const items = [
    { key: "plane", Icon: Plane, vars: { km: km(lang, DISTANCES.airport.km), minutes: DISTANCES.airport.minutes } },
    { key: "train", Icon: TrainFront, vars: { km: km(lang, DISTANCES.station.km), minutes: DISTANCES.station.minutes } },
    { key: "car", Icon: Car, vars: { city, centreKm: km(lang, DISTANCES.centre.km), seaKm: km(lang, DISTANCES.sea.km) } },
  ] as const;
  return (
    <section aria-labelledby="directions-title" className="pb-4">
      <h2 id="directions-title" className="text-3xl font-semibold text-sea-950">
        {t("contact.directions.title")}
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-3 lg:grid-cols-1">
        {items.map(({ key, Icon, vars }) => (
          <li key={key} className="card p-5 sm:p-6">
            <h3 className="flex items-center gap-3 text-xl font-semibold text-sea-900">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {t(`contact.directions.${key}.title`)}
            </h3>
            <p className="mt-3 text-ink-700">{t(`contact.directions.${key}.text`, vars)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
