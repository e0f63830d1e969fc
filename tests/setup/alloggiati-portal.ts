import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";

/**
 * A police portal (Alloggiati Web's SOAP service) of the tests' own, on loopback: the operations
 * the site uses, shaped as the WSDL describes them (resources/alloggiati/WEBSERVICE.md), and the
 * checks the portal makes of each record: its length, each field's form and code (against the
 * same code tables), the arrival day (today or yesterday in Italy), the head of a family or group
 * before its members. A record the real portal would refuse is refused here first.
 */

const TABLES_DIR = path.resolve(import.meta.dirname, "../../resources/alloggiati");
const NAMESPACE = "AlloggiatiService";

export type PortalAccount = { username: string; password: string; wsKey: string };

export type Fault = "timeout" | "http500" | "fault" | "oversize";

type RecordOutcome = { ok: boolean; code: string; message: string; detail: string };

export type StoredRecord = { day: string; record: string };

export type LoopbackPortal = {
  url: string;
  /** Every call received, by operation, in order. */
  calls: string[];
  /** The records Send stored, with the Italian day of the transmission. */
  stored: StoredRecord[];
  /** The next `times` calls of `operation` fail this way (timeout: no answer until the client gives up). */
  failNext: (operation: string, fault: Fault, times?: number) => void;
  /** Every token issued so far stops being valid, as after its hour. */
  expireTokens: () => void;
  /** A table the Tabella operation answers instead of the shipped one (the CSV text). */
  setTable: (table: string, csv: string) => void;
  /** Moves the portal's clock on (e.g. a day, so that today's transmissions get their receipt). */
  advance: (ms: number) => void;
  /** The receipt's bytes the portal gives for a day it holds transmissions of. */
  receiptOf: (day: string) => Buffer | undefined;
  close: () => Promise<void>;
};

function readTable(file: string): string[][] {
  return fs
    .readFileSync(path.join(TABLES_DIR, file), "latin1")
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => l.split(/[,;]/).map((f) => f.trim().replace(/^"|"$/g, "")));
}

const comuni = new Map(readTable("comuni.csv").map(([code, name, province, end]) => [code!, { name, province, end }]));
const stati = new Map(readTable("stati.csv").map(([code, name]) => [code!, name]));
const documenti = new Set(readTable("documenti.csv").map(([code]) => code!));
const ITALY = "100000100";

