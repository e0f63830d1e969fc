import { XMLParser } from "fast-xml-parser";

import type { IstatGuestResult } from "~/db/schema";
import { boundedText } from "~/lib/bounded-body.server";

/**
 * The region's ISTAT web service (Ross1000 / Turismo5 "checkinV2", resources/istat/ROSS1000.md
 * §3): SOAP 1.1, document/literal, `SOAPAction: ""`, the operation element in the service's
 * namespace and every child unqualified, HTTP Basic authentication with the transmission account.
 * Transport only: what to send is decided by istat-region.server.ts.
 */

const NAMESPACE = "http://checkin.ws.service.turismo5.gies.it/";
const TIMEOUT_MS = 30_000;
/** Far more than a year of a four-room house's answers. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

/** The region could not be reached or gave no usable answer: nothing is known to be taken. */
export class RegionUnreachable extends Error {}
/** The region refused the username and password (HTTP 401 or 403). */
export class RegionCredentialsRefused extends Error {}
/** The region refused the call as a whole (a SOAP fault), in its own words. */
export class RegionFault extends Error {}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ["risultatiGiorno", "arrivo", "partenza", "prenotazione", "eliminazione"].includes(name),
});

const KINDS = { arrivi: ["arrivo", "arrivo"], partenze: ["partenza", "partenza"], retifiche: ["eliminazione", "eliminazione"] } as const;

/** Each guest's outcome in the answer's `risultatiGiorno` (matched to the days by `idswh`: the answer carries no dates). */
function resultsOf(answer: Record<string, unknown>): IstatGuestResult[] {
  const days = (answer["risultatiGiorno"] ?? []) as Record<string, unknown>[];
  const results: IstatGuestResult[] = [];
  for (const day of days)
    for (const [list, [item, kind]] of Object.entries(KINDS)) {
      const items = ((day?.[list] as Record<string, unknown> | undefined)?.[item] ?? []) as Record<string, unknown>[];
      for (const r of items) {
        const error = typeof r["errore"] === "string" && r["errore"] ? r["errore"] : null;
        results.push({ idswh: String(r["idswh"] ?? ""), kind, ok: r["successo"] === "true" && !error, message: error });
      }
    }
  return results;
}

/**
 * `inviaMovimentazione`: the movements (`movimentazione`, built by movementsXml) sent with the
 * account; the region's outcome of each guest. Throws RegionCredentialsRefused, RegionFault or
 * RegionUnreachable.
 */
export async function sendMovements(
  account: { endpoint: string; username: string; password: string },
  movimentazione: string,
): Promise<IstatGuestResult[]> {
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>` +
    `<ns2:inviaMovimentazione xmlns:ns2="${NAMESPACE}">${movimentazione}</ns2:inviaMovimentazione>` +
    `</soap:Body></soap:Envelope>`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(account.endpoint, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`, "utf8").toString("base64")}`,
        "Content-Type": "text/xml; charset=utf-8",
        SOAPAction: '""',
        Accept: "text/xml, multipart/related",
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
    text = await boundedText(response, MAX_ANSWER_BYTES, (message) => new RegionUnreachable(message));
  } catch (error) {
    if (error instanceof RegionUnreachable) throw error;
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new RegionUnreachable(timedOut ? `No answer within ${TIMEOUT_MS / 1000} s` : `Not reachable: ${(error as Error).message}`);
  }
  if (response.status === 401 || response.status === 403) throw new RegionCredentialsRefused(`HTTP ${response.status}`);
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(text) as Record<string, unknown>;
  } catch {
    throw new RegionUnreachable(`HTTP ${response.status}, an answer that is not XML`);
  }
  const soapBody = (parsed["Envelope"] as Record<string, unknown> | undefined)?.["Body"] as Record<string, unknown> | undefined;
  const fault = soapBody?.["Fault"] as Record<string, unknown> | undefined;
  if (fault) throw new RegionFault(String(fault["faultstring"] ?? "SOAP fault"));
  if (!response.ok || !soapBody) throw new RegionUnreachable(`HTTP ${response.status}`);
  const answer = (soapBody["inviaMovimentazioneResponse"] as Record<string, unknown> | undefined)?.["return"];
  if (answer === undefined) throw new RegionUnreachable("An answer without inviaMovimentazioneResponse");
  return resultsOf(typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>) : {});
}
