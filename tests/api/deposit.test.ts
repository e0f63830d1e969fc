import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { outbox, quotes } from "~/db/schema";
import { startOutboxWorker, type OutboxWorker } from "~/features/mail/worker.server";
import { addDays, todayInItaly } from "~/lib/dates";

import { call, dateFromToday, expectApiError, expectFieldError, json, rowCount, validQuote, withCookie } from "../setup/api-helpers";
import { mailEnv, startSmtp, type ReceivedMail, type TestSmtp } from "../setup/smtp";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The deposit through the real server, database and a real SMTP server on loopback: the bank
 * account in Struttura, an answer that asks for a deposit (the guest's e-mail in their language
 * with the transfer's details and the EPC QR code, decoded here), "Caparra ricevuta", overdue.
 */

type Deposit = { amount: number; dueDate: string | null; overdue: boolean };
type StayDeposit = {
  amount: number | null;
  dueDate: string | null;
  receivedOn: string | null;
  receivedAmount: number | null;
  overdue: boolean;
};
type Detail = { id: number; status: string; deposit: Deposit | null; stay: { id: number; deposit: StayDeposit | null } | null };

const IBAN = "IT60X0542811101000000123456";
let server: TestServer;
let smtp: TestSmtp;
let worker: OutboxWorker;
let cookie: string;
const d = dateFromToday;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(mailEnv(smtp.port));
  worker = startOutboxWorker({ pollMs: 50, retryBaseMs: 100, log: () => {} });
  cookie = await server.adminCookie();
});
afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await smtp?.stop();
});

const admin = (init: RequestInit = {}) => withCookie(init, cookie);
const detail = async (id: number) => (await call<Detail>(server, `/api/quotes/${id}`, admin())).body;
const reply = (id: number, body: unknown, lang = "it") =>
  call<Detail>(server, `/api/quotes/${id}/reply?lang=${lang}`, admin(json("POST", body)));
const received = (id: number, body: unknown) => call<Detail>(server, `/api/quotes/${id}/deposit`, admin(json("POST", body)));

let serial = 0;
async function newQuote(lang: string, overrides: Record<string, unknown> = {}): Promise<{ id: number; email: string; lastName: string }> {
  serial++;
  const email = `caparra.${serial}.${lang}@example.com`;
  const lastName = `Ospite${serial}`;
  const res = await call<{ id: number }>(
    server,
    `/api/quotes?lang=${lang}`,
    json(
      "POST",
      validQuote({ email, lastName, preferredRoom: "due", checkIn: d(30 + serial * 5), checkOut: d(32 + serial * 5), ...overrides }),
    ),
  );
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id, email, lastName };
}

async function setAccount(fields: Record<string, unknown>): Promise<void> {
  const current = (await call<Record<string, unknown>>(server, "/api/business", admin())).body;
  const res = await call(server, "/api/business", admin(json("PUT", { ...current, ...fields })));
  expect(res.status, res.text).toBe(200);
}

/** The QR code sent inline with the message, decoded as a banking app would. */
async function decodeQr(mail: ReceivedMail): Promise<string> {
  const image = mail.attachments.find((a) => a.contentType === "image/png");
  expect(image, "a PNG sent with the message").toBeDefined();
  expect(mail.html).toContain(`cid:${image!.cid}`);
  const { data, info } = await sharp(image!.content).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(code, "a QR code a reader can decode").not.toBeNull();
  return code!.data;
}

