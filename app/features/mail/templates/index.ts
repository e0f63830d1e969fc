import { SERVICE_LABELS } from "~/features/quotes/services";
import { TIME_ZONE, type Language } from "~/lib/constants";
import { italyTime } from "~/lib/dates";
import { formatIban } from "~/lib/iban";

import { oneLine, toText, type Block, type EmailContent, type Row, type Span, type Value } from "./blocks";
import { dateRange, euros, greetableName, longDate, priceText, telHref } from "./format";
import { renderHtml } from "./layout";
import { GUEST_TEXTS, OWNER_TEXTS } from "./texts";
import { touristTaxBlocks } from "./tourist-tax";
import type {
  ArrivalInfo,
  BusinessContact,
  DepositMail,
  PoliceSummaryMail,
  QuoteMail,
  RenderedEmail,
  ReviewMail,
  StatusNotice,
  StayMail,
} from "./types";
import { WORDS } from "./words";

/**
 * The messages of the owner's inbox: pure functions from a request, a review or a
 * notice to subject, HTML and plain text. Sending, Reply-To and the outbox are the sender's job.
 */

function render(content: EmailContent): RenderedEmail {
  return { subject: oneLine(content.subject), html: renderHtml(content), text: toText(content) };
}

const lines = (text: string) => text.replace(/\r\n?/g, "\n").trim();

