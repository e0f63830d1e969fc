import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { stayGuests } from "~/db/schema";
import { guestsFormData } from "~/features/guests/guests-form.server";

import { call, dateFromToday, expectApiError, expectFieldError, json, rowCount, withCookie } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Every party reported right, through the real server and database: the three party types
 * (individuals each with a document and reported as single guests, a family's or a group's
 * document on the lead only), names typed in other scripts with their passport spelling in
 * Latin letters, and the countries found and named in the guest's language; then the day's
 * police file, field by field (resources/alloggiati/README.md).
 */

const ITALY = "100000100";
const GERMANY = "100000216";
const RUSSIA = "100000245";
const GREECE = "100000220";
const ICELAND = "100000223";
const CHINA = "100000314";
const PESCARA = "413068028";

/** The record's fields this file checks, by their place in the portal's 168 characters. */
const FIELDS = { type: [0, 2], surname: [14, 64], givenName: [64, 94], documentType: [134, 139], documentNumber: [139, 159] } as const;
function fieldsOf(record: string): Record<keyof typeof FIELDS, string> {
  expect(record).toHaveLength(168);
  return Object.fromEntries(Object.entries(FIELDS).map(([name, [from, to]]) => [name, record.slice(from, to).trimEnd()])) as Record<
    keyof typeof FIELDS,
    string
  >;
}

let server: TestServer;
let cookie: string;
let roomId: number;
const admin = (init: RequestInit = {}) => withCookie(init, cookie);
/** Arriving today in Italy's calendar: the identity check and the day's file take them now. */
const today = dateFromToday(0);

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  roomId = (await call<{ id: number }>(server, "/api/rooms/uno")).body.id;
});
afterAll(async () => {
  await server?.close();
});

async function newStay(guests: number, language = "en"): Promise<{ id: number; token: string }> {
  const res = await call<{ id: number; checkInUrl: string }>(
    server,
    "/api/stays",
    admin(
      json("POST", {
        roomId,
        checkIn: today,
        checkOut: dateFromToday(2),
        guests,
        source: "direct",
        leadGuest: { name: "Ospite", email: null, phone: null },
        language,
        notes: null,
        // Several parties in one room on one day: only their guests matter here.
        override: true,
      }),
    ),
  );
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id, token: res.body.checkInUrl.split("/").pop()! };
}

const checkIn = (token: string, body: unknown, lang = "en") => call(server, `/api/check-in/${token}?lang=${lang}`, json("POST", body));
const put = (stayId: number, body: unknown) => call(server, `/api/stays/${stayId}/guests`, admin(json("PUT", body)));
type OwnerGuests = { partyType: string | null; guests: Record<string, unknown>[] };
const ownerGuests = async (stayId: number) => (await call<OwnerGuests>(server, `/api/stays/${stayId}/guests`, admin())).body;
const registration = async (stayId: number) =>
  (await call<{ registration: { state: string; missing: string[] } }>(server, `/api/stays/${stayId}`, admin())).body.registration;

const guest = (overrides: Record<string, unknown> = {}) => ({
  surname: "Rossi",
  givenName: "Marco",
  sex: "M",
  birthDate: "1990-05-12",
  birthCountry: ITALY,
  birthPlace: PESCARA,
  citizenship: ITALY,
  residenceCountry: ITALY,
  residencePlace: PESCARA,
  ...overrides,
});
const document = (number: string, issuedIn = PESCARA) => ({ documentType: "IDENT", documentNumber: number, documentIssuePlace: issuedIn });
const foreign = (country: string, overrides: Record<string, unknown>) =>
  guest({ birthCountry: country, birthPlace: null, citizenship: country, residenceCountry: country, residencePlace: null, ...overrides });

