import { describe, expect, it } from "vitest";

import { SEED_BUSINESS } from "~/db/seed-data";
import { LANGUAGES, type Language } from "~/i18n/languages";

import { greetableName, priceText, telHref } from "./format";
import { guestAckEmail, guestReplyEmail, guestStatusEmail } from "./guest-emails";
import { ownerQuoteEmail, ownerReviewEmail, testEmail } from "./owner-emails";
import { replyDraft } from "./reply-draft";
import type { BusinessContact, QuoteMail, RenderedEmail, StatusNotice } from "./types";

const business: BusinessContact = { ...SEED_BUSINESS };

const quote = (over: Partial<QuoteMail> = {}): QuoteMail => ({
  id: 42,
  firstName: "Giulia",
  lastName: "Zanfretti",
  email: "giulia.zanfretti@example.com",
  phone: "+39 333 987 6543",
  checkIn: "2027-07-12",
  checkOut: "2027-07-15",
  nights: 3,
  guests: 2,
  roomName: "Tre",
  services: ["navetta", "culla"],
  specialRequests: "Arriviamo col traghetto delle 23\nallergia alle arachidi",
  createdAt: new Date("2027-05-04T08:05:00Z"),
  lang: "it",
  ...over,
});

/** Text a reader sees: tags dropped, entities decoded. */
const visible = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

function expectWellFormed(mail: RenderedEmail, lang: Language) {
  expect(mail.subject.length).toBeGreaterThan(5);
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.html.startsWith("<!DOCTYPE html>")).toBe(true);
  expect(mail.html).toContain(`<html lang="${lang}">`);
  expect(mail.html).toContain('<meta name="viewport"');
  expect(mail.html).toContain("max-width:600px");
  expect(mail.text.trim().length).toBeGreaterThan(50);
  expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i);
}

const ACK: Record<Language, { subject: string; dates: [string, string]; greeting: string; generic: string; within: string }> = {
  it: {
    subject: "Abbiamo ricevuto la tua richiesta – Casa Brezza Adriatica",
    dates: ["lunedì 12 luglio 2027", "giovedì 15 luglio 2027"],
    greeting: "Gentile Giulia,",
    generic: "Gentile ospite,",
    within: "entro 24 ore",
  },
  en: {
    subject: "We have received your request – Casa Brezza Adriatica",
    dates: ["Monday, 12 July 2027", "Thursday, 15 July 2027"],
    greeting: "Dear Giulia,",
    generic: "Dear guest,",
    within: "within 24 hours",
  },
  de: {
    subject: "Wir haben Ihre Anfrage erhalten – Casa Brezza Adriatica",
    dates: ["Montag, 12. Juli 2027", "Donnerstag, 15. Juli 2027"],
    greeting: "Hallo Giulia,",
    generic: "Liebe Gäste,",
    within: "innerhalb von 24 Stunden",
  },
  es: {
    subject: "Hemos recibido tu solicitud – Casa Brezza Adriatica",
    dates: ["lunes, 12 de julio de 2027", "jueves, 15 de julio de 2027"],
    greeting: "Hola, Giulia:",
    generic: "Estimado huésped:",
    within: "24 horas",
  },
};

describe("guestAckEmail", () => {
  for (const lang of LANGUAGES) {
    it(`in ${lang}: its language, the dates, the first name and nothing else the guest typed`, () => {
      const mail = guestAckEmail(quote({ lang }), business);
      const expected = ACK[lang];
      expectWellFormed(mail, lang);
      expect(mail.subject).toBe(expected.subject);
      for (const version of [visible(mail.html), mail.text]) {
        expect(version).toContain(expected.greeting);
        for (const date of expected.dates) expect(version).toContain(date);
        expect(version).toContain(expected.within);
        expect(version).toContain("Tre");
        expect(version).toContain(business.phone);
        expect(version).toContain(business.email);
        expect(version).toContain(business.streetAddress);
        for (const typed of ["Zanfretti", "traghetto", "arachidi", "giulia.zanfretti", "987 6543", "9876543"])
          expect(version).not.toContain(typed);
      }
      expect(mail.html).toContain('href="tel:+390851234567"');
      expect(mail.html).toContain(`href="mailto:${business.email}"`);
    });
  }

  it("names no room when the guest had no preference", () => {
    const mail = guestAckEmail(quote({ lang: "en", roomName: null }), business);
    expect(mail.text).not.toMatch(/^Room:/m);
    expect(guestAckEmail(quote({ lang: "en" }), business).text).toMatch(/^Room: Tre$/m);
  });

  for (const spam of [
    "Visit http://spam.example",
    "www.cheap-pills",
    "win@prizes",
    "Call 555 0100",
    "spam.example",
    "a/b",
    "x".repeat(41),
  ]) {
    it(`greets generically instead of echoing ${JSON.stringify(spam.slice(0, 20))}`, () => {
      for (const lang of LANGUAGES) {
        const mail = guestAckEmail(quote({ lang, firstName: spam }), business);
        expect(mail.text).toContain(ACK[lang].generic);
        expect(visible(mail.html)).toContain(ACK[lang].generic);
        expect(mail.html).not.toContain(spam);
        expect(mail.text).not.toContain(spam);
      }
    });
  }
});

