import { useT } from "~/i18n/use-t";
import { DISTANCES, RATING } from "~/lib/constants";
import { numberFormat } from "~/lib/intl";

/** The house in four figures: the guests' rating, their reviews, the rooms, the station's distance. */
export function AboutStats({ roomCount }: { roomCount: number }) {
  const { lang, t } = useT();
  const number = (value: number, digits = 0) =>
    numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const stats = [
    { value: number(RATING.score, 1), suffix: t("about.stats.outOf", { max: RATING.outOf }), label: t("about.stats.rating"), id: "rating" },
    { value: number(RATING.reviews), label: t("about.stats.reviews"), id: "reviews" },
    { value: number(roomCount), label: t("about.stats.rooms"), id: "rooms" },
    {
      value: t("about.stats.stationValue", { km: number(DISTANCES.station.km, Number.isInteger(DISTANCES.station.km) ? 0 : 1) }),
      label: t("about.stats.station"),
      id: "station",
    },
  ];
  return (
    <section aria-labelledby="stats-title" className="bg-sea-900 py-12 text-white sm:py-14">
      <div className="container-page">
        <h2 id="stats-title" className="sr-only">
          {t("about.stats.title")}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.id} className="flex flex-col border-l-2 border-terracotta-500 pl-4" data-testid={`stat-${stat.id}`}>
              <dt className="order-2 mt-1 text-sand-100">{stat.label}</dt>
              <dd className="order-1 font-display text-4xl font-semibold sm:text-5xl">
                {stat.value}
                {stat.suffix && <span className="ml-1.5 font-sans text-base font-medium text-sand-200">{stat.suffix}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
