import { expect } from "vitest";

import { call, json, withCookie } from "./api-helpers";
import type { TestServer } from "./test-server";

/**
 * Stays and their guests as the API tests of the reports enter them: through the real API, so
 * that every check the owner's panel goes through is made.
 */

export type Place = { country: string; place?: string };

/**
 * A guest living in `residence` (a police table's country, and its municipality in Italy), born
 * there unless `born` says otherwise. The lead carries the document the police report needs.
 */
export function guestFixture(
  birthDate: string,
  residence: Place,
  options: { lead?: boolean; sex?: "M" | "F"; born?: Place; extra?: Record<string, unknown> } = {},
) {
  const sex = options.sex ?? (options.lead ? "M" : "F");
  const born = options.born ?? residence;
  return {
    surname: options.lead ? "Rossi" : "Bianchi",
    givenName: sex === "M" ? "Marco" : "Giulia",
    sex,
    birthDate,
    birthCountry: born.country,
    birthPlace: born.place ?? null,
    citizenship: residence.country,
    residenceCountry: residence.country,
    residencePlace: residence.place ?? null,
    ...(options.lead
      ? { documentType: "PASOR", documentNumber: "YA1234567", documentIssuePlace: residence.place ?? residence.country }
      : {}),
    ...options.extra,
  };
}

/** A booked stay the owner enters (201), its lead named `leadName`. */
export async function createStay(
  server: TestServer,
  cookie: string,
  stay: { roomId: number; checkIn: string; checkOut: string; guests: number; leadName: string; source?: string },
): Promise<number> {
  const res = await call<{ id: number }>(
    server,
    "/api/stays",
    withCookie(
      json("POST", {
        roomId: stay.roomId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        guests: stay.guests,
        source: stay.source ?? "direct",
        leadGuest: { name: stay.leadName },
        language: "it",
      }),
      cookie,
    ),
  );
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

/** The party's data, saved whole (200). */
export async function saveGuests(server: TestServer, cookie: string, stayId: number, partyType: string, guests: unknown[]): Promise<void> {
  const res = await call(server, `/api/stays/${stayId}/guests`, withCookie(json("PUT", { partyType, guests }), cookie));
  expect(res.status, res.text).toBe(200);
}
