import { XMLParser } from "fast-xml-parser";

import { boundedText } from "~/lib/bounded-body.server";

/**
 * The police portal's SOAP web service (Alloggiati Web), as its WSDL describes it and working
 * clients call it (resources/alloggiati/WEBSERVICE.md): SOAP 1.2, document/literal, every request
 * child in the `AlloggiatiService` namespace. Transport only: what to send and when is decided by
 * police-portal.server.ts. A call the portal answered, favourably or not, returns its outcome; a
 * portal that could not be reached (network, time-out, HTTP error, SOAP fault) throws
 * PortalUnreachable, which callers retry and never take for an answer.
 */

const NAMESPACE = "AlloggiatiService";

/**
 * The largest answer read: the biggest the site asks for is the places table (a few hundred
 * kilobytes) or a day's receipt, a PDF of a few pages. Anything larger is not the portal's answer.
 */
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

let endpoint = "";
let timeoutMs = 30_000;

export function configurePortalEndpoint(config: { endpoint: string; timeoutMs: number }): void {
  endpoint = config.endpoint;
  timeoutMs = config.timeoutMs;
}

/** The longest one call may take: what a sender holding a claim must allow for each call. */
export function portalCallTimeoutMs(): number {
  return timeoutMs;
}

/** The portal said nothing usable: retry later, never take the records as sent. */
export class PortalUnreachable extends Error {}

/** The portal's outcome of a call or of one record (EsitoOperazioneServizio). */
export type PortalOutcome = { ok: boolean; code: string; message: string; detail: string };

export type PortalToken = { token: string; issued: Date; expires: Date };

/** The answer to Test and Send: the call's outcome, the count of valid records, one outcome per record sent. */
export type RecordsAnswer = { outcome: PortalOutcome; valid: number; records: PortalOutcome[] };

export type PortalTable = "Luoghi" | "Tipi_Documento" | "Tipi_Alloggiato" | "TipoErrore" | "ListaAppartamenti";

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === "EsitoOperazioneServizio" || name === "string",
});

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

type Field = [name: string, value: string | string[]];

function element([name, value]: Field): string {
  if (Array.isArray(value)) return `<${name}>${value.map((v) => `<string>${escapeXml(v)}</string>`).join("")}</${name}>`;
  return `<${name}>${escapeXml(value)}</${name}>`;
}

