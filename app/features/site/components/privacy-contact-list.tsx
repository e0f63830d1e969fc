import { Mail, MapPin, Phone } from "lucide-react";

import { useT } from "~/i18n/use-t";
import { addressLine, telHref, useBusiness } from "~/lib/business";

/** The data controller's e-mail, phone and address, in the policy's "contacts" section. */
export function PrivacyContactList() {
  const { t } = useT();
  const business = useBusiness();
  const rows = [
    {
      Icon: Mail,
      label: t("privacy.contacts.email"),
      content: (
        <a href={`mailto:${business.email}`} className="font-semibold text-sea-800 underline [overflow-wrap:anywhere]">
          {business.email}
        </a>
      ),
    },
    {
      Icon: Phone,
      label: t("privacy.contacts.phone"),
      content: (
        <a href={telHref(business.phone)} className="font-semibold text-sea-800 underline">
          {business.phone}
        </a>
      ),
    },
    { Icon: MapPin, label: t("privacy.contacts.address"), content: `${business.name}, ${addressLine(business)}` },
  ];
  return (
    <ul className="grid gap-3 rounded-2xl bg-white p-5 shadow-[var(--shadow-card)]">
      {rows.map(({ Icon, label, content }) => (
        <li key={label} className="flex items-start gap-3">
          <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-sea-700" />
          <span>
            <span className="sr-only">{label}: </span>
            {content}
          </span>
        </li>
      ))}
    </ul>
  );
}
