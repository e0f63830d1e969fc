import { Link } from "react-router";

import { Picture } from "~/components/ui/picture";
import type { PageImage } from "~/features/media/images.server";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { RATING } from "~/lib/constants";
import { smallNumber } from "~/lib/intl";

export function HomeAboutPreview({ image }: { image: PageImage }) {
  const { lang, t } = useT();
  return (
    <section aria-labelledby="home-about" className="container-page grid items-center gap-10 py-16 md:grid-cols-2">
      <div className="md:order-2">
        <Picture
          image={image}
          alt={image.alt}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="block overflow-hidden rounded-[var(--radius-card)]"
          imgClassName="h-auto w-full"
        />
      </div>
      <div>
        <p className="eyebrow">{t("home.about.eyebrow")}</p>
        <h2 id="home-about" className="mt-2 text-3xl font-semibold text-sea-950 sm:text-4xl">
          {t("home.about.title")}
        </h2>
        <p className="mt-4 text-lg text-ink-700">{t("home.about.text")}</p>
        <dl className="mt-6 flex gap-4">
          <div className="card px-5 py-4">
            <dt className="text-sm text-ink-600">{t("home.about.rating")}</dt>
            <dd className="font-display text-3xl font-semibold text-sea-900">
              {t("home.about.ratingValue", { score: smallNumber(RATING.score, lang) })}
            </dd>
          </div>
          <div className="card px-5 py-4">
            <dt className="text-sm text-ink-600">{t("home.about.reviews", { count: RATING.reviews })}</dt>
            <dd className="font-display text-3xl font-semibold text-sea-900">{RATING.reviews}</dd>
          </div>
        </dl>
        <p className="mt-6">
          <Link to={hrefFor("about", lang)} className="btn-outline">
            {t("home.about.cta")}
          </Link>
        </p>
      </div>
    </section>
  );
}