const EMAIL_SHAPE = /^[^\s@<>"'?&()\\,;:]+@[^\s@<>"'?&()\\,;:]+$/;
const emailLink = (email: string): Span =>
  EMAIL_SHAPE.test(email.trim()) ? { text: email.trim(), href: `mailto:${email.trim()}` } : email;
const phoneLink = (phone: string): Span => (/\d/.test(phone) ? { text: phone.trim(), href: telHref(phone) } : phone);

/** "martedì 13 luglio 2027 alle 09:05", in Italian time. */
function romeMoment(date: Date): string {
  const parts = new Intl.DateTimeFormat("it-IT", {
    timeZone: TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("weekday")} ${get("day")} ${get("month")} ${get("year")} alle ${get("hour")}:${get("minute")}`;
}

// ——— The owner's messages (Italian) ———

const ownerFooter = (brand: string) => [OWNER_TEXTS.footer(brand)];

/** `brand` is the business's name as the owner saved it. */
export function ownerQuoteEmail(q: QuoteMail, links: { request: string }, brand: string): RenderedEmail {
  const o = OWNER_TEXTS.quote;
  const w = WORDS.it;
  const fullName = oneLine(`${q.firstName} ${q.lastName}`);
  const rows: Row[] = [
    { label: o.labels.name, value: fullName },
    { label: o.labels.email, value: emailLink(q.email) },
    { label: o.labels.phone, value: q.phone?.trim() ? phoneLink(q.phone) : o.noPhone },
    { label: o.labels.checkIn, value: longDate(q.checkIn, "it") },
    { label: o.labels.checkOut, value: longDate(q.checkOut, "it") },
    { label: o.labels.nights, value: String(q.nights) },
    { label: o.labels.guests, value: String(q.guests) },
    { label: o.labels.room, value: q.roomName ?? o.noRoom },
    { label: o.labels.services, value: q.services.length ? q.services.map((id) => SERVICE_LABELS[id]).join("\n") : o.noServices },
    { label: o.labels.specialRequests, value: q.specialRequests?.trim() ? lines(q.specialRequests) : o.noRequests },
    { label: o.labels.language, value: OWNER_TEXTS.languageNames[q.lang] },
    { label: o.labels.received, value: romeMoment(q.createdAt) },
  ];
  return render({
    lang: "it",
    subject: o.subject(fullName, dateRange(q.checkIn, q.checkOut, "it", "short")),
    preheader: o.preheader(w.guests(q.guests), w.nights(q.nights), q.roomName ?? o.noRoom.toLowerCase()),
    brand,
    blocks: [
      { kind: "heading", text: o.heading, sub: o.sub(q.id) },
      { kind: "paragraph", value: o.intro },
      { kind: "details", rows, tone: "plain" },
      { kind: "button", label: o.button, href: links.request, fallback: OWNER_TEXTS.buttonFallback },
      { kind: "note", value: o.replyNote(fullName) },
    ],
    footer: ownerFooter(brand),
  });
}

const clip = (text: string, max: number) => {
  const flat = oneLine(text);
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

export function ownerReviewEmail(r: ReviewMail, links: { reviews: string }, brand: string): RenderedEmail {
  const o = OWNER_TEXTS.review;
  const max = 5;
  const rating = Math.min(max, Math.max(0, Math.round(r.rating)));
  const stars = "★".repeat(rating) + "☆".repeat(max - rating);
  const outOf = o.rating(rating, max);
  const name = oneLine(r.guestName);
  return render({
    lang: "it",
    subject: o.subject(stars, clip(r.title, 60), clip(name, 40)),
    preheader: o.preheader(outOf, clip(name, 40)),
    brand,
    blocks: [
      { kind: "heading", text: o.heading },
      { kind: "paragraph", value: o.intro },
      {
        kind: "details",
        tone: "plain",
        rows: [
          { label: o.labels.name, value: name },
          { label: o.labels.rating, value: [{ text: stars, decorative: true }, ` ${outOf}`] },
          { label: o.labels.title, value: oneLine(r.title) },
          { label: o.labels.comment, value: lines(r.comment) },
          { label: o.labels.received, value: romeMoment(r.createdAt) },
        ],
      },
      { kind: "button", label: o.button, href: links.reviews, fallback: OWNER_TEXTS.buttonFallback },
    ],
    footer: ownerFooter(brand),
  });
}

export function testEmail(business: BusinessContact, sentAt: Date): RenderedEmail {
  const o = OWNER_TEXTS.test;
  return render({
    lang: "it",
    subject: o.subject(business.name),
    preheader: o.preheader,
    brand: business.name,
    blocks: [
      { kind: "heading", text: o.heading },
      { kind: "paragraph", value: o.body },
      { kind: "details", tone: "box", rows: [{ label: o.sentAt, value: romeMoment(sentAt) }] },
      { kind: "note", value: o.nothingToDo },
    ],
    footer: [OWNER_TEXTS.footer(business.name)],
  });
}

/** The morning warning when no backup has succeeded for 36 hours. */
export function ownerBackupWarningEmail(business: BusinessContact, lastGood: Date | null, links: { panel: string }): RenderedEmail {
  const o = OWNER_TEXTS.backup;
  return render({
    lang: "it",
    subject: o.subject(business.name),
    preheader: o.preheader,
    brand: business.name,
    blocks: [
      { kind: "heading", text: o.heading },
      { kind: "paragraph", value: o.body },
      { kind: "details", tone: "box", rows: [{ label: o.lastGood, value: lastGood ? romeMoment(lastGood) : o.never }] },
      { kind: "paragraph", value: o.what },
      { kind: "button", label: o.button, href: links.panel, fallback: OWNER_TEXTS.buttonFallback },
    ],
    footer: [OWNER_TEXTS.footer(business.name)],
  });
}

/**
 * A stay not yet reported to the police: two hours before its deadline (`due`), or once the
 * deadline has passed (`late`).
 */
export function ownerPoliceDeadlineEmail(
  business: BusinessContact,
  stay: { leadName: string; roomName: string; checkIn: string; dueAt: Date },
  which: "due" | "late",
  links: { panel: string },
): RenderedEmail {
  const o = OWNER_TEXTS.police;
  const w = o[which];
  return render({
    lang: "it",
    subject: w.subject(business.name, stay.leadName),
    preheader: w.preheader,
    brand: business.name,
    blocks: [
      { kind: "heading", text: w.heading },
      { kind: "paragraph", value: w.body },
      {
        kind: "details",
        tone: "box",
        rows: [
          { label: o.stay, value: `${stay.leadName}, ${stay.roomName}, ${longDate(stay.checkIn, "it")}` },
          { label: o.deadline, value: romeMoment(stay.dueAt) },
        ],
      },
      { kind: "paragraph", value: o.what },
      { kind: "button", label: o.button, href: links.panel, fallback: OWNER_TEXTS.buttonFallback },
    ],
    footer: [OWNER_TEXTS.footer(business.name)],
  });
}

/**
 * The morning summary of a day's sending to the police through the portal: what went, what the
 * portal refused (each guest with its words), what is still waiting.
 */
export function ownerPoliceSummaryEmail(business: BusinessContact, summary: PoliceSummaryMail, links: { panel: string }): RenderedEmail {
  const o = OWNER_TEXTS.policeSummary;
  const day = longDate(summary.day, "it");
  const counts = [
    summary.sent.length ? o.counts.sent(summary.sent.length) : "",
    summary.refused.length ? o.counts.refused(summary.refused.length) : "",
    summary.failed.length ? o.counts.failed(summary.failed.length) : "",
  ].filter(Boolean);
  const stay = (s: { leadName: string; roomName: string }) => `${oneLine(s.leadName)}, ${s.roomName}`;
  const blocks: Block[] = [
    { kind: "heading", text: o.heading, sub: day },
    { kind: "paragraph", value: o.intro(day) },
  ];
  if (summary.sent.length)
    blocks.push({
      kind: "details",
      tone: "plain",
      title: o.sentTitle,
      rows: summary.sent.map((s) => ({ label: stay(s), value: o.sentValue(s.guests, italyTime(s.at), s.automatic) })),
    });
  if (summary.refused.length)
    blocks.push(
      {
        kind: "details",
        tone: "box",
        title: o.refusedTitle,
        rows: summary.refused.map((s) => ({ label: stay(s), value: s.guests.map((g) => o.guest(g.position, g.message)).join("\n") })),
      },
      { kind: "paragraph", value: o.refusedWhat },
    );
  if (summary.failed.length)
    blocks.push(
      { kind: "details", tone: "box", title: o.failedTitle, rows: summary.failed.map((s) => ({ label: stay(s), value: s.message })) },
      { kind: "paragraph", value: o.failedWhat },
    );
  blocks.push({ kind: "button", label: o.button, href: links.panel, fallback: OWNER_TEXTS.buttonFallback });
  return render({
    lang: "it",
    subject: o.subject(business.name, day, counts.join(", ")),
    preheader: o.preheader,
    brand: business.name,
    blocks,
    footer: [OWNER_TEXTS.footer(business.name)],
  });
}

// ——— The guest's messages (in the language of the page the request came from) ———
// They repeat nothing the guest typed but the first name, and that only when it looks like one.

function greeting(q: QuoteMail): string {
  const w = WORDS[q.lang];
  const name = greetableName(q.firstName);
  return name ? w.greeting(name) : w.genericGreeting;
}

function summary(q: QuoteMail, price?: string | null): Block {
  const w = WORDS[q.lang];
  const rows: Row[] = [
    { label: w.labels.checkIn, value: longDate(q.checkIn, q.lang) },
    { label: w.labels.checkOut, value: longDate(q.checkOut, q.lang) },
    { label: w.labels.nights, value: String(q.nights) },
    { label: w.labels.guests, value: String(q.guests) },
  ];
  if (q.roomName) rows.push({ label: w.labels.room, value: q.roomName });
  if (price?.trim()) rows.push({ label: w.labels.price, value: priceText(price) });
  return { kind: "details", tone: "box", title: GUEST_TEXTS[q.lang].summaryTitle, rows };
}

function contacts(q: QuoteMail, business: BusinessContact): Block {
  const w = WORDS[q.lang];
  return {
    kind: "details",
    tone: "plain",
    title: GUEST_TEXTS[q.lang].contactsTitle,
    rows: [
      { label: w.labels.phone, value: phoneLink(business.phone) },
      { label: w.labels.email, value: emailLink(business.email) },
      { label: w.labels.address, value: `${business.streetAddress}, ${business.postalCode} ${business.city}` },
    ],
  };
}

const signOff = (q: QuoteMail, business: BusinessContact): Block => ({
  kind: "paragraph",
  value: `${WORDS[q.lang].closing}\n${business.name}`,
});

const guestFooter = (q: QuoteMail, business: BusinessContact): Value[] => [
  `${business.name} · ${business.streetAddress}, ${business.postalCode} ${business.city}`,
  GUEST_TEXTS[q.lang].footerReason,
];

export function guestAckEmail(q: QuoteMail, business: BusinessContact): RenderedEmail {
  const g = GUEST_TEXTS[q.lang].ack;
  return render({
    lang: q.lang,
    subject: g.subject(business.name),
    preheader: g.preheader(dateRange(q.checkIn, q.checkOut, q.lang, "long")),
    brand: business.name,
    blocks: [
      { kind: "heading", text: g.heading },
      { kind: "paragraph", value: greeting(q) },
      { kind: "paragraph", value: g.received },
      summary(q),
      { kind: "paragraph", value: g.questions },
      signOff(q, business),
      contacts(q, business),
      { kind: "note", value: g.notYou },
    ],
    footer: guestFooter(q, business),
  });
}

export function guestReplyEmail(
  q: QuoteMail,
  business: BusinessContact,
  reply: { message: string; price: string | null },
  deposit?: DepositMail,
): RenderedEmail {
  const g = GUEST_TEXTS[q.lang].reply;
  const range = dateRange(q.checkIn, q.checkOut, q.lang, "long");
  return render({
    lang: q.lang,
    subject: g.subject(range),
    preheader: g.preheader(range),
    brand: business.name,
    blocks: [
      { kind: "heading", text: g.heading },
      // Her own words: they already greet and sign.
      { kind: "paragraph", value: lines(reply.message) },
      summary(q, reply.price),
      ...(deposit ? depositBlocks(q.lang, deposit) : []),
      { kind: "note", value: g.answerHere },
      contacts(q, business),
    ],
    footer: guestFooter(q, business),
  });
}

/** The transfer's details, then the same in a QR code the guest's banking app reads. */
function depositBlocks(lang: Language, d: DepositMail): Block[] {
  const t = GUEST_TEXTS[lang].deposit;
  const amount = euros(d.amountCents, lang);
  const due = longDate(d.dueDate, lang);
  return [
    { kind: "paragraph", value: t.intro(amount, due) },
    {
      kind: "details",
      tone: "box",
      title: t.title,
      rows: [
        { label: t.labels.amount, value: amount },
        { label: t.labels.due, value: due },
        { label: t.labels.holder, value: oneLine(d.accountHolder) },
        { label: t.labels.iban, value: formatIban(d.iban) },
        ...(d.bankName ? [{ label: t.labels.bank, value: oneLine(d.bankName) }] : []),
        { label: t.labels.reference, value: d.reference },
      ],
    },
    { kind: "image", src: d.qr.src, alt: t.qrAlt, width: d.qr.width, height: d.qr.width, caption: t.qrHint },
  ];
}

export function guestStatusEmail(q: QuoteMail, business: BusinessContact, notice: StatusNotice): RenderedEmail {
  const g = GUEST_TEXTS[q.lang].status[notice];
  const range = dateRange(q.checkIn, q.checkOut, q.lang, "long");
  return render({
    lang: q.lang,
    subject: g.subject(range, business.name),
    preheader: `${g.heading} – ${range}`,
    brand: business.name,
    blocks: [
      { kind: "heading", text: g.heading },
      { kind: "paragraph", value: greeting(q) },
      { kind: "paragraph", value: g.body(longDate(q.checkIn, q.lang), longDate(q.checkOut, q.lang)) },
      summary(q),
      { kind: "paragraph", value: g.next },
      signOff(q, business),
      contacts(q, business),
    ],
    footer: guestFooter(q, business),
  });
}

// ——— The stay's messages (in the stay's language) ———

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
  GUEST_TEXTS[s.lang].stayFooterReason,
];

/** A few days before arrival: the stay, the hours, where the house is and how to get there, how to call. */
export function guestPrearrivalEmail(s: StayMail, business: BusinessContact, info: ArrivalInfo): RenderedEmail {
  const g = GUEST_TEXTS[s.lang].prearrival;
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
  const g = GUEST_TEXTS[s.lang].poststay;
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
