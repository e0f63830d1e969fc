import { Mail, Phone } from "lucide-react";

import { LogoMark } from "~/components/layout/logo-mark";
import { useT } from "~/i18n/use-t";
import { addressLine, telHref, useBusiness } from "~/lib/business";

/** What every public route shows while the site is offline. */
/** The spec's sentence, shown as written on every public path; other languages add a translation. */
export const MAINTENANCE_TEXT_IT = "Il nostro sito è temporaneamente offline per aggiornamenti e miglioramenti.";

export function Maintenance() {
  const { lang, t } = useT();
  const business = useBusiness();
  return (
    // data-site-offline: the page's script reloads it once the site is back (app/islands/offline.ts).
    <main id="main" data-site-offline="" className="grid min-h-dvh place-items-center bg-gradient-to-b from-sea-50 to-sand-100 px-4 py-16">
      <div className="card w-full max-w-xl p-8 text-center sm:p-10">
        <LogoMark className="mx-auto size-16" />
        <p className="mt-4 font-display text-lg text-sea-800">{business.name}</p>
        <h1 className="mt-2 text-3xl font-semibold text-sea-950">{t("common.maintenance.title")}</h1>
        <p className="mt-4 text-lg text-ink-700" lang="it">
          {MAINTENANCE_TEXT_IT}
        </p>
        {lang !== "it" && <p className="mt-2 text-ink-600">{t("common.maintenance.text")}</p>}
        <p className="mt-6 font-semibold text-ink-900">{t("common.maintenance.contactUs")}</p>
        <ul className="mt-3 grid gap-2">
          <li>
            <a href={telHref(business.phone)} className="inline-flex items-center gap-2 font-medium text-sea-800 underline">
              <Phone aria-hidden="true" className="size-4" />
              {business.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${business.email}`} className="inline-flex items-center gap-2 font-medium text-sea-800 underline">
              <Mail aria-hidden="true" className="size-4" />
              {business.email}
            </a>
          </li>
          <li className="text-ink-700">{addressLine(business)}</li>
        </ul>
        <p className="mt-6 text-ink-600">{t("common.maintenance.back")}</p>
      </div>
    </main>
  );
}
