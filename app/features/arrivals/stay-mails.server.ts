import type { Stay } from "~/db/schema";
import { getBusiness, getOwnerDetails } from "~/features/business/business.server";
import { writePoliceReminders } from "~/features/guests/police.server";
import { guestPoststayEmail, guestPrearrivalEmail, type ArrivalInfo, type StayMail } from "~/features/mail/emails.server";
import { businessContact } from "~/features/mail/mail.server";
import { nudgeOutbox } from "~/features/mail/worker.server";
import { writeTaxPaymentReminder } from "~/features/reports/tourist-tax-comune.server";
import { touristTaxDueCents } from "~/features/reports/tourist-tax.server";
import { getSiteSetting } from "~/features/settings/settings.server";
import { checkInUrl } from "~/features/stays/check-in-link.server";
import { onStaysChanged } from "~/features/stays/stay-changes.server";
import { newReviewLink, staysDueForMail, writeStayMailOnce } from "~/features/stays/stay-mail-records.server";
import { t } from "~/i18n/dictionaries.server";
import { type Language } from "~/i18n/languages";
import { addressLine, mapPageUrl, whatsappHref } from "~/lib/business";
import { DISTANCES, MORNING_HOUR, SETTING_KEYS } from "~/lib/constants";
import { addDays, daysBetween, italyClock, parseCalendarDate } from "~/lib/dates";
import { smallNumber } from "~/lib/intl";
import { startPoller, type Poller } from "~/lib/poller.server";

/** A stay that ended longer ago than this gets no thanks any more. */
export const POSTSTAY_LATEST_DAYS = 7;

function stayMail(stay: Stay, roomName: string): StayMail {
  return {
    id: stay.id,
    leadName: stay.leadName,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: daysBetween(parseCalendarDate(stay.checkIn)!, parseCalendarDate(stay.checkOut)!),
    guests: stay.guests,
    roomName,
    lang: stay.language as Language,
    checkInUrl: checkInUrl(stay),
  };
}

async function arrivalInfo(lang: Language): Promise<ArrivalInfo> {
  const [business, owner] = await Promise.all([getBusiness(), getOwnerDetails()]);
  const km = (value: number) => smallNumber(value, lang);
  const vars = {
    plane: { km: km(DISTANCES.airport.km), minutes: DISTANCES.airport.minutes },
    train: { km: km(DISTANCES.station.km), minutes: DISTANCES.station.minutes },
    car: { city: business.city, centreKm: km(DISTANCES.centre.km), seaKm: km(DISTANCES.sea.km) },
  };
  return {
    checkIn: business.hours.checkIn,
    checkOut: business.hours.checkOut,
    address: addressLine(business),
    mapUrl: mapPageUrl(business.coordinates),
    // The contact page's own words, in the stay's language.
    directions: (["plane", "train", "car"] as const).map((way) => ({
      title: t(lang, `contact.directions.${way}.title`),
      text: t(lang, `contact.directions.${way}.text`, vars[way]),
    })),
    phone: business.phone,
    whatsapp: business.whatsapp ? { number: business.whatsapp, href: whatsappHref(business.whatsapp) } : null,
    // A note in the guest's language, else the Italian one (a door code reads the same).
    note: owner.arrivalNotes[lang]?.trim() || owner.arrivalNotes.it?.trim() || null,
  };
}

const isOn = async (key: (typeof SETTING_KEYS)["prearrivalMail" | "poststayMail"]) => (await getSiteSetting(key)).value === "true";

/**
 * Writes the stay's e-mails that are due: before arrival (`prearrivalDays` before check-in) and
 * after departure (the day after check-out, with the review link), each in the stay's language.
 * The outbox's unique (stay, kind) index claims each: several processes never write one twice.
 * Returns how many were written.
 */
export async function writeDueStayMails(options: { prearrivalDays: number; now?: Date }): Promise<number> {
  const { day: today, hour } = italyClock(options.now);
  const morning = hour >= MORNING_HOUR;
  const business = await businessContact();
  let written = 0;

  if (await isOn(SETTING_KEYS.prearrivalMail)) {
    // Check-in from today to the last day whose e-mail is due: prearrivalDays ahead (from the morning).
    const last = addDays(today, options.prearrivalDays - (morning ? 0 : 1));
    for (const { stay, roomName } of await staysDueForMail("guest-prearrival", today, last, "check_in")) {
      // The tax to pay at the property, when the owner's rule is on and the stay owes some.
      const mail = { ...stayMail(stay, roomName), touristTaxCents: await touristTaxDueCents(stay) };
      const rendered = guestPrearrivalEmail(mail, business, await arrivalInfo(mail.lang));
      if (await writeStayMailOnce(stay, "guest-prearrival", rendered)) written++;
    }
  }

  if (await isOn(SETTING_KEYS.poststayMail)) {
    // Check-out from a week ago to yesterday (the day after check-out, from the morning).
    const last = addDays(today, morning ? -1 : -2);
    for (const { stay, roomName } of await staysDueForMail("guest-poststay", addDays(today, -POSTSTAY_LATEST_DAYS), last, "check_out")) {
      const mail = stayMail(stay, roomName);
      const link = newReviewLink(mail.lang, options.now);
      const rendered = guestPoststayEmail(mail, business, link.url);
      if (await writeStayMailOnce(stay, "guest-poststay", rendered, link)) written++;
    }
  }
  if (written) nudgeOutbox();
  return written;
}

/**
 * Every few minutes, in each process: the stay's e-mails that have become due, and the owner's
 * reminders of police reports about to fall due and of the tourist tax to pay the Comune. A stay entered or changed (a booking made two
 * days ahead, a stay recorded after it ended) runs it at once rather than at the next poll.
 */
export function startStayMails(options: { prearrivalDays: number; pollMs?: number }): Poller {
  const poller = startPoller(
    async () => {
      const written =
        (await writeDueStayMails({ prearrivalDays: options.prearrivalDays })) +
        (await writePoliceReminders()) +
        Number(await writeTaxPaymentReminder());
      if (written) nudgeOutbox();
    },
    { pollMs: options.pollMs ?? 5 * 60_000, label: "Stay e-mails" },
  );
  const stopListening = onStaysChanged(() => void poller.kick());
  return {
    ...poller,
    stop: async () => {
      stopListening();
      await poller.stop();
    },
  };
}
