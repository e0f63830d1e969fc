import { SERVICE_LABELS, TIME_ZONE } from "~/lib/constants";
import { italyTime } from "~/lib/dates";

import { oneLine, type Block, type Row } from "./blocks";
import { dateRange, euros, longDate } from "./format";
import { OWNER_TEXTS } from "./owner-texts";
import { emailLink, lines, phoneLink, render } from "./render";
import type { BusinessContact, PoliceSummaryMail, QuoteMail, RenderedEmail, ReviewMail } from "./types";
import { WORDS } from "./words";

/** The messages of the owner's inbox, always in Italian: a new request or review, a warning, a summary, the test. */

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

/** Five days before a quarter's deadline, while the ledger shows less paid than due: what to pay the Comune, and by when. */
export function ownerTaxPaymentEmail(
  business: BusinessContact,
  quarter: { label: string; deadline: string; dueCents: number; collectedCents: number; paidCents: number },
  links: { panel: string },
): RenderedEmail {
  const o = OWNER_TEXTS.taxPayment;
  const deadline = longDate(quarter.deadline, "it");
  return render({
    lang: "it",
    subject: o.subject(business.name, quarter.label, deadline),
    preheader: o.preheader,
    brand: business.name,
    blocks: [
      { kind: "heading", text: o.heading, sub: quarter.label },
      { kind: "paragraph", value: o.body },
      {
        kind: "details",
        tone: "box",
        rows: [
          { label: o.quarter, value: quarter.label },
          { label: o.due, value: euros(quarter.dueCents, "it") },
          { label: o.collected, value: euros(quarter.collectedCents, "it") },
          { label: o.paid, value: euros(quarter.paidCents, "it") },
          { label: o.deadline, value: deadline },
        ],
      },
      { kind: "paragraph", value: o.what },
      { kind: "button", label: o.button, href: links.panel, fallback: OWNER_TEXTS.buttonFallback },
    ],
    footer: ownerFooter(business.name),
  });
}
