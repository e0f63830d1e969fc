import { Building2, Plane, Train, Waves } from "lucide-react";
import { Link } from "react-router";

import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { DISTANCES } from "~/lib/constants";
import { smallNumber } from "~/lib/intl";

export function HomeLocation() {
  const { lang, t } = useT();
  const km = (value: number) => smallNumber(value, lang);
  const places = [
    { icon: Plane, key: "airport", d: DISTANCES.airport },
    { icon: Building2, key: "centre", d: DISTANCES.centre },
    { icon: Waves, key: "sea", d: DISTANCES.sea },
    { icon: Train, key: "station", d: DISTANCES.station },
  ] as const;
  return (
    <section aria-labelledby="home-location" className="bg-sea-900 text-white">
      <div className="container-page py-16">
        <p className="text-sm font-semibold tracking-[0.14em] text-sand-200 uppercase">{t("home.location.eyebrow")}</p>
        <h2 id="home-location" className="mt-2 text-3xl font-semibold sm:text-4xl">
          {t("home.location.title")}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {places.map(({ icon: Icon, key, d }) => (
            <li key={key} className="rounded-2xl bg-white/10 p-5">
              <Icon aria-hidden="true" className="size-6 text-sand-200" />
              <p className="mt-3 text-lg font-semibold">{t(`home.location.${key}`)}</p>
              <p className="text-sand-100">
                {t(d.byCar ? "home.location.byCar" : "home.location.onFoot", { km: km(d.km), minutes: d.minutes })}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to={hrefFor("contact", lang)} className="btn-ghost-light">
            {t("home.location.cta")}
          </Link>
        </p>
      </div>
    </section>
  );
}