describe("ownerQuoteEmail", () => {
  const link = "https://casabrezza.example/admin?tab=richieste&id=42";

  it("lists every field, in Italian, with the panel link", () => {
    const mail = ownerQuoteEmail(quote({ lang: "de" }), { request: link }, business.name);
    expectWellFormed(mail, "it");
    expect(mail.subject).toBe("Nuova richiesta di preventivo: Giulia Zanfretti (12–15 lug 2027)");
    expect(mail.html).toContain('href="mailto:giulia.zanfretti@example.com"');
    expect(mail.html).toContain('href="tel:+393339876543"');
    expect(mail.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    for (const version of [visible(mail.html), mail.text]) {
      for (const field of [
        "Giulia Zanfretti",
        "giulia.zanfretti@example.com",
        "+39 333 987 6543",
        "lunedì 12 luglio 2027",
        "giovedì 15 luglio 2027",
        "Tre",
        "Navetta aeroporto gratuita",
        "Culla gratuita",
        "Arriviamo col traghetto delle 23",
        "allergia alle arachidi",
        "Tedesco",
        "martedì 4 maggio 2027 alle 10:05",
        "Apri la richiesta nel pannello",
      ])
        expect(version).toContain(field);
      expect(version).toMatch(/Notti\s*:?\s*3/);
      expect(version).toMatch(/Ospiti\s*:?\s*2/);
    }
    expect(mail.text).toContain(link);
  });

  it("says so when the guest left the optional fields empty", () => {
    const mail = ownerQuoteEmail(
      quote({ phone: null, roomName: null, services: [], specialRequests: null }),
      { request: link },
      business.name,
    );
    expect(mail.text).toContain("Telefono: Non indicato");
    expect(mail.text).toContain("Camera preferita: Nessuna preferenza");
    expect(mail.text).toContain("Servizi aggiuntivi: Nessuno");
    expect(mail.text).toContain("Richieste particolari: Nessuna");
    expect(mail.html).not.toContain("tel:");
  });

  it("escapes what the guest typed", () => {
    const mail = ownerQuoteEmail(
      quote({ firstName: 'Ann"a', lastName: "<b>Bold</b>", specialRequests: '<script>alert("x")</script>\n<img src=x onerror=alert(1)>' }),
      { request: link },
      business.name,
    );
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.html).not.toContain("<b>Bold");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("&lt;b&gt;Bold&lt;/b&gt;");
    // The plain text shows it as typed: it is never read as markup.
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it("keeps the subject on one line whatever the name holds", () => {
    expect(ownerQuoteEmail(quote({ firstName: "Giulia\r\nBcc: x@y.z", lastName: "Rossi" }), { request: link }, business.name).subject).toBe(
      "Nuova richiesta di preventivo: Giulia Bcc: x@y.z Rossi (12–15 lug 2027)",
    );
  });

  it("spells stays across months and years in its subject", () => {
    expect(ownerQuoteEmail(quote({ checkIn: "2027-07-30", checkOut: "2027-08-02" }), { request: link }, business.name).subject).toContain(
      "(30 lug – 2 ago 2027)",
    );
    expect(ownerQuoteEmail(quote({ checkIn: "2027-12-30", checkOut: "2028-01-02" }), { request: link }, business.name).subject).toContain(
      "(30 dic 2027 – 2 gen 2028)",
    );
  });
});

describe("ownerReviewEmail", () => {
  const review = {
    id: 7,
    guestName: "Marco Bianchi",
    rating: 4,
    title: "Vista stupenda",
    comment: "Camera pulitissima.\nTorneremo!",
    createdAt: new Date("2027-05-04T18:40:00Z"),
  };
  const link = "https://casabrezza.example/admin?tab=recensioni";

  it("shows the review and links to the panel", () => {
    const mail = ownerReviewEmail(review, { reviews: link }, business.name);
    expectWellFormed(mail, "it");
    expect(mail.subject).toBe("Nuova recensione da moderare: ★★★★☆ «Vista stupenda» di Marco Bianchi");
    expect(mail.html).toContain('aria-hidden="true"');
    expect(mail.html).toContain(`href="${link}"`);
    for (const version of [visible(mail.html), mail.text]) {
      for (const field of [
        "Marco Bianchi",
        "★★★★☆",
        "4 su 5",
        "Vista stupenda",
        "Camera pulitissima.",
        "Torneremo!",
        "martedì 4 maggio 2027 alle 20:40",
        "Apri le recensioni nel pannello",
      ])
        expect(version).toContain(field);
    }
  });

  it("escapes the review", () => {
    const mail = ownerReviewEmail(
      { ...review, title: "<i>wow</i>", comment: "<a href='http://x'>click</a> & more" },
      { reviews: link },
      business.name,
    );
    expect(mail.html).not.toContain("<i>wow");
    expect(mail.html).not.toContain("<a href='http://x'>");
    expect(mail.html).toContain("&lt;a href=&#x27;http://x&#x27;&gt;click&lt;/a&gt; &amp; more");
  });
});

describe("guestReplyEmail", () => {
  const message = "Gentile Giulia,\n\nla camera Tre è libera: vi aspettiamo!\n\nA presto,\nAnna <Casa Brezza>";

  it("carries her words, the stay and the price", () => {
    const mail = guestReplyEmail(quote(), business, { message, price: "540" });
    expectWellFormed(guestReplyEmail(quote(), business, { message: message.replace(/[<>]/g, ""), price: "540" }), "it");
    expect(mail.subject).toBe("Re: la tua richiesta per il 12–15 luglio 2027");
    expect(mail.html).toContain("la camera Tre è libera: vi aspettiamo!");
    expect(mail.html).toContain("Anna &lt;Casa Brezza&gt;");
    expect(mail.html).not.toContain("<Casa Brezza>");
    expect(mail.text).toContain(message);
    for (const version of [visible(mail.html), mail.text]) {
      expect(version).toContain("€ 540");
      expect(version).toContain("lunedì 12 luglio 2027");
      expect(version).toContain(business.phone);
      // Her message greets; the template adds no greeting of its own.
      expect(version.match(/Gentile/g)).toHaveLength(1);
      expect(version).not.toContain("Zanfretti");
    }
  });

  it("shows no price when she gave none, and her own currency when she wrote one", () => {
    const none = guestReplyEmail(quote({ lang: "en" }), business, { message: "Dear Giulia, …", price: null });
    expect(none.subject).toBe("Re: your request for 12 – 15 July 2027");
    expect(none.text).not.toContain("Proposed price");
    expect(guestReplyEmail(quote({ lang: "en" }), business, { message: "x", price: "  " }).text).not.toContain("Proposed price");
    expect(guestReplyEmail(quote({ lang: "de" }), business, { message: "x", price: "480 €" }).text).toContain("Angebotspreis: 480 €");
    expect(guestReplyEmail(quote({ lang: "es" }), business, { message: "x", price: "480" }).subject).toBe(
      "Re: tu solicitud para el 12–15 de julio de 2027",
    );
  });
});

describe("guestStatusEmail", () => {
  const cases: Record<StatusNotice, Record<Language, { subject: string; says: string }>> = {
    confirmed: {
      it: { subject: "Prenotazione confermata: 12–15 luglio 2027 – Casa Brezza Adriatica", says: "è confermato" },
      en: { subject: "Booking confirmed: 12 – 15 July 2027 – Casa Brezza Adriatica", says: "is confirmed" },
      de: { subject: "Buchung bestätigt: 12.–15. Juli 2027 – Casa Brezza Adriatica", says: "ist bestätigt" },
      es: { subject: "Reserva confirmada: 12–15 de julio de 2027 – Casa Brezza Adriatica", says: "está confirmada" },
    },
    declined: {
      it: { subject: "La tua richiesta per il 12–15 luglio 2027 – Casa Brezza Adriatica", says: "non possiamo ospitarti" },
      en: { subject: "Your request for 12 – 15 July 2027 – Casa Brezza Adriatica", says: "unable to accommodate you" },
      de: { subject: "Ihre Anfrage für den 12.–15. Juli 2027 – Casa Brezza Adriatica", says: "nicht bei uns unterbringen" },
      es: { subject: "Tu solicitud para el 12–15 de julio de 2027 – Casa Brezza Adriatica", says: "no podemos alojarte" },
    },
    cancelled: {
      it: { subject: "Soggiorno annullato: 12–15 luglio 2027 – Casa Brezza Adriatica", says: "è stata annullata" },
      en: { subject: "Stay cancelled: 12 – 15 July 2027 – Casa Brezza Adriatica", says: "has been cancelled" },
      de: { subject: "Aufenthalt storniert: 12.–15. Juli 2027 – Casa Brezza Adriatica", says: "storniert wurde" },
      es: { subject: "Estancia cancelada: 12–15 de julio de 2027 – Casa Brezza Adriatica", says: "ha sido cancelada" },
    },
  };
  for (const notice of ["confirmed", "declined", "cancelled"] as const) {
    for (const lang of LANGUAGES) {
      it(`${notice} in ${lang}`, () => {
        const mail = guestStatusEmail(quote({ lang }), business, notice);
        expectWellFormed(mail, lang);
        expect(mail.subject).toBe(cases[notice][lang].subject);
        for (const version of [visible(mail.html), mail.text]) {
          expect(version).toContain(cases[notice][lang].says);
          expect(version).toContain(ACK[lang].greeting);
          for (const date of ACK[lang].dates) expect(version).toContain(date);
          for (const typed of ["Zanfretti", "traghetto", "giulia.zanfretti"]) expect(version).not.toContain(typed);
        }
      });
    }
  }
});

describe("testEmail", () => {
  it("says the configuration works and when it was sent", () => {
    const mail = testEmail(business, new Date("2027-01-15T13:07:00Z"));
    expectWellFormed(mail, "it");
    expect(mail.subject).toBe("E-mail di prova – Casa Brezza Adriatica");
    for (const version of [visible(mail.html), mail.text]) {
      expect(version).toContain("la configurazione per l'invio delle e-mail funziona");
      expect(version).toContain("venerdì 15 gennaio 2027 alle 14:07");
    }
  });
});

describe("replyDraft", () => {
  const stay = {
    firstName: "Giulia",
    checkIn: "2027-07-12",
    checkOut: "2027-07-15",
    nights: 3,
    guests: 2,
    roomName: "Tre" as string | null,
  };

  it("greets, sums up the stay in the guest's language and signs", () => {
    const it_ = replyDraft({ ...stay, lang: "it" }, "540", "Casa Brezza Adriatica");
    expect(it_.startsWith("Gentile Giulia,\n")).toBe(true);
    expect(it_).toContain("lunedì 12 luglio 2027");
    expect(it_).toContain("giovedì 15 luglio 2027 (3 notti)");
    expect(it_).toContain("Ospiti: 2");
    expect(it_).toContain("Camera: Tre");
    expect(it_).toContain("Il prezzo per il tuo soggiorno è di € 540.");
    expect(it_).toContain("rispondere a questa e-mail");
    expect(it_.endsWith("\nCasa Brezza Adriatica")).toBe(true);
    expect(it_).not.toMatch(/<[a-z]/i);

    const en = replyDraft({ ...stay, lang: "en", roomName: null }, "540", "Casa Brezza Adriatica");
    expect(en).toContain("Dear Giulia,");
    expect(en).toContain("Monday, 12 July 2027");
    expect(en).toContain("Room: a room that suits you");
    expect(en).toContain("The price for your stay is € 540.");

    const de = replyDraft({ ...stay, lang: "de", nights: 1, guests: 1 }, "90 €", "Casa Brezza Adriatica");
    expect(de).toContain("Montag, 12. Juli 2027");
    expect(de).toContain("(1 Nacht)");
    expect(de).toContain("Der Preis für Ihren Aufenthalt beträgt 90 €.");

    const es = replyDraft({ ...stay, lang: "es" }, "EUR 540.", "Casa Brezza Adriatica");
    expect(es).toContain("Hola, Giulia:");
    expect(es).toContain("lunes, 12 de julio de 2027");
    expect(es).toContain("El precio de tu estancia es de EUR 540.");
    expect(es).not.toContain("540..");
  });

  it("has a price line only when a price is given", () => {
    for (const price of [null, "", "   "]) {
      const draft = replyDraft({ ...stay, lang: "en" }, price, "Casa Brezza Adriatica");
      expect(draft).not.toContain("The price");
      expect(draft).not.toContain("€");
    }
    expect(replyDraft({ ...stay, lang: "it", firstName: "www.spam.example" }, null, "B&B")).toContain("Gentile ospite,");
  });
});

describe("helpers", () => {
  it("accepts names and refuses what is not one", () => {
    for (const name of ["Giulia", "Anne-Marie", "José María", "O'Brien", "J. R.", "Zoë"]) expect(greetableName(name)).toBe(name);
    for (const name of ["", "  ", "http://x", "HTTPS stuff", "WWW", "a@b", "a/b", "a:b", "R2D2", "spam.example", "x".repeat(41)])
      expect(greetableName(name)).toBeNull();
  });

  it("formats links and prices", () => {
    expect(telHref("+39 (085) 123-4567")).toBe("tel:+390851234567");
    expect(priceText("540")).toBe("€ 540");
    expect(priceText("€540")).toBe("€540");
    expect(priceText("540 euro")).toBe("540 euro");
    expect(priceText("$ 600")).toBe("$ 600");
  });
});
