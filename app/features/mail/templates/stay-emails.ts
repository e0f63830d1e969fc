import type { Block, Span, Value } from "./blocks";
import { greetableName, longDate } from "./format";
import { GUEST_TEXTS } from "./guest-texts";
import { lines, phoneLink, render } from "./render";
import { STAY_TEXTS } from "./stay-texts";
import { touristTaxBlocks } from "./tourist-tax";
import type { ArrivalInfo, BusinessContact, RenderedEmail, StayMail } from "./types";
import { WORDS } from "./words";

/** The stay's messages, in the stay's language: a few days before arrival, and the day after departure. */

function stayGreeting(s: StayMail): string {
  const w = WORDS[s.lang];
  const name = greetableName(s.leadName.trim().split(/\s+/)[0] ?? "");
  return name ? w.greeting(name) : w.genericGreeting;
}

function staySummary(s: StayMail): Block {
  const w = WORDS[s.lang];
  return {
    kind: "details",
    tone: "box",
    title: GUEST_TEXTS[s.lang].summaryTitle,
    rows: [
      { label: w.labels.checkIn, value: longDate(s.checkIn, s.lang) },
      { label: w.labels.checkOut, value: longDate(s.checkOut, s.lang) },
      { label: w.labels.nights, value: String(s.nights) },
      { label: w.labels.guests, value: String(s.guests) },
      { label: w.labels.room, value: s.roomName },
    ],
  };
}

const stayFooter = (s: StayMail, business: BusinessContact): Value[] => [
  `${business.name} · ${business.streetAddress}, ${business.postalCode} ${business.city}`,
  STAY_TEXTS[s.lang].footerReason,
];

/** A few days before arrival: the stay, the hours, where the house is and how to get there, how to call. */
export function guestPrearrivalEmail(s: StayMail, business: BusinessContact, info: ArrivalInfo): RenderedEmail {
  const g = STAY_TEXTS[s.lang].prearrival;
  const w = WORDS[s.lang];
  const date = longDate(s.checkIn, s.lang);
  const call: Span[] = [phoneLink(info.phone)];
  if (info.whatsapp) call.push(" · ", { text: `${g.whatsapp} ${info.whatsapp.number}`, href: info.whatsapp.href });
  return render({
    lang: s.lang,
    subject: g.subject(business.name, date),
    preheader: g.preheader(date),
    brand: business.name,
    blocks: [
      { kind: "heading", text: g.heading },
      { kind: "paragraph", value: stayGreeting(s) },
      { kind: "paragraph", value: g.intro },
      staySummary(s),
      {
        kind: "details",
        tone: "plain",
        title: g.hoursTitle,
        rows: [
          { label: w.labels.checkIn, value: g.checkIn(info.checkIn.from, info.checkIn.to) },
          { label: w.labels.checkOut, value: g.checkOut(info.checkOut.from, info.checkOut.to) },
        ],
      },
      {
        kind: "details",
        tone: "plain",
        title: g.whereTitle,
        rows: [{ label: w.labels.address, value: [info.address, "\n", { text: g.map, href: info.mapUrl }] }],
      },
      { kind: "details", tone: "plain", title: g.directionsTitle, rows: info.directions.map((d) => ({ label: d.title, value: d.text })) },
      ...(s.checkInUrl
        ? [
            {
              kind: "details",
              tone: "box",
              title: g.checkInTitle,
              rows: [{ label: g.checkInTitle, value: [g.checkInText, "\n", { text: g.checkInLink, href: s.checkInUrl }] }],
            } as Block,
          ]
        : []),
      ...touristTaxBlocks(s.lang, s.touristTaxCents),
      ...(info.note
        ? [{ kind: "details", tone: "box", title: g.noteTitle, rows: [{ label: g.noteTitle, value: lines(info.note) }] } as Block]
        : []),
      { kind: "paragraph", value: [g.callUs, " ", ...call] },
      { kind: "paragraph", value: `${w.closing}\n${business.name}` },
    ],
    footer: stayFooter(s, business),
  });
}

/** The day after departure: thanks, and the personal link to write a review. */
export function guestPoststayEmail(s: StayMail, business: BusinessContact, reviewUrl: string): RenderedEmail {
  const g = STAY_TEXTS[s.lang].poststay;
  return render({
    lang: s.lang,
    subject: g.subject(business.name),
    preheader: g.preheader,
    brand: business.name,
    blocks: [
      { kind: "heading", text: g.heading },
      { kind: "paragraph", value: stayGreeting(s) },
      { kind: "paragraph", value: g.thanks },
      { kind: "paragraph", value: g.invite },
      { kind: "button", label: g.button, href: reviewUrl, fallback: g.fallback },
      { kind: "note", value: g.validity },
      { kind: "paragraph", value: `${WORDS[s.lang].closing}\n${business.name}` },
    ],
    footer: stayFooter(s, business),
  });
}