describe("individuals", () => {
  it("each guest gives a document: one missing is refused on its field, nothing stored; both stored, masked to the guest", async () => {
    const stay = await newStay(2, "de");
    const before = await rowCount(server, stayGuests);
    const missing = await checkIn(
      stay.token,
      { partyType: "individuals", guests: [guest(document("CA11111AA")), guest({ givenName: "Luca" })] },
      "de",
    );
    expectApiError(missing, 400, "validation_error");
    expect(expectFieldError(missing, "guests.1.documentNumber")).toMatch(/Ausweisnummer/);
    expect(expectFieldError(missing, "guests.1.documentType")).toBe("Wählen Sie die Art des Ausweises aus der Liste");
    expectFieldError(missing, "guests.1.documentIssuePlace");
    expect(await rowCount(server, stayGuests)).toBe(before);

    const saved = await checkIn(
      stay.token,
      { partyType: "individuals", guests: [guest(document("CA11111AA")), guest({ givenName: "Luca", ...document("CB22222BB") })] },
      "de",
    );
    expect(saved.status, saved.text).toBe(200);
    // The guest's answer never holds a number in full, the second guest's neither.
    expect(saved.text).not.toMatch(/CA11111AA|CB22222BB/);
    const answered = (saved.body as { guests: { documentNumber: string }[] }).guests.map((g) => g.documentNumber);
    expect(answered).toEqual([expect.stringMatching(/^•+11AA$/), expect.stringMatching(/^•+22BB$/)]);

    const stored = await ownerGuests(stay.id);
    expect(stored.partyType).toBe("individuals");
    expect(stored.guests.map((g) => [g.documentType, g.documentNumber, g.documentIssuePlace])).toEqual([
      ["IDENT", "CA11111AA", PESCARA],
      ["IDENT", "CB22222BB", PESCARA],
    ]);
    // Sealed in the database, for every guest.
    const rows = await server.db.select().from(stayGuests).where(eq(stayGuests.stayId, stay.id));
    expect(rows.map((r) => r.documentNumberSealed)).toEqual([expect.stringMatching(/^v1\./), expect.stringMatching(/^v1\./)]);
    expect(JSON.stringify(rows)).not.toMatch(/CA11111AA|CB22222BB/);

    // The guest's page is drawn with neither number, each masked under its own field.
    const page = await guestsFormData(stay.id, "guest", "de");
    expect(JSON.stringify(page)).not.toMatch(/CA11111AA|CB22222BB/);
    expect(page.maskedNumbers).toEqual([expect.stringMatching(/^•+11AA$/), expect.stringMatching(/^•+22BB$/)]);

    // A correction leaving both numbers empty keeps each guest's own.
    const corrected = await checkIn(stay.token, {
      partyType: "individuals",
      guests: [guest({ ...document(""), givenName: "Marcello" }), guest({ givenName: "Luca", ...document("") })],
    });
    expect(corrected.status, corrected.text).toBe(200);
    expect((await ownerGuests(stay.id)).guests.map((g) => [g.givenName, g.documentNumber])).toEqual([
      ["Marcello", "CA11111AA"],
      ["Luca", "CB22222BB"],
    ]);
    expect(await registration(stay.id)).toMatchObject({ state: "unchecked", missing: [] });

    // A number erased from the second guest alone is what the owner is told is missing.
    await server.db
      .update(stayGuests)
      .set({ documentNumberSealed: null })
      .where(and(eq(stayGuests.stayId, stay.id), eq(stayGuests.position, 1)));
    expect(await registration(stay.id)).toMatchObject({ state: "missing", missing: ["numero del documento dell'ospite 2"] });
    const early = await call(server, `/api/stays/${stay.id}/identity-checked`, admin(json("POST", {})));
    expect(expectApiError(early, 409, "guests_incomplete").message).toContain("numero del documento dell'ospite 2");
  });

  it("the owner's form is checked the same way, in the owner's language", async () => {
    const stay = await newStay(2);
    const before = await rowCount(server, stayGuests);
    const refused = await put(stay.id, { partyType: "individuals", guests: [guest(document("CA11111AA")), guest({ givenName: "Luca" })] });
    expectApiError(refused, 400, "validation_error");
    expect(expectFieldError(refused, "guests.1.documentNumber")).toMatch(/numero del documento/);
    expect(await rowCount(server, stayGuests)).toBe(before);

    const saved = await put(stay.id, {
      partyType: "individuals",
      guests: [guest(document("CA11111AA")), guest({ givenName: "Luca", ...document("CB22222BB", GERMANY) })],
    });
    expect(saved.status, saved.text).toBe(200);
    expect((saved.body as OwnerGuests).guests[1]).toMatchObject({ documentNumber: "CB22222BB", documentIssuePlace: GERMANY });

    // The same party as a family: the second guest's document is refused, then gone once left out.
    const asFamily = await put(stay.id, {
      partyType: "family",
      guests: [guest(document("")), guest({ givenName: "Luca", ...document("CB22222BB") })],
    });
    expect(expectFieldError(asFamily, "guests.1.documentType")).toBe("Il documento si indica solo per il primo ospite");
    const family = await put(stay.id, { partyType: "family", guests: [guest(document("")), guest({ givenName: "Luca" })] });
    expect(family.status, family.text).toBe(200);
    const [lead, member] = (await server.db.select().from(stayGuests).where(eq(stayGuests.stayId, stay.id))).sort(
      (a, b) => a.position - b.position,
    );
    expect(lead!.documentNumberSealed).toMatch(/^v1\./);
    expect([member!.documentType, member!.documentNumberSealed, member!.documentIssuePlace]).toEqual([null, null, null]);
    expect((await ownerGuests(stay.id)).guests[0]).toMatchObject({ documentNumber: "CA11111AA" });
  });
});

