import { Mail, MapPin, Phone } from "lucide-react";

import { useT } from "~/i18n/use-t";
import { localityLine, telHref, useBusiness, whatsappHref } from "~/lib/business";
import { usePageNames } from "~/lib/page-names";

import { ContactRow } from "./contact-row";

/** e-mails are answered within 24 hours. */
const EMAIL_REPLY_HOURS = 24;

export function ContactDetails() {
  const { t } = useT();
  const business = useBusiness();
  const { country } = usePageNames();
  return (
    <section aria-labelledby="details-title" className="card p-5 sm:p-8">
      <h2 id="details-title" className="text-2xl font-semibold text-sea-950">
        {t("contact.details.title")}
      </h2>
      <dl className="mt-6 grid gap-6">
        <ContactRow Icon={MapPin} label={t("contact.details.address")}>
          <address className="not-italic">
            {business.streetAddress}
            <br />
            {localityLine(business)}, {country}
          </address>
        </ContactRow>
        <ContactRow Icon={Phone} label={t("contact.details.phone")}>
          <a href={telHref(business.phone)} className="font-semibold text-sea-800 underline">
            {business.phone}
          </a>
          <span className="block text-base text-ink-600">{t("contact.details.phoneHours", business.hours.reception)}</span>
          {business.whatsapp && (
            <a href={whatsappHref(business.whatsapp)} className="mt-1 block font-semibold text-sea-800 underline">
              {t("common.footer.whatsapp")} {business.whatsapp}
            </a>
          )}
        </ContactRow>
        <ContactRow Icon={Mail} label={t("contact.details.email")}>
          <a href={`mailto:${business.email}`} className="font-semibold text-sea-800 underline [overflow-wrap:anywhere]">
            {business.email}
          </a>
          <span className="block text-base text-ink-600">{t("contact.details.emailReply", { hours: EMAIL_REPLY_HOURS })}</span>
        </ContactRow>
      </dl>
    </section>
  );
}
