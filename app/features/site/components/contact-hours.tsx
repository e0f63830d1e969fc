import { Clock } from "lucide-react";

import { useT } from "~/i18n/use-t";
import { useBusiness } from "~/lib/business";

export function ContactHours() {
  const { t } = useT();
  const { hours } = useBusiness();
  const rows = [
    { label: t("contact.hours.reception"), value: t("contact.hours.range", hours.reception), note: t("contact.hours.byAppointment") },
    { label: t("contact.hours.checkIn"), value: t("contact.hours.range", hours.checkIn) },
    { label: t("contact.hours.checkOut"), value: t("contact.hours.range", hours.checkOut) },
  ];
  return (
    <section
      aria-labelledby="hours-title"
      className="rounded-[var(--radius-card)] bg-sea-900 p-5 text-white shadow-[var(--shadow-card)] sm:p-8"
    >
      <h2 id="hours-title" className="flex items-center gap-3 text-2xl font-semibold">
        <Clock aria-hidden="true" className="size-6 text-sand-300" />
        {t("contact.hours.title")}
      </h2>
      <dl className="mt-6 divide-y divide-white/15" data-testid="contact-hours">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-4 first:pt-0">
            <dt className="font-semibold text-sand-100">{row.label}</dt>
            <dd className="text-right">
              <span className="font-display text-2xl font-semibold tabular-nums">{row.value}</span>
              {row.note && <span className="block text-sm text-sand-200">{row.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sand-100">{t("contact.hours.lateArrival", hours.checkIn)}</p>
    </section>
  );
}
