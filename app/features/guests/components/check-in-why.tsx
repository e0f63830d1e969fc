import { ShieldCheck } from "lucide-react";

import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";

/** Why the law asks for the party's details, with the privacy policy's link in its sentence. */
export function CheckInWhy() {
  const { lang, t } = useT();
  const [before, after] = t("checkIn.why.use").split("{link}");
  return (
    <section
      aria-labelledby="check-in-why"
      className="flex gap-4 rounded-[var(--radius-card)] border border-sea-200 bg-sea-50 p-5 sm:p-6 lg:sticky lg:top-24 lg:order-2"
    >
      <ShieldCheck aria-hidden="true" className="size-7 shrink-0 text-sea-700" />
      <div className="grid gap-2 text-ink-700">
        <h2 id="check-in-why" className="font-sans text-base font-semibold text-sea-900">
          {t("checkIn.why.title")}
        </h2>
        <p>{t("checkIn.why.law")}</p>
        <p>
          {before}
          <a href={hrefFor("privacy", lang, {}, true)} className="font-semibold text-sea-800 underline">
            {t("checkIn.why.privacyLink")}
          </a>
          {after}
        </p>
        <p>{t("checkIn.why.personal")}</p>
      </div>
    </section>
  );
}
