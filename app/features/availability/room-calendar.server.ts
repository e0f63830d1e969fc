import type { Language } from "~/i18n/languages";
import { todayInItaly } from "~/lib/dates";

import { publicBusyOfSlug } from "./availability.server";
import { calendarWindow, guestCalendar, type GuestCalendar } from "./components/guest-calendar";

/**
 * A room's next three months for its public page, free and taken nights, from today in Italy;
 * null for an unknown or hidden room. A failure here leaves the calendar out rather than the
 * room page.
 */
export async function roomCalendar(slug: string, lang: Language): Promise<GuestCalendar | null> {
  try {
    const today = todayInItaly();
    const { from, to } = calendarWindow(today);
    const busy = await publicBusyOfSlug(slug, from, to);
    return busy && guestCalendar(lang, today, busy);
  } catch (error) {
    console.error("The room's availability could not be read", error);
    return null;
  }
}
