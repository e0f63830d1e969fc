import { ExternalLink } from "lucide-react";

import { useT } from "~/i18n/use-t";

/** The product's own sentence, kept as it is, in Italian, whatever the page's language. */
const BOOKING_SOON_IT = "I link di prenotazione per questa camera saranno disponibili a breve.";

/** The room on Booking.com and Airbnb, or, until the owner adds them, a note that they are coming. */
export function RoomBookingLinks({ bookingUrl, airbnbUrl }: { bookingUrl: string | null; airbnbUrl: string | null }) {
  const { lang, t } = useT();
  const links = [
    { url: bookingUrl, label: t("room.booking.booking") },
    { url: airbnbUrl, label: t("room.booking.airbnb") },
  ].filter((link): link is { url: string; label: string } => Boolean(link.url));
  return (
    <div className="mt-6 border-t border-sand-200 pt-6">
      <h3 className="font-sans text-base font-semibold text-ink-900">{t("room.booking.title")}</h3>
      {links.length ? (
        <ul className="mt-3 grid gap-3">
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className="btn-sea w-full">
                {link.label}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> {t("room.booking.newTab")}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-3 rounded-xl bg-sand-100 p-4 text-sm text-ink-700">
          <p lang="it" className="font-medium text-ink-900">
            {BOOKING_SOON_IT}
          </p>
          {lang !== "it" && <p className="mt-1">{t("room.booking.soonTranslation")}</p>}
          <p className="mt-2">{t("room.booking.meanwhile")}</p>
        </div>
      )}
    </div>
  );
}