/** One SOAP 1.2 call; the operation's Response element, namespaces stripped. */
async function call(operation: string, fields: Field[]): Promise<Record<string, unknown>> {
  if (!endpoint) throw new PortalUnreachable("The police portal's address is not configured");
  const body =
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope"><soap12:Body>` +
    `<${operation} xmlns="${NAMESPACE}">${fields.map(element).join("")}</${operation}>` +
    `</soap12:Body></soap12:Envelope>`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": `application/soap+xml; charset=utf-8; action="${NAMESPACE}/${operation}"` },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    text = await boundedText(response, MAX_ANSWER_BYTES, (message) => new PortalUnreachable(message));
  } catch (error) {
    if (error instanceof PortalUnreachable) throw error;
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new PortalUnreachable(timedOut ? `No answer within ${timeoutMs / 1000} s` : `Not reachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new PortalUnreachable(`HTTP ${response.status}`);
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(text) as Record<string, unknown>;
  } catch {
    throw new PortalUnreachable("An answer that is not XML");
  }
  const soapBody = (parsed["Envelope"] as Record<string, unknown> | undefined)?.["Body"] as Record<string, unknown> | undefined;
  if (!soapBody) throw new PortalUnreachable("An answer without a SOAP body");
  if (soapBody["Fault"]) throw new PortalUnreachable("A SOAP fault");
  const answer = soapBody[`${operation}Response`];
  if (!answer || typeof answer !== "object") throw new PortalUnreachable(`An answer without ${operation}Response`);
  return answer as Record<string, unknown>;
}

function outcomeOf(node: unknown): PortalOutcome {
  const o = (node ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  return { ok: str(o["esito"]) === "true", code: str(o["ErroreCod"]), message: str(o["ErroreDes"]), detail: str(o["ErroreDettaglio"]) };
}

/** A new token for the account; a refusal (wrong credentials) comes back as the outcome. */
export async function generateToken(
  username: string,
  password: string,
  wsKey: string,
): Promise<{ outcome: PortalOutcome; token?: PortalToken }> {
  const answer = await call("GenerateToken", [
    ["Utente", username],
    ["Password", password],
    ["WsKey", wsKey],
  ]);
  const outcome = outcomeOf(answer["result"]);
  const info = answer["GenerateTokenResult"] as Record<string, unknown> | undefined;
  const token = typeof info?.["token"] === "string" ? info["token"] : "";
  if (!outcome.ok || !token) return { outcome: { ...outcome, ok: false } };
  const issued = new Date(String(info!["issued"] ?? ""));
  const expires = new Date(String(info!["expires"] ?? ""));
  return {
    outcome,
    token: {
      token,
      issued: Number.isNaN(issued.getTime()) ? new Date() : issued,
      // No source fixes a token's life: an unreadable expiry is taken as the shortest seen (an hour).
      expires: Number.isNaN(expires.getTime()) ? new Date(Date.now() + 3600_000) : expires,
    },
  };
}

/** Whether the portal still takes this token. */
export async function authenticationTest(username: string, token: string): Promise<PortalOutcome> {
  const answer = await call("Authentication_Test", [
    ["Utente", username],
    ["token", token],
  ]);
  return outcomeOf(answer["Authentication_TestResult"]);
}

function recordsAnswer(operation: "Test" | "Send", answer: Record<string, unknown>): RecordsAnswer {
  const result = (answer["result"] ?? {}) as Record<string, unknown>;
  const details = ((result["Dettaglio"] as Record<string, unknown> | undefined)?.["EsitoOperazioneServizio"] ?? []) as unknown[];
  const valid = Number.parseInt(String(result["SchedineValide"] ?? "0"), 10);
  return { outcome: outcomeOf(answer[`${operation}Result`]), valid: Number.isNaN(valid) ? 0 : valid, records: details.map(outcomeOf) };
}

/** Checks the records without storing them: the portal answers one outcome per record. */
export async function testRecords(username: string, token: string, records: string[]): Promise<RecordsAnswer> {
  return recordsAnswer(
    "Test",
    await call("Test", [
      ["Utente", username],
      ["token", token],
      ["ElencoSchedine", records],
    ]),
  );
}

/** Sends the records: the portal keeps the valid ones. */
export async function sendRecords(username: string, token: string, records: string[]): Promise<RecordsAnswer> {
  return recordsAnswer(
    "Send",
    await call("Send", [
      ["Utente", username],
      ["token", token],
      ["ElencoSchedine", records],
    ]),
  );
}

/** The receipt (a PDF) of the records sent on `day` (YYYY-MM-DD); none yet comes back as the outcome. */
export async function fetchReceipt(username: string, token: string, day: string): Promise<{ outcome: PortalOutcome; pdf?: Buffer }> {
  const answer = await call("Ricevuta", [
    ["Utente", username],
    ["token", token],
    ["Data", `${day}T00:00:00`],
  ]);
  const outcome = outcomeOf(answer["RicevutaResult"]);
  const pdf = typeof answer["PDF"] === "string" ? Buffer.from(answer["PDF"], "base64") : undefined;
  return outcome.ok && pdf?.length ? { outcome, pdf } : { outcome: { ...outcome, ok: false } };
}

/** One of the portal's tables, as the CSV text it answers (`;` between fields, CR LF between lines). */
export async function fetchTable(username: string, token: string, table: PortalTable): Promise<{ outcome: PortalOutcome; csv?: string }> {
  const answer = await call("Tabella", [
    ["Utente", username],
    ["token", token],
    ["tipo", table],
  ]);
  const outcome = outcomeOf(answer["TabellaResult"]);
  const csv = typeof answer["CSV"] === "string" ? answer["CSV"] : undefined;
  return outcome.ok && csv ? { outcome, csv } : { outcome: { ...outcome, ok: false } };
}
