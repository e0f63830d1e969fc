import { Mail, Phone } from "lucide-react";

import { useT } from "~/i18n/use-t";
import { telHref, useBusiness } from "~/lib/business";

/** Once the owner has checked the documents: what to do instead, and no form. */
export function CheckInClosed() {
  const { t } = useT();
  const { phone, email } = useBusiness();
  return (
    <div role="status" className="rounded-xl border border-olive-700/30 bg-sea-50 p-4 text-ink-900">
      <p className="font-semibold">{t("checkIn.closed.title")}</p>
      <p className="mt-1">{t("checkIn.closed.text")}</p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <a href={telHref(phone)} className="inline-flex items-center gap-2 font-semibold text-sea-800 underline">
          <Phone aria-hidden="true" className="size-5" />
          {phone}
        </a>
        <a href={`mailto:${email}`} className="inline-flex items-center gap-2 font-semibold text-sea-800 underline">
          <Mail aria-hidden="true" className="size-5" />
          {email}
        </a>
      </p>
    </div>
  );
}