function italyDay(at = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

function dayBefore(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** "31/12/1990" → "1990-12-31" when it is a real calendar day, else undefined. */
function isoOf(ddmmyyyy: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy);
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : undefined;
}

const wrongField = (detail: string): RecordOutcome => ({ ok: false, code: "12", message: "SCHEDINA_CAMPO_NON_CORRETTO", detail });
const ACCEPTED: RecordOutcome = { ok: true, code: "", message: "", detail: "" };

/** The portal's checks of one record, given the type of the record before it. */
function checkRecord(record: string, previousType: string | undefined, today: string): RecordOutcome {
  if (record.length !== 168) return { ok: false, code: "11", message: "SCHEDINA_FORMATO_NON_CORRETTO", detail: "Dimensione Riga errata" };
  if (!/^[\x20-\x7e]*$/.test(record))
    return { ok: false, code: "11", message: "SCHEDINA_FORMATO_NON_CORRETTO", detail: "Carattere non ammesso" };
  const field = (from: number, width: number) => record.slice(from, from + width);
  const type = field(0, 2);
  if (!["16", "17", "18", "19", "20"].includes(type)) return wrongField("Tipo Alloggiato Errato");
  if ((type === "19" && !["17", "19"].includes(previousType ?? "")) || (type === "20" && !["18", "20"].includes(previousType ?? "")))
    return wrongField("Ospite con Capo Gruppo o Capo Famiglia Mancante");
  const arrival = isoOf(field(2, 10));
  if (!arrival || (arrival !== today && arrival !== dayBefore(today))) return wrongField("Data di Arrivo Errata");
  const nights = Number.parseInt(field(12, 2).trim(), 10);
  if (!/^\d{1,2} ?$/.test(field(12, 2)) || !(nights >= 1 && nights <= 30)) return wrongField("Giorni di Permanenza Errati");
  if (!/^[A-Z][A-Z' ]*$/.test(field(14, 50).trimEnd())) return wrongField("Cognome Errato");
  if (!/^[A-Z][A-Z' ]*$/.test(field(64, 30).trimEnd())) return wrongField("Nome Errato");
  if (!["1", "2"].includes(field(94, 1))) return wrongField("Sesso Errato");
  const birth = isoOf(field(95, 10));
  if (!birth || birth > today || birth < "1900-01-01") return wrongField("Data di Nascita Errata");
  const birthCountry = field(116, 9);
  if (!stati.has(birthCountry)) return wrongField("Stato di Nascita Errato");
  const birthPlace = field(105, 9);
  const province = field(114, 2);
  if (birthCountry === ITALY) {
    const comune = comuni.get(birthPlace);
    if (!comune) return wrongField("Comune di Nascita Errato");
    if (comune.province !== province) return wrongField("Provincia di Nascita Errata");
  } else if (birthPlace.trim() || province.trim()) return wrongField("Comune di Nascita Errato");
  if (!stati.has(field(125, 9))) return wrongField("Cittadinanza Errata");
  const documentType = field(134, 5);
  const documentNumber = field(139, 20);
  const issuePlace = field(159, 9);
  if (["16", "17", "18"].includes(type)) {
    if (!documenti.has(documentType)) return wrongField("Tipo Documento Errato");
    if (!/^[A-Z0-9]+ *$/.test(documentNumber) || !documentNumber.trim()) return wrongField("Numero Documento Errato");
    if (!comuni.has(issuePlace) && !stati.has(issuePlace)) return wrongField("Luogo Rilascio Documento Errato");
  } else if ((documentType + documentNumber + issuePlace).trim())
    return wrongField("Documento non previsto per il familiare o membro del gruppo");
  return ACCEPTED;
}

/** A small, real PDF naming the day and the count of records: what a receipt looks like to the site. */
function receiptPdf(day: string, count: number): Buffer {
  const text = `Ricevuta Alloggiati Web ${day}: ${count} schedine`;
  const stream = `BT /F1 12 Tf 40 800 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true });

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|amp|apos|quot);/g, (_, e: string) => ({ lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' })[e]!);
}

const esc = (v: string) => v.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]!);

function outcomeFields(o: RecordOutcome): string {
  return `<esito>${o.ok}</esito>${o.code ? `<ErroreCod>${esc(o.code)}</ErroreCod>` : ""}${o.message ? `<ErroreDes>${esc(o.message)}</ErroreDes>` : ""}${o.detail ? `<ErroreDettaglio>${esc(o.detail)}</ErroreDettaglio>` : ""}`;
}

const outcomeXml = (name: string, o: RecordOutcome) => `<${name}>${outcomeFields(o)}</${name}>`;

function envelope(soap12: boolean, inner: string): string {
  const ns = soap12 ? "http://www.w3.org/2003/05/soap-envelope" : "http://schemas.xmlsoap.org/soap/envelope/";
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ns}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${inner}</soap:Body></soap:Envelope>`;
}

export async function startLoopbackPortal(
  account: PortalAccount,
  options: { tokenLifetimeMs?: number; hangMs?: number; now?: () => Date; port?: number } = {},
): Promise<LoopbackPortal> {
  let offsetMs = 0;
  const now = () => new Date((options.now?.() ?? new Date()).getTime() + offsetMs);
  const tokens = new Map<string, number>();
  const faults: { operation: string; fault: Fault }[] = [];
  const tables = new Map<string, string>();
  const calls: string[] = [];
  const stored: StoredRecord[] = [];
  const receipts = new Map<string, Buffer>();
  let tokenCount = 0;

  const validToken = (user: string, token: string) => user === account.username && (tokens.get(token) ?? 0) > now().getTime();
  const authFailure: RecordOutcome = { ok: false, code: "103", message: "TOKEN_NON_VALIDO", detail: "Token scaduto o non valido" };

  function shippedTable(tipo: string): string | undefined {
    const lines = (rows: string[][], header: string) => [header, ...rows.map((r) => r.join(";"))].join("\r\n");
    if (tipo === "Luoghi") {
      const rows = [
        ...[...comuni].map(([code, c]) => [code, c.name ?? "", c.province ?? "", c.end ?? ""]),
        ...[...stati].map(([code, name]) => [code, name ?? "", "ES", ""]),
      ];
      return lines(rows, "Codice;Descrizione;Provincia;DataFineVal");
    }
    if (tipo === "Tipi_Documento") return lines(readTable("documenti.csv"), "Codice;Descrizione");
    if (tipo === "Tipi_Alloggiato") return lines(readTable("tipo_alloggiato.csv"), "Codice;Descrizione");
    return undefined;
  }

  function handle(operation: string, fields: Record<string, unknown>, records: string[]): string {
    const user = String(fields["Utente"] ?? "");
    const token = String(fields["token"] ?? "");
    switch (operation) {
      case "GenerateToken": {
        const ok = user === account.username && fields["Password"] === account.password && fields["WsKey"] === account.wsKey;
        if (!ok)
          return `<GenerateTokenResponse xmlns="${NAMESPACE}"><GenerateTokenResult /><result>${outcomeFields({ ok: false, code: "101", message: "AUTENTICAZIONE_FALLITA", detail: "Utente, password o chiave web service errati" })}</result></GenerateTokenResponse>`;
        const issued = now();
        const expires = new Date(issued.getTime() + (options.tokenLifetimeMs ?? 3600_000));
        const value = `tok-${++tokenCount}-${Math.random().toString(36).slice(2)}`;
        tokens.set(value, expires.getTime());
        return `<GenerateTokenResponse xmlns="${NAMESPACE}"><GenerateTokenResult><issued>${issued.toISOString()}</issued><expires>${expires.toISOString()}</expires><token>${value}</token></GenerateTokenResult><result><esito>true</esito></result></GenerateTokenResponse>`;
      }
      case "Authentication_Test":
        return `<Authentication_TestResponse xmlns="${NAMESPACE}">${outcomeXml("Authentication_TestResult", validToken(user, token) ? ACCEPTED : authFailure)}</Authentication_TestResponse>`;
      case "Test":
      case "Send": {
        if (!validToken(user, token))
          return `<${operation}Response xmlns="${NAMESPACE}">${outcomeXml(`${operation}Result`, authFailure)}</${operation}Response>`;
        const today = italyDay(now());
        const outcomes = records.map((r, i) => checkRecord(r, i > 0 ? records[i - 1]!.slice(0, 2) : undefined, today));
        if (operation === "Send")
          records.forEach((record, i) => {
            if (outcomes[i]!.ok) stored.push({ day: today, record });
          });
        const valid = outcomes.filter((o) => o.ok).length;
        return `<${operation}Response xmlns="${NAMESPACE}">${outcomeXml(`${operation}Result`, ACCEPTED)}<result><SchedineValide>${valid}</SchedineValide><Dettaglio>${outcomes.map((o) => outcomeXml("EsitoOperazioneServizio", o)).join("")}</Dettaglio></result></${operation}Response>`;
      }
      case "Ricevuta": {
        if (!validToken(user, token))
          return `<RicevutaResponse xmlns="${NAMESPACE}">${outcomeXml("RicevutaResult", authFailure)}</RicevutaResponse>`;
        const day = String(fields["Data"] ?? "").slice(0, 10);
        const today = italyDay(now());
        const count = stored.filter((s) => s.day === day).length;
        // The portal gives the receipts of the last 30 days, today excluded.
        const inWindow = day < today && day >= new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86400_000).toISOString().slice(0, 10);
        if (!inWindow || count === 0)
          return `<RicevutaResponse xmlns="${NAMESPACE}">${outcomeXml("RicevutaResult", { ok: false, code: "", message: "ERRORE_RECUPERO_RICEVUTA", detail: "" })}</RicevutaResponse>`;
        const pdf = receipts.get(day) ?? receiptPdf(day, count);
        receipts.set(day, pdf);
        return `<RicevutaResponse xmlns="${NAMESPACE}">${outcomeXml("RicevutaResult", ACCEPTED)}<PDF>${pdf.toString("base64")}</PDF></RicevutaResponse>`;
      }
      case "Tabella": {
        if (!validToken(user, token))
          return `<TabellaResponse xmlns="${NAMESPACE}">${outcomeXml("TabellaResult", authFailure)}</TabellaResponse>`;
        const tipo = String(fields["tipo"] ?? "");
        const csv = tables.get(tipo) ?? shippedTable(tipo);
        if (csv === undefined)
          return `<TabellaResponse xmlns="${NAMESPACE}">${outcomeXml("TabellaResult", { ok: false, code: "", message: "ERRORE_PARAMETRO_ERRATO", detail: tipo })}</TabellaResponse>`;
        return `<TabellaResponse xmlns="${NAMESPACE}">${outcomeXml("TabellaResult", ACCEPTED)}<CSV>${esc(csv)}</CSV></TabellaResponse>`;
      }
      default:
        throw new Error(`Unknown operation ${operation}`);
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const type = req.headers["content-type"] ?? "";
      const soap12 = type.startsWith("application/soap+xml");
      const fault = (status: number, reason: string) => {
        res.writeHead(status, { "Content-Type": soap12 ? "application/soap+xml; charset=utf-8" : "text/xml; charset=utf-8" });
        res.end(envelope(soap12, `<soap:Fault><faultstring>${esc(reason)}</faultstring></soap:Fault>`));
      };
      if (req.method !== "POST" || !/\/service\/service\.asmx$/i.test(req.url ?? "")) return fault(404, "Not the service's address");
      if (!soap12 && !type.startsWith("text/xml")) return fault(415, "Unsupported content type");
      let body: Record<string, unknown>;
      try {
        const parsed = parser.parse(text) as Record<string, Record<string, Record<string, unknown>>>;
        body = parsed["Envelope"]?.["Body"] ?? {};
      } catch {
        return fault(500, "Malformed XML");
      }
      const operation = Object.keys(body)[0] ?? "";
      // The WSDL's elementFormDefault is qualified: the operation and its children are in the service's namespace.
      if (!new RegExp(`<(\\w+:)?${operation}\\b[^>]*xmlns(:\\w+)?="${NAMESPACE}"`).test(text)) return fault(500, "Wrong namespace");
      const action = soap12 ? /action="([^"]+)"/.exec(type)?.[1] : String(req.headers["soapaction"] ?? "").replace(/"/g, "");
      if (action && action !== `${NAMESPACE}/${operation}`) return fault(500, "SOAPAction does not match the operation");
      calls.push(operation);
      const index = faults.findIndex((f) => f.operation === operation);
      if (index >= 0) {
        const kind = faults.splice(index, 1)[0]!.fault;
        if (kind === "timeout") {
          // No answer, nothing done: the client gives up first.
          setTimeout(() => res.destroy(), options.hangMs ?? 10_000).unref();
          return;
        }
        if (kind === "oversize") {
          // An answer that never ends: the client must stop reading, not hold it all in memory.
          res.writeHead(200, { "Content-Type": "application/soap+xml; charset=utf-8" });
          const filler = Buffer.alloc(1024 * 1024, 0x20);
          const write = () => {
            while (!res.destroyed && res.write(filler));
            if (!res.destroyed) res.once("drain", write);
          };
          res.on("close", () => res.removeAllListeners("drain"));
          return write();
        }
        if (kind === "http500") {
          res.writeHead(503);
          return res.end();
        }
        return fault(500, "Server was unable to process request");
      }
      const records = [...text.matchAll(/<(?:\w+:)?string>([\s\S]*?)<\/(?:\w+:)?string>/g)].map((m) => unescapeXml(m[1]!));
      let inner: string;
      try {
        inner = handle(operation, (body[operation] ?? {}) as Record<string, unknown>, records);
      } catch (error) {
        return fault(500, (error as Error).message);
      }
      res.writeHead(200, { "Content-Type": soap12 ? "application/soap+xml; charset=utf-8" : "text/xml; charset=utf-8" });
      res.end(envelope(soap12, inner));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/service/service.asmx`,
    calls,
    stored,
    failNext: (operation, fault, times = 1) => {
      for (let i = 0; i < times; i++) faults.push({ operation, fault });
    },
    expireTokens: () => {
      for (const key of tokens.keys()) tokens.set(key, 0);
    },
    setTable: (table, csv) => tables.set(table, csv),
    advance: (ms) => {
      offsetMs += ms;
    },
    receiptOf: (day) => receipts.get(day),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
