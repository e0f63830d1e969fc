import { Clock, Coffee, Wheat } from "lucide-react";
import { Link } from "react-router";

import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { useBusiness } from "~/lib/business";

/** When and how breakfast is served, the diets it caters for, and a way to ask. */
export function BreakfastSchedule() {
  const { lang, t } = useT();
  const { hours } = useBusiness();
  return (
    <section aria-labelledby="schedule-title" className="container-page py-12 sm:py-16">
      <h2 id="schedule-title" className="text-3xl font-semibold text-sea-950">
        {t("breakfast.schedule.title")}
      </h2>
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        <div className="rounded-[var(--radius-card)] bg-sea-900 p-6 text-white shadow-[var(--shadow-card)]">
          <h3 className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wider text-sand-200 uppercase">
            <Clock aria-hidden="true" className="size-4" />
            {t("breakfast.schedule.time.title")}
          </h3>
          <p className="mt-3 font-display text-4xl font-semibold tabular-nums">{t("breakfast.schedule.time.range", hours.breakfast)}</p>
          <p className="mt-3 text-sand-100">{t("breakfast.schedule.time.text")}</p>
        </div>
        <div className="card p-6">
          <h3 className="flex items-center gap-2 text-xl font-semibold text-sea-900">
            <Coffee aria-hidden="true" className="size-5 text-terracotta-600" />
            {t("breakfast.schedule.service.title")}
          </h3>
          <p className="mt-3 text-ink-700">{t("breakfast.schedule.service.text")}</p>
        </div>
        <div className="card p-6">
          <h3 className="flex items-center gap-2 text-xl font-semibold text-sea-900">
            <Wheat aria-hidden="true" className="size-5 text-terracotta-600" />
            {t("breakfast.schedule.diets.title")}
          </h3>
          <p className="mt-3 text-ink-700">{t("breakfast.schedule.diets.text")}</p>
        </div>
      </div>
      <div className="mt-8 flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-sand-100 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg text-ink-900">{t("breakfast.cta.text")}</p>
        <Link to={hrefFor("contact", lang)} className="btn-sea shrink-0">
          {t("breakfast.cta.button")}
        </Link>
      </div>
    </section>
  );
}