describe("names in other scripts", () => {
  const ivanov = { surname: "Иванов", givenName: "Иван" };

  it("asks for the passport's spelling in Latin letters, in the guest's language, and stores nothing without it", async () => {
    const stay = await newStay(1, "de");
    const before = await rowCount(server, stayGuests);
    const german = await checkIn(stay.token, { guests: [foreign(RUSSIA, { ...ivanov, ...document("7512345678", RUSSIA) })] }, "de");
    expectApiError(german, 400, "validation_error");
    expect(expectFieldError(german, "guests.0.surnameLatin")).toBe(
      "Schreiben Sie ihn in lateinischen Buchstaben, wie er im Reisepass steht",
    );
    expectFieldError(german, "guests.0.givenNameLatin");

    const spanish = await checkIn(
      stay.token,
      { guests: [foreign(GREECE, { surname: "Παπαδόπουλος", givenName: "Nikos", ...document("AB1234567", GREECE) })] },
      "es",
    );
    expect(expectFieldError(spanish, "guests.0.surnameLatin")).toBe("Escríbelo en letras latinas, como aparece en el pasaporte");
    // A name in Latin letters needs no spelling of its own.
    expect(expectApiError(spanish, 400, "validation_error").fields).not.toHaveProperty(["guests.0.givenNameLatin"]);

    const notLatin = await checkIn(
      stay.token,
      { guests: [foreign(RUSSIA, { ...ivanov, surnameLatin: "Иванов", givenNameLatin: "IVAN", ...document("7512345678", RUSSIA) })] },
      "es",
    );
    expect(expectFieldError(notLatin, "guests.0.surnameLatin")).toBe("Solo letras latinas (A–Z), como en el pasaporte");
    const punctuation = await checkIn(stay.token, { guests: [guest({ surname: "…?!", givenName: "--", ...document("CA11111AA") })] }, "de");
    expect(expectFieldError(punctuation, "guests.0.surname")).toBe("Der Name muss mindestens einen Buchstaben enthalten");
    expectFieldError(punctuation, "guests.0.givenName");
    expect(await rowCount(server, stayGuests)).toBe(before);
  });

  it("keeps the name as typed for the owner, with its Latin spelling beside it, and no spelling for a Latin name", async () => {
    const stay = await newStay(2);
    const saved = await checkIn(stay.token, {
      partyType: "individuals",
      guests: [
        foreign(RUSSIA, { ...ivanov, surnameLatin: "ivanov", givenNameLatin: "IVAN", ...document("7512345678", RUSSIA) }),
        foreign(ICELAND, { surname: "Þórsdóttir", givenName: "Guðrún", surnameLatin: "THORS", sex: "F", ...document("A1234567", ICELAND) }),
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    const stored = await ownerGuests(stay.id);
    expect(stored.guests[0]).toMatchObject({ surname: "Иванов", givenName: "Иван", surnameLatin: "ivanov", givenNameLatin: "IVAN" });
    // Þ and ð are Latin letters: the name goes to the police transliterated, a spelling sent for it is not kept.
    expect(stored.guests[1]).toMatchObject({ surname: "Þórsdóttir", surnameLatin: null, givenNameLatin: null });
  });
});

describe("the day's police file", () => {
  it("writes every party's records right: individuals as single guests with their documents, names in Latin letters", async () => {
    const individuals = await newStay(2);
    const family = await newStay(2);
    const greek = await newStay(1);
    const chinese = await newStay(1);
    for (const [stay, body] of [
      [
        individuals,
        {
          partyType: "individuals",
          guests: [
            foreign(RUSSIA, {
              surname: "Иванов",
              givenName: "Иван",
              surnameLatin: "IVANOV",
              givenNameLatin: "IVAN",
              ...document("7512345678", RUSSIA),
            }),
            foreign(ICELAND, { surname: "Þórsdóttir", givenName: "Guðrún", sex: "F", ...document("A1234567", ICELAND) }),
          ],
        },
      ],
      [
        family,
        {
          partyType: "family",
          guests: [guest({ surname: "De Luca", givenName: "Nicolò", ...document("CA11111AA") }), guest({ givenName: "Anna", sex: "F" })],
        },
      ],
      [
        greek,
        {
          guests: [
            foreign(GREECE, {
              surname: "Παπαδόπουλος",
              givenName: "Νίκος",
              surnameLatin: "PAPADOPOULOS",
              givenNameLatin: "NIKOS",
              ...document("AB1234567", GREECE),
            }),
          ],
        },
      ],
      [
        chinese,
        {
          guests: [
            foreign(CHINA, {
              surname: "王",
              givenName: "小明",
              surnameLatin: "WANG",
              givenNameLatin: "XIAOMING",
              ...document("E12345678", CHINA),
            }),
          ],
        },
      ],
    ] as const) {
      const res = await put(stay.id, body);
      expect(res.status, res.text).toBe(200);
      const checked = await call(server, `/api/stays/${stay.id}/identity-checked`, admin(json("POST", {})));
      expect(checked.status, checked.text).toBe(200);
    }

    const file = await call(server, `/api/police/file?date=${today}`, admin());
    expect(file.status, file.text).toBe(200);
    expect(/^[\x20-\x7e\r\n]*$/.test(file.text)).toBe(true);
    const records = file.text.split("\r\n").map(fieldsOf);
    // The stays in the order they were made (arrival, then id), each party's guests in order.
    expect(records).toEqual([
      { type: "16", surname: "IVANOV", givenName: "IVAN", documentType: "IDENT", documentNumber: "7512345678" },
      { type: "16", surname: "THORSDOTTIR", givenName: "GUDRUN", documentType: "IDENT", documentNumber: "A1234567" },
      { type: "17", surname: "DE LUCA", givenName: "NICOLO'", documentType: "IDENT", documentNumber: "CA11111AA" },
      { type: "19", surname: "ROSSI", givenName: "ANNA", documentType: "", documentNumber: "" },
      { type: "16", surname: "PAPADOPOULOS", givenName: "NIKOS", documentType: "IDENT", documentNumber: "AB1234567" },
      { type: "16", surname: "WANG", givenName: "XIAOMING", documentType: "IDENT", documentNumber: "E12345678" },
    ]);
  });
});

describe("countries in the guest's language", () => {
  type Found = { code: string; name: string; portalName?: string }[];
  const places = async (q: string, lang?: string) =>
    (await call<Found>(server, `/api/places?kind=stato&q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ""}`)).body;

  it("finds a country by its name in Italian, English, German, Spanish or French, and names it in the page's language", async () => {
    for (const name of ["Deutschland", "Germany", "Alemania", "Allemagne", "Germania"]) {
      expect((await places(name, "de"))[0], name).toEqual({ code: GERMANY, name: "Deutschland", portalName: "GERMANIA" });
      expect((await places(name, "es"))[0], name).toEqual({ code: GERMANY, name: "Alemania", portalName: "GERMANIA" });
      // Italian, the default: the police table's own name, as the owner sees it.
      expect((await places(name))[0], name).toEqual({ code: GERMANY, name: "GERMANIA" });
    }
    expect((await places("Russland", "en"))[0]).toEqual({ code: RUSSIA, name: "Russian Federation", portalName: "FEDERAZIONE RUSSA" });
    // A country with no ISO code is found and named by the table's name.
    expect(await places("apolid", "en")).toEqual([{ code: "100000999", name: "APOLIDE" }]);
    const bad = await call(server, "/api/places?kind=stato&q=germ&lang=fr");
    expectApiError(bad, 400, "validation_error");
    expectFieldError(bad, "lang");
  });

  it("the guest's page shows the chosen countries in its language, the owner's data in the table's names", async () => {
    const stay = await newStay(1, "de");
    expect(
      (await checkIn(stay.token, { guests: [foreign(GERMANY, { surname: "Müller", ...document("C01X00T47", GERMANY) })] })).status,
    ).toBe(200);
    const page = await guestsFormData(stay.id, "guest", "de");
    for (const field of ["birthCountry", "citizenship", "residenceCountry", "documentIssuePlace"])
      expect(page.guests[0]!.names[field]).toEqual({ code: GERMANY, name: "Deutschland", portalName: "GERMANIA" });
    const owner = await ownerGuests(stay.id);
    expect(owner.guests[0]!.names).toMatchObject({ birthCountry: { code: GERMANY, name: "GERMANIA" } });
  });
});
