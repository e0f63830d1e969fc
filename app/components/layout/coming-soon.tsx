import { Hourglass } from "lucide-react";
import { Link } from "react-router";

import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";

type ComingSoonProps = {
  /** 2 when it sits inside a page that already has its <h1>. */
  headingLevel?: 1 | 2;
  /** What is coming, when the section can say more than the generic line. */
  text?: string;
  /** "page" stands alone with a way home; "section" takes the place of one part of a page. */
  variant?: "page" | "section";
};

/**
 * Something a guest will find here soon. Not routed: a screen renders it where
 * its content is not ready yet, such as the photos of a room the owner has not added (decision 0010).
 */
export function ComingSoon({ headingLevel = 1, text, variant = "page" }: ComingSoonProps) {
  const { lang, t } = useT();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const section = variant === "section";
  return (
    <div
      className={
        section ? "grid place-items-center rounded-2xl bg-sand-100 px-6 py-12" : "container-page grid place-items-center py-16 sm:py-24"
      }
    >
      <div className={section ? "max-w-lg text-center" : "card w-full max-w-lg p-8 text-center sm:p-10"}>
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-sea-100 text-sea-800">
          <Hourglass aria-hidden="true" className="size-8" />
        </span>
        <Heading className="mt-5 text-3xl font-semibold text-sea-950">{t("common.comingSoon.title")}</Heading>
        <p className="mt-3 text-lg text-ink-700">{text ?? t("common.comingSoon.text")}</p>
        {!section && (
          <Link to={hrefFor("home", lang)} className="btn-sea mt-7">
            {t("common.nav.home")}
          </Link>
        )}
      </div>
    </div>
  );
}
