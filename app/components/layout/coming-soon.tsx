import { Hourglass } from "lucide-react";
import { Link } from "react-router";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";

/**
 * A section that is not ready yet (SPEC §2.12). Not routed: a screen renders it in place of
 * its content. `headingLevel` lets it sit inside a page that already has its <h1>.
 */
export function ComingSoon({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { lang, t } = useT();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="container-page grid place-items-center py-16 sm:py-24">
      <div className="card w-full max-w-lg p-8 text-center sm:p-10">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-sea-100 text-sea-800">
          <Hourglass aria-hidden="true" className="size-8" />
        </span>
        <Heading className="mt-5 text-3xl font-semibold text-sea-950">{t("common.comingSoon.title")}</Heading>
        <p className="mt-3 text-lg text-ink-700">{t("common.comingSoon.text")}</p>
        <Link to={hrefFor("home", lang)} className="btn-sea mt-7">
          {t("common.nav.home")}
        </Link>
      </div>
    </div>
  );
}
