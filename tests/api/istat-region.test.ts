import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { istatAccount, istatSends } from "~/db/schema";
import { sendYesterday } from "~/features/reports/istat-region.server";
import { italyWallTime, todayInItaly } from "~/lib/dates";

import { call, expectApiError, expectFieldError, json, rowCount, withCookie } from "../setup/api-helpers";
import { startLoopbackRegion, type LoopbackRegion } from "../setup/ross1000-region";
import { createStay, guestFixture, saveGuests, type Place } from "../setup/stay-fixtures";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The region's ISTAT movements through the real server and database, sent to a Ross1000 service
 * of the tests' own on loopback that checks what the region checks (element order, codes, the
 * account): a month with arrivals from Italy (Pescara, Milano) and abroad (Germany, the USA), a
 * stay across two months, a closed day, a refused guest, wrong credentials, and a correction.
 * The month is March two years from now: the default seasons and today's date never get in the way.
 */

type Settings = {
  structureCode: string;
  endpoint: string;
  username: string;
  autoSend: boolean;
  beds: Record<string, number>;
  configured: boolean;
};
type DayOutcome = {
  day: string;
  status: string;
  refused: { idswh: string; stayId: number; guest: number; message: string }[];
  error: string | null;
};

const ITALY = "100000100";
const GERMANY = "100000216";
const USA = "100000536";
const PESCARA = "413068028";
const MILANO = "403015146";
const ACCOUNT = { username: "struttura-0001", password: "segreta-della-regione" };

let server: TestServer;
let region: LoopbackRegion;
let cookie: string;
const rooms: Record<string, { id: number; maxGuests: number }> = {};
const Y = Number(todayInItaly().slice(0, 4)) + 2;
const day = (monthDay: string) => `${Y}-${monthDay}`;
const compact = (d: string) => d.replaceAll("-", "");
const stayIds: Record<string, number> = {};

const admin = (init: RequestInit = {}) => withCookie(init, cookie);
const putSettings = (body: unknown, path = "/api/settings/istat") => call<Settings>(server, path, admin(json("PUT", body)));
const send = (from: string, to: string) =>
  call<{ days: DayOutcome[] }>(server, "/api/reports/istat/send", admin(json("POST", { from, to })));
const movements = (from: string, to: string) => call(server, `/api/reports/istat/movements?from=${from}&to=${to}`, admin());

beforeAll(async () => {
  [server, region] = await Promise.all([startTestServer(), startLoopbackRegion(ACCOUNT)]);
  cookie = await server.adminCookie();
  for (const slug of ["uno", "due", "tre", "quattro"])
    rooms[slug] = (await call<{ id: number; maxGuests: number }>(server, `/api/rooms/${slug}`)).body;
});
afterAll(async () => {
  await Promise.all([server?.close(), region?.close()]);
});

async function newStay(key: string, slug: string, checkIn: string, checkOut: string, guests: number) {
  stayIds[key] = await createStay(server, cookie, { roomId: rooms[slug]!.id, checkIn, checkOut, guests, leadName: `Ospite ${key}` });
  return stayIds[key]!;
}

const guest = (birthDate: string, sex: "M" | "F", residence: Place, options: { lead?: boolean; born?: Place } = {}) =>
  guestFixture(birthDate, residence, { ...options, sex });

const putGuests = (key: string, partyType: string, guests: unknown[]) => saveGuests(server, cookie, stayIds[key]!, partyType, guests);

