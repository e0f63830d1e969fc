import { CarTaxiFront, Phone } from "lucide-react";
import { Link } from "react-router";

import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { telHref, useBusiness } from "~/lib/business";

/** The taxi the owner recommends, beside the way on: a quote or the rooms. */
export function AboutTaxi() {
  const { lang, t } = useT();
  const { taxiPhone } = useBusiness();
  return (
    <section className="container-page grid gap-5 pb-4 lg:grid-cols-2">
      <div aria-labelledby="taxi-title" role="region" className="card flex flex-col p-6 sm:p-8">
        <h2 id="taxi-title" className="flex items-center gap-3 text-2xl font-semibold text-sea-950">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700">
            <CarTaxiFront aria-hidden="true" className="size-6" />
          </span>
          {t("about.taxi.title")}
        </h2>
        <p className="mt-4 text-ink-700">{t("about.taxi.text")}</p>
        <p className="mt-auto pt-5">
          <a href={telHref(taxiPhone)} className="btn-primary" aria-label={`${t("about.taxi.call")}: ${taxiPhone}`}>
            <Phone aria-hidden="true" className="size-5" />
            {taxiPhone}
          </a>
        </p>
      </div>
      <div aria-labelledby="cta-title" role="region" className="flex flex-col rounded-[var(--radius-card)] bg-sand-100 p-6 sm:p-8">
        <h2 id="cta-title" className="text-2xl font-semibold text-sea-950">
          {t("about.cta.title")}
        </h2>
        <p className="mt-4 text-ink-700">{t("about.cta.text")}</p>
        <p className="mt-auto flex flex-wrap gap-3 pt-5">
          <Link to={hrefFor("quote", lang)} className="btn-sea">
            {t("about.cta.quote")}
          </Link>
          <Link to={hrefFor("rooms", lang)} className="btn-outline">
            {t("about.cta.rooms")}
          </Link>
        </p>
      </div>
    </section>
  );
}
