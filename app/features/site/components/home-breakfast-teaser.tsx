import { Clock } from "lucide-react";
import { Link } from "react-router";

import { Picture } from "~/components/ui/picture";
import type { PageImage } from "~/features/media/images.server";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { useBusiness } from "~/lib/business";

export function HomeBreakfastTeaser({ image }: { image: PageImage }) {
  const { lang, t } = useT();
  const { hours } = useBusiness();
  return (
    <section aria-labelledby="home-breakfast" className="bg-sand-100">
      <div className="container-page grid items-center gap-8 py-16 md:grid-cols-2">
        <Picture
          image={image}
          alt={image.alt}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="block overflow-hidden rounded-[var(--radius-card)]"
          imgClassName="h-auto w-full"
        />
        <div>
          <p className="eyebrow">{t("home.breakfast.eyebrow")}</p>
          <h2 id="home-breakfast" className="mt-2 text-3xl font-semibold text-sea-950 sm:text-4xl">
            {t("home.breakfast.title")}
          </h2>
          <p className="mt-4 text-lg text-ink-700">{t("home.breakfast.text", hours.breakfast)}</p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-sea-900">
            <Clock aria-hidden="true" className="size-5 text-terracotta-600" />
            {t("home.breakfast.hours", hours.breakfast)}
          </p>
          <p className="mt-6">
            <Link to={hrefFor("breakfast", lang)} className="btn-sea">
              {t("home.breakfast.cta")}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