describe("the region's account (GET/PUT /api/settings/istat)", () => {
  it("is Abruzzo's service by default, not configured, each room's beds its capacity", async () => {
    const res = await call<Settings>(server, "/api/settings/istat", admin());
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      structureCode: "",
      endpoint: "https://app.regione.abruzzo.it/Turismo5/ws/checkinV2",
      username: "",
      autoSend: false,
      beds: Object.fromEntries(Object.values(rooms).map((r) => [String(r.id), r.maxGuests])),
      configured: false,
    });
    expectApiError(await call(server, "/api/settings/istat"), 401, "unauthorized");
  });

  it("refuses to send before it is configured", async () => {
    expectApiError(await send(day("03-01"), day("03-01")), 409, "istat_not_configured");
  });

  it("refuses a bad account field by field, storing nothing", async () => {
    const bad = await putSettings(
      { structureCode: "<codice>", endpoint: "http://example.com/ws", username: "", autoSend: "sì", beds: { [rooms.uno!.id]: 21 } },
      "/api/settings/istat?lang=en",
    );
    const fields = expectApiError(bad, 400, "validation_error").fields!;
    expect(Object.keys(fields).sort()).toEqual(["autoSend", `beds.${rooms.uno!.id}`, "endpoint", "structureCode", "username"]);
    expect(fields.endpoint).toBe("Enter the address of the region's service, starting with https://");
    // The first save needs the password.
    const good = { structureCode: "PE0001", endpoint: region.url, username: ACCOUNT.username, autoSend: false, beds: {} };
    expectFieldError(await putSettings(good), "password");
    expectFieldError(await putSettings({ ...good, password: ACCOUNT.password, beds: { "999999": 2 } }), "beds.999999");
    expect(await rowCount(server, istatAccount)).toBe(0);
  });

  it("stores the account with the password sealed, never answered", async () => {
    const res = await putSettings({
      structureCode: "PE0001",
      endpoint: region.url,
      username: ACCOUNT.username,
      password: ACCOUNT.password,
      autoSend: false,
      beds: { [rooms.due!.id]: 5 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ structureCode: "PE0001", endpoint: region.url, configured: true });
    expect(res.body.beds[String(rooms.due!.id)]).toBe(5);
    expect(res.text).not.toContain(ACCOUNT.password);
    const [row] = await server.db.select().from(istatAccount);
    expect(row!.passwordSealed).toBeTruthy();
    expect(row!.passwordSealed).not.toContain(ACCOUNT.password);
    // Left out, the stored password stays.
    expect((await putSettings({ ...res.body, password: "" })).body.configured).toBe(true);
  });
});

