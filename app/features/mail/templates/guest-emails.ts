import type { Language } from "~/i18n/languages";
import { formatIban } from "~/lib/iban";

import { oneLine, type Block, type Row, type Value } from "./blocks";
import { dateRange, euros, greetableName, longDate, priceText } from "./format";
import { GUEST_TEXTS } from "./guest-texts";
import { emailLink, lines, phoneLink, render } from "./render";
import type { BusinessContact, DepositMail, QuoteMail, RenderedEmail, StatusNotice } from "./types";
import { WORDS } from "./words";

/**
 * The guest's messages about a request, in the language of the page it came from: the
 * acknowledgement, the owner's answer, a change of status. They repeat nothing the guest typed but
 * the first name, and that only when it looks like one.
 */

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