describe("asking for a deposit", () => {
  it("without an account in Struttura: 400 on the deposit, saying so; nothing sent, nothing stored", async () => {
    const q = await newQuote("it");
    const messages = await rowCount(server, outbox);
    const res = await reply(q.id, { message: "Disponibile.", price: "300", deposit: { amount: 90, dueDate: d(5) } });
    expect(expectFieldError(res, "deposit")).toBe("Per chiedere una caparra inserisci prima intestatario e IBAN in Struttura");
    expect(await rowCount(server, outbox)).toBe(messages);
    expect((await detail(q.id)).status).toBe("pending");
  });

  it("401 without the owner's session, for the answer and the deposit received", async () => {
    const q = await newQuote("it");
    expectApiError(
      await call(server, `/api/quotes/${q.id}/reply`, json("POST", { message: "x", deposit: { amount: 1, dueDate: d(1) } })),
      401,
      "unauthorized",
    );
    expectApiError(
      await call(server, `/api/quotes/${q.id}/deposit`, json("POST", { receivedOn: todayInItaly(), amount: 1 })),
      401,
      "unauthorized",
    );
    expect((await detail(q.id)).status).toBe("pending");
  });

  it.each([
    ["no amount", { dueDate: d(5) }, "deposit.amount"],
    ["an amount of nothing", { amount: 0, dueDate: d(5) }, "deposit.amount"],
    ["three decimals", { amount: "12,345", dueDate: d(5) }, "deposit.amount"],
    ["text", { amount: "cento", dueDate: d(5) }, "deposit.amount"],
    ["a due date past", { amount: 50, dueDate: d(-1) }, "deposit.dueDate"],
    ["an impossible due date", { amount: 50, dueDate: "2027-02-30" }, "deposit.dueDate"],
  ])("400 for %s, nothing sent", async (_name, deposit, field) => {
    await setAccount({ accountHolder: "Anna Bianchi", iban: IBAN, bankName: "Banca Adriatica" });
    const q = await newQuote("it");
    const messages = await rowCount(server, outbox);
    expectFieldError(await reply(q.id, { message: "Disponibile.", deposit }), field);
    expect(await rowCount(server, outbox)).toBe(messages);
    expect((await detail(q.id)).deposit).toBeNull();
  });

  it.each([
    ["de", "Anzahlung", "150,50 €", "Verwendungszweck"],
    ["es", "Señal", "150,50 €", "Concepto"],
  ])("in %s: the amount, due date, holder, IBAN and reference, and the same in a QR code", async (lang, title, amount, referenceLabel) => {
    await setAccount({ accountHolder: "Anna Bianchi", iban: IBAN, bankName: "Banca Adriatica" });
    const q = await newQuote(lang);
    const due = d(7);
    const res = await reply(q.id, { message: "Ja, das Zimmer ist frei.", price: "320", deposit: { amount: "150,50", dueDate: due } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.deposit).toEqual({ amount: 150.5, dueDate: due, overdue: false });

    const mail = await smtp.waitFor((m) => m.to.includes(q.email) && m.html.includes("cid:"));
    const reference = `Caparra richiesta ${q.id} ${q.lastName}`;
    // Intl writes a no-break space between the amount and the euro sign.
    for (const part of [mail.text, mail.html].map((p) => p.replace(/\u00a0|&nbsp;|&#xa0;/gi, " "))) {
      expect(part).toContain(title);
      expect(part).toContain(amount);
      expect(part).toContain("Anna Bianchi");
      expect(part).toContain("IT60 X054 2811 1010 0000 0123 456");
      expect(part).toContain("Banca Adriatica");
      expect(part).toContain(referenceLabel);
      expect(part).toContain(reference);
    }
    expect(mail.text).toContain(new Intl.DateTimeFormat(lang, { timeZone: "UTC", day: "numeric" }).format(new Date(`${due}T00:00:00Z`)));
    const qr = await decodeQr(mail);
    expect(qr.split("\n")).toEqual(["BCD", "002", "1", "SCT", "", "Anna Bianchi", IBAN, "EUR150.50", "", "", reference]);
  });
});

describe("the deposit received", () => {
  it("confirms the request and books its stay with the deposit; the guest is told as on confirmation", async () => {
    await setAccount({ accountHolder: "Anna Bianchi", iban: IBAN });
    const q = await newQuote("de");
    expect((await reply(q.id, { message: "Frei.", deposit: { amount: 100, dueDate: d(3) } })).status).toBe(200);

    // Bad input: 400, still answered.
    expectFieldError(await received(q.id, { receivedOn: d(1), amount: 100 }), "receivedOn");
    expectFieldError(await received(q.id, { receivedOn: todayInItaly(), amount: -5 }), "amount");
    expect((await detail(q.id)).status).toBe("answered");

    const today = todayInItaly();
    const done = await received(q.id, { receivedOn: today, amount: 100, notifyGuest: true });
    expect(done.status, done.text).toBe(200);
    expect(done.body.status).toBe("confirmed");
    // The request no longer waits for it: the stay carries it, received.
    expect(done.body.deposit).toBeNull();
    expect(done.body.stay?.deposit).toEqual({ amount: 100, dueDate: d(3), receivedOn: today, receivedAmount: 100, overdue: false });
    const confirmation = await smtp.waitFor((m) => m.to.includes(q.email) && m.subject.includes("Buchung bestätigt"));
    expect(confirmation.text).toContain("Ihre Buchung ist bestätigt");

    // Once confirmed there is nothing more to receive.
    expectApiError(await received(q.id, { receivedOn: today, amount: 100 }), 409, "invalid_transition");
  });

  it("a deposit past its due date is overdue on the request and, once confirmed unpaid, on its stay's arrival", async () => {
    await setAccount({ accountHolder: "Anna Bianchi", iban: IBAN });
    const q = await newQuote("it", { checkIn: d(200), checkOut: d(202) });
    expect((await reply(q.id, { message: "Libera.", deposit: { amount: 80, dueDate: d(2) } })).status).toBe(200);
    expect((await detail(q.id)).deposit?.overdue).toBe(false);
    // Two days later (as the database sees it: the due date moved back).
    await server.db
      .update(quotes)
      .set({ depositDue: addDays(todayInItaly(), -1) })
      .where(eq(quotes.id, q.id));
    expect((await detail(q.id)).deposit).toEqual({ amount: 80, dueDate: addDays(todayInItaly(), -1), overdue: true });
    const page = await call<{ id: number; deposit: Deposit | null }[]>(server, "/api/quotes?status=answered", admin());
    expect(page.body.find((r) => r.id === q.id)?.deposit?.overdue).toBe(true);

    const confirmed = await call<Detail>(server, `/api/quotes/${q.id}`, admin(json("PATCH", { status: "confirmed" })));
    expect(confirmed.body.stay?.deposit?.overdue).toBe(true);
    const day = await call<{ arrivals: { type: string; stay?: { id: number; deposit: StayDeposit } }[] }>(
      server,
      `/api/stays/movements?date=${d(200)}`,
      admin(),
    );
    expect(day.body.arrivals.find((a) => a.stay?.id === confirmed.body.stay!.id)?.stay?.deposit.overdue).toBe(true);
  });
});