describe("a month of movements", () => {
  beforeAll(async () => {
    // A family of two from Pescara, 5–8 March; the lead born in Pescara.
    await newStay("pescara", "uno", day("03-05"), day("03-08"), 2);
    await putGuests("pescara", "family", [
      guest("1980-04-02", "M", { country: ITALY, place: PESCARA }, { lead: true }),
      guest("1982-09-30", "F", { country: ITALY, place: PESCARA }, { born: { country: ITALY, place: MILANO } }),
    ]);
    // One guest from Milano, 10–12 March, who said why and how she came.
    await newStay("milano", "due", day("03-10"), day("03-12"), 1);
    await putGuests("milano", "family", [
      { ...guest("1990-01-15", "F", { country: ITALY, place: MILANO }, { lead: true }), tripPurpose: "CULTURALE", transport: "TRENO" },
    ]);
    // A German family of two, 15–18 March.
    await newStay("germany", "tre", day("03-15"), day("03-18"), 2);
    await putGuests("germany", "family", [
      guest("1975-06-01", "M", { country: GERMANY }, { lead: true }),
      guest("2012-02-20", "M", { country: GERMANY }),
    ]);
    // One guest from the USA, 20–22 March.
    await newStay("usa", "quattro", day("03-20"), day("03-22"), 1);
    await putGuests("usa", "family", [guest("1988-11-11", "F", { country: USA }, { lead: true })]);
    // Across two months: 30 March – 2 April.
    await newStay("across", "due", day("03-30"), day("04-02"), 1);
    await putGuests("across", "family", [guest("1970-03-03", "M", { country: GERMANY }, { lead: true })]);
    // The house closed on 25 March: every room blocked.
    for (const room of Object.values(rooms)) {
      const res = await call(
        server,
        `/api/rooms/${room.id}/blocks`,
        admin(json("POST", { start: day("03-25"), end: day("03-26"), note: "Chiuso" })),
      );
      expect(res.status, res.text).toBe(201);
    }
  });

  it("writes the region's file day by day, as hand-built", async () => {
    const res = await movements(day("03-05"), day("03-05"));
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="istat_${day("03-05")}_${day("03-05")}.xml"`);
    const p = stayIds.pescara!;
    // Beds: uno 2, due 5 (the owner's), tre 2, quattro 2 = 11; one room occupied.
    expect(res.text).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n` +
        `<movimenti><codice>PE0001</codice><prodotto>bnb-adriatico</prodotto>` +
        `<movimento><data>${compact(day("03-05"))}</data>` +
        `<struttura><apertura>SI</apertura><camereoccupate>1</camereoccupate><cameredisponibili>4</cameredisponibili><lettidisponibili>11</lettidisponibili></struttura>` +
        `<arrivi>` +
        `<arrivo><idswh>${p}-1</idswh><tipoalloggiato>17</tipoalloggiato><sesso>M</sesso><cittadinanza>${ITALY}</cittadinanza>` +
        `<statoresidenza>${ITALY}</statoresidenza><luogoresidenza>${PESCARA}</luogoresidenza><datanascita>19800402</datanascita>` +
        `<statonascita>${ITALY}</statonascita><comunenascita>${PESCARA}</comunenascita><tipoturismo>NON SPECIFICATO</tipoturismo><mezzotrasporto>NON SPECIFICATO</mezzotrasporto></arrivo>` +
        `<arrivo><idswh>${p}-2</idswh><tipoalloggiato>19</tipoalloggiato><idcapo>${p}-1</idcapo><sesso>F</sesso><cittadinanza>${ITALY}</cittadinanza>` +
        `<statoresidenza>${ITALY}</statoresidenza><luogoresidenza>${PESCARA}</luogoresidenza><datanascita>19820930</datanascita>` +
        `<statonascita>${ITALY}</statonascita><comunenascita>${MILANO}</comunenascita><tipoturismo>NON SPECIFICATO</tipoturismo><mezzotrasporto>NON SPECIFICATO</mezzotrasporto></arrivo>` +
        `</arrivi></movimento></movimenti>\n`,
    );
  });

  it("writes every day of the month, compared element by element with the month worked out by hand", async () => {
    const res = await movements(day("03-01"), day("03-31"));
    expect(res.status, res.text).toBe(200);
    const parsed = new XMLParser({ parseTagValue: false, isArray: (name) => ["movimento", "arrivo", "partenza"].includes(name) }).parse(
      res.text,
    );
    type Day = {
      data: string;
      struttura: Record<string, string>;
      arrivi?: { arrivo: { idswh: string }[] };
      partenze?: { partenza: { idswh: string }[] };
    };
    const days = (parsed.movimenti.movimento as Day[]).map((d) => [
      d.data,
      d.struttura.apertura,
      Number(d.struttura.camereoccupate),
      Number(d.struttura.cameredisponibili),
      Number(d.struttura.lettidisponibili),
      (d.arrivi?.arrivo ?? []).map((a) => a.idswh).join(" "),
      (d.partenze?.partenza ?? []).map((a) => a.idswh).join(" "),
    ]);
    const { pescara: p, milano: m, germany: g, usa: u, across: a } = stayIds;
    // By hand: who sleeps in which room each night, who arrives and who leaves; 11 beds in 4 rooms; the 25th closed.
    const occupied = new Set(["05", "06", "07", "10", "11", "15", "16", "17", "20", "21", "30", "31"]);
    const arrivals: Record<string, string> = {
      "05": `${p}-1 ${p}-2`,
      "10": `${m}-1`,
      "15": `${g}-1 ${g}-2`,
      "20": `${u}-1`,
      "30": `${a}-1`,
    };
    const departures: Record<string, string> = { "08": `${p}-1 ${p}-2`, "12": `${m}-1`, "18": `${g}-1 ${g}-2`, "22": `${u}-1` };
    const expected = Array.from({ length: 31 }, (_, i) => {
      const dd = String(i + 1).padStart(2, "0");
      if (dd === "25") return [compact(day(`03-${dd}`)), "NO", 0, 0, 0, "", ""];
      return [compact(day(`03-${dd}`)), "SI", occupied.has(dd) ? 1 : 0, 4, 11, arrivals[dd] ?? "", departures[dd] ?? ""];
    });
    expect(days).toEqual(expected);
    expect(parsed.movimenti.codice).toBe("PE0001");
    expect(parsed.movimenti.prodotto).toBe("bnb-adriatico");
  });

  it("writes a foreign guest, the answers given, a closed day and a departure in the next month", async () => {
    const usa = (await movements(day("03-20"), day("03-20"))).text;
    expect(usa).toContain(
      `<arrivo><idswh>${stayIds.usa}-1</idswh><tipoalloggiato>16</tipoalloggiato><sesso>F</sesso><cittadinanza>${USA}</cittadinanza>` +
        `<statoresidenza>${USA}</statoresidenza><luogoresidenza>ES</luogoresidenza><datanascita>19881111</datanascita><statonascita>${USA}</statonascita>` +
        `<tipoturismo>NON SPECIFICATO</tipoturismo><mezzotrasporto>NON SPECIFICATO</mezzotrasporto></arrivo>`,
    );
    const milano = (await movements(day("03-10"), day("03-10"))).text;
    expect(milano).toContain(`<tipoturismo>CULTURALE</tipoturismo><mezzotrasporto>TRENO</mezzotrasporto>`);
    const closed = (await movements(day("03-25"), day("03-25"))).text;
    expect(closed).toContain(
      `<movimento><data>${compact(day("03-25"))}</data><struttura><apertura>NO</apertura><camereoccupate>0</camereoccupate><cameredisponibili>0</cameredisponibili><lettidisponibili>0</lettidisponibili></struttura></movimento>`,
    );
    const april = (await movements(day("04-01"), day("04-02"))).text;
    // 1 April: the stay's night, no movement; 2 April: its departure, with the arrival day.
    expect(april).toContain(`<data>${compact(day("04-01"))}</data><struttura><apertura>SI</apertura><camereoccupate>1</camereoccupate>`);
    expect(april).toContain(
      `<partenze><partenza><idswh>${stayIds.across}-1</idswh><tipoalloggiato>16</tipoalloggiato><arrivo>${compact(day("03-30"))}</arrivo></partenza></partenze>`,
    );
  });

  it("refuses a range whose stays lack guests' data, naming them (422 missing_guest_data)", async () => {
    const id = await newStay("nodata", "quattro", day("03-27"), day("03-28"), 2);
    const res = await movements(day("03-01"), day("03-31"));
    const error = expectApiError(res, 422, "missing_guest_data") as { stays?: { stayId: number; leadName: string }[]; message: string };
    expect(error.stays).toEqual([{ stayId: id, leadName: "Ospite nodata", checkIn: day("03-27"), checkOut: day("03-28") }]);
    expect(error.message).toBe("Mancano i dati degli ospiti di 1 soggiorni: completali prima di inviare questi giorni alla Regione");
    expectApiError(await send(day("03-01"), day("03-31")), 422, "missing_guest_data");
    expect(await rowCount(server, istatSends)).toBe(0);
    expect(region.requests).toHaveLength(0);
    expect((await call(server, `/api/stays/${id}`, admin({ method: "DELETE" }))).status).toBe(200);
  });

  it("refuses a bad range by field", async () => {
    expectFieldError(await movements(day("03-02"), day("03-01")), "to");
    expectFieldError(await movements(day("03-02"), "ieri"), "to");
    expectFieldError(await send(`${Y}-01-01`, `${Y + 1}-01-02`), "to");
    expectApiError(await call(server, `/api/reports/istat/movements?from=${day("03-01")}&to=${day("03-01")}`), 401, "unauthorized");
  });

  it("sends nothing without a session: 401, and the region receives nothing", async () => {
    const before = region.requests.length;
    const res = await call(server, "/api/reports/istat/send", json("POST", { from: day("03-01"), to: day("03-31") }));
    expectApiError(res, 401, "unauthorized");
    expect(region.requests.length).toBe(before);
  });

  it("refuses wrong credentials as the region does, recording nothing", async () => {
    const current = (await call<Settings>(server, "/api/settings/istat", admin())).body;
    expect((await putSettings({ ...current, password: "sbagliata" })).status).toBe(200);
    const res = await send(day("03-01"), day("03-31"));
    expect(expectApiError(res, 422, "region_credentials_refused").message).toBe(
      "La Regione ha rifiutato utente e password: controllali in Adempimenti → ISTAT",
    );
    expect(await rowCount(server, istatSends)).toBe(0);
    expect((await putSettings({ ...current, password: ACCOUNT.password })).status).toBe(200);
  });

  it("sends the month: every day taken, a refused guest shown per guest in Italian", async () => {
    region.refuse(`${stayIds.usa}-1`, "Ospite già comunicato da un altro gestionale");
    const res = await send(day("03-01"), day("03-31"));
    expect(res.status, res.text).toBe(200);
    expect(res.body.days).toHaveLength(31);
    const byDay = new Map(res.body.days.map((d) => [d.day, d]));
    expect(byDay.get(day("03-20"))).toEqual({
      day: day("03-20"),
      status: "partial",
      refused: [{ idswh: `${stayIds.usa}-1`, stayId: stayIds.usa, guest: 1, message: "Ospite già comunicato da un altro gestionale" }],
      error: null,
    });
    // The region then refuses that guest's departure too: both days wait for the owner, and go again at the next sending.
    expect(res.body.days.filter((d) => d.status !== "accepted").map((d) => d.day)).toEqual([day("03-20"), day("03-22")]);
    expect(byDay.get(day("03-22"))!.refused.map((r) => r.message)).toEqual(["arrivo non comunicato per questo ospite"]);

    const taken = region.taken.get("PE0001")!;
    expect(taken.size).toBe(31);
    expect(taken.get(compact(day("03-25")))).toMatchObject({ apertura: "NO", counts: [0, 0, 0] });
    expect(taken.get(compact(day("03-16")))).toMatchObject({ apertura: "SI", counts: [1, 4, 11] });
    // Pescara (2), Milano (1), Germany (2), across (1): the USA guest was refused.
    expect([...region.arrivals.keys()].sort()).toEqual(
      [
        `${stayIds.pescara}-1`,
        `${stayIds.pescara}-2`,
        `${stayIds.milano}-1`,
        `${stayIds.germany}-1`,
        `${stayIds.germany}-2`,
        `${stayIds.across}-1`,
      ].sort(),
    );
    expect(region.requests.at(-1)).toContain(
      '<ns2:inviaMovimentazione xmlns:ns2="http://checkin.ws.service.turismo5.gies.it/"><movimentazione><codice>PE0001</codice>',
    );
  });

  it("sends a day already taken again only when it changed, with the correction of a guest no longer there", async () => {
    const before = region.requests.length;
    const again = await send(day("03-01"), day("03-19"));
    expect(again.body.days.every((d) => d.status === "unchanged")).toBe(true);
    expect(region.requests).toHaveLength(before);

    // The German family turns out to be one guest: the second is deleted from the region's records.
    expect((await call(server, `/api/stays/${stayIds.germany}`, admin(json("PATCH", { guests: 1 })))).status).toBe(200);
    await putGuests("germany", "family", [guest("1975-06-01", "M", { country: GERMANY }, { lead: true })]);
    const corrected = await send(day("03-15"), day("03-18"));
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body.days.map((d) => d.status)).toEqual(["accepted", "unchanged", "unchanged", "accepted"]);
    const sent = region.requests.at(-1)!;
    expect(sent).toContain(
      `<rettifiche><eliminazione><idswh>${stayIds.germany}-2</idswh><tipoalloggiato>19</tipoalloggiato><arrivo>${compact(day("03-15"))}</arrivo></eliminazione></rettifiche>`,
    );
    expect(region.arrivals.has(`${stayIds.germany}-2`)).toBe(false);
    // The lead is now a single guest (16), sent again under the same key.
    expect(sent).toContain(`<arrivo><idswh>${stayIds.germany}-1</idswh><tipoalloggiato>16</tipoalloggiato>`);
  });

  it("sends the next month with the departure of the stay across the two", async () => {
    const res = await send(day("04-01"), day("04-30"));
    expect(res.body.days.every((d) => d.status === "accepted")).toBe(true);
    expect(region.taken.get("PE0001")!.get(compact(day("04-02")))!.departures).toHaveLength(1);
  });

  it("sends yesterday by itself each morning when the owner asks, once", async () => {
    const current = (await call<Settings>(server, "/api/settings/istat", admin())).body;
    expect((await putSettings({ ...current, autoSend: true })).status).toBe(200);
    // 6 May, before and after the morning: 5 May goes once.
    expect(await sendYesterday(italyWallTime(day("05-06"), 6, 0))).toBe(false);
    expect(await sendYesterday(italyWallTime(day("05-06"), 9, 30))).toBe(true);
    expect(await sendYesterday(italyWallTime(day("05-06"), 10, 30))).toBe(false);
    const [row] = await server.db
      .select()
      .from(istatSends)
      .where(eq(istatSends.day, day("05-05")));
    expect(row).toMatchObject({ status: "accepted", sentBy: "invio automatico" });
  });
});

