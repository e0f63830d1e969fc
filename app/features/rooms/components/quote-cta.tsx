import { Link } from "react-router";

import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";

/** A closing band that turns a browsing guest into a quote request (or a question). */
export function QuoteCta({ title, text }: { title: string; text: string }) {
  const { lang, t } = useT();
  return (
    <section aria-label={title} className="container-page py-12 sm:py-16">
      <div className="flex flex-col gap-6 rounded-[var(--radius-card)] bg-sea-900 px-6 py-8 text-white sm:px-10 sm:py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 className="text-2xl font-semibold sm:text-3xl">{title}</h2>
          <p className="mt-2 text-sea-100">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:shrink-0">
          <Link to={hrefFor("quote", lang)} className="btn-primary">
            {t("rooms.cta.quote")}
          </Link>
          <Link to={hrefFor("contact", lang)} className="btn-ghost-light">
            {t("rooms.cta.contact")}
          </Link>
        </div>
      </div>
    </section>
  );
}
