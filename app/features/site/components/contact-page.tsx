import { PageHeader } from "~/components/ui/page-header";
import { useT } from "~/i18n/use-t";

import { ContactDetails } from "./contact-details";
import { ContactDirections } from "./contact-directions";
import { ContactHours } from "./contact-hours";
import { ContactMap } from "./contact-map";

/** How to reach us: address, phone and e-mail, the hours, the map and the way here. */
export function ContactPage() {
  const { t } = useT();
  return (
    <main id="main">
      <PageHeader eyebrow={t("contact.eyebrow")} title={t("contact.title")} subtitle={t("contact.subtitle")} />
      <div className="container-page grid gap-5 pt-6 pb-12 sm:pt-8 sm:pb-16 lg:grid-cols-2">
        <ContactDetails />
        <ContactHours />
      </div>
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <ContactMap />
        <ContactDirections />
      </div>
    </main>
  );
}