describe("the tests' own region refuses what the region refuses", () => {
  const post = (movimentazione: string) =>
    fetch(region.url, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${ACCOUNT.username}:${ACCOUNT.password}`).toString("base64")}`,
        "Content-Type": "text/xml; charset=utf-8",
        SOAPAction: '""',
      },
      body:
        `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>` +
        `<ns2:inviaMovimentazione xmlns:ns2="http://checkin.ws.service.turismo5.gies.it/">${movimentazione}</ns2:inviaMovimentazione></soap:Body></soap:Envelope>`,
    });
  const structure =
    "<struttura><apertura>SI</apertura><camereoccupate>1</camereoccupate><cameredisponibili>4</cameredisponibili><lettidisponibili>8</lettidisponibili></struttura>";
  const arrival = (inner: string) =>
    `<movimentazione><codice>X1</codice><prodotto>p</prodotto><movimento><data>${compact(day("06-01"))}</data>${structure}<arrivi><arrivo>${inner}</arrivo></arrivi></movimento></movimentazione>`;

  it("a file out of the XSD's order is a SOAP fault", async () => {
    const res = await post(`<movimentazione><prodotto>p</prodotto><codice>X1</codice></movimentazione>`);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain("<faultstring>");
  });

  it("a guest with a code outside the lists is refused on its own", async () => {
    const res = await post(
      arrival(
        `<idswh>1-1</idswh><tipoalloggiato>16</tipoalloggiato><sesso>M</sesso><cittadinanza>${ITALY}</cittadinanza><statoresidenza>${ITALY}</statoresidenza>` +
          `<luogoresidenza>068028</luogoresidenza><datanascita>19800101</datanascita><tipoturismo>VACANZA</tipoturismo>`,
      ),
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    // The ISTAT code 068028 is not the police table's 413068028.
    expect(text).toContain("<idswh>1-1</idswh><successo>false</successo><errore>luogo di residenza non valido</errore>");
  });
});
