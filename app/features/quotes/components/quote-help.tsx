import { Mail, Phone } from "lucide-react";

import { useT } from "~/i18n/use-t";
import { telHref, useBusiness } from "~/lib/business";

/** Beside the form: the phone and e-mail, for a guest who would rather ask directly. */
export function QuoteHelp() {
  const { t } = useT();
  const business = useBusiness();
  return (
    <section aria-labelledby="quote-help-heading" className="card p-5 sm:p-8 lg:sticky lg:top-24">
      <h2 id="quote-help-heading" className="text-2xl font-semibold text-sea-950">
        {t("quote.help.heading")}
      </h2>
      <p className="mt-3 text-ink-700">{t("quote.help.text", business.hours.reception)}</p>
      <div className="mt-5 grid gap-3">
        <a href={telHref(business.phone)} className="btn-sea w-full">
          <Phone aria-hidden="true" className="size-5" />
          {t("quote.help.call")}
        </a>
        <a href={`mailto:${business.email}`} className="btn-outline w-full">
          <Mail aria-hidden="true" className="size-5" />
          {t("quote.help.email")}
        </a>
      </div>
      <dl className="mt-5 grid gap-1 text-sm text-ink-700">
        <dt className="sr-only">{t("quote.form.phone")}</dt>
        <dd>{business.phone}</dd>
        <dt className="sr-only">{t("quote.form.email")}</dt>
        <dd className="break-all">{business.email}</dd>
      </dl>
    </section>
  );
}
