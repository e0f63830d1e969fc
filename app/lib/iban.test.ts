import { describe, expect, it } from "vitest";

import { epcPayload } from "./epc-qr";
import { formatIban, isValidIban, normalizeIban } from "./iban";

describe("IBAN", () => {
  it.each([
    "IT60X0542811101000000123456",
    "it60 x054 2811 1010 0000 0123 456",
    "DE89 3704 0044 0532 0130 00",
    "ES91 2100 0418 4502 0005 1332",
    "GB82 WEST 1234 5698 7654 32",
    "CH93 0076 2011 6238 5295 7",
  ])("accepts %s", (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ["a changed digit", "IT60X0542811101000000123457"],
    ["swapped digits", "IT60X0542811101000000123465"],
    ["the wrong length for Italy", "IT60X054281110100000012345"],
    ["no country", "6012345678901234"],
    ["letters where the check digits go", "ITXX0542811101000000123456"],
    ["empty", ""],
  ])("refuses %s", (_name, iban) => expect(isValidIban(iban)).toBe(false));

  it("is written without spaces and shown in groups of four", () => {
    expect(normalizeIban(" it60 x054-2811 ")).toBe("IT60X0542811");
    expect(formatIban("IT60X0542811101000000123456")).toBe("IT60 X054 2811 1010 0000 0123 456");
  });
});

describe("EPC QR payload", () => {
  it("holds the name, IBAN, amount and reference on the lines the standard gives them", () => {
    const text = epcPayload({
      name: "Anna Bianchi",
      iban: "IT60X0542811101000000123456",
      amountCents: 15050,
      reference: "Caparra richiesta 12 Rossi",
    });
    expect(text.split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "",
      "Anna Bianchi",
      "IT60X0542811101000000123456",
      "EUR150.50",
      "",
      "",
      "Caparra richiesta 12 Rossi",
    ]);
  });

  it("cuts the name at 70 and the reference at 140 characters, never a line break through", () => {
    const text = epcPayload({
      name: "N".repeat(90),
      iban: "IT60X0542811101000000123456",
      amountCents: 100,
      reference: `R\n${"x".repeat(200)}`,
    });
    const lines = text.split("\n");
    expect(lines).toHaveLength(11);
    expect(lines[5]).toHaveLength(70);
    expect(lines[10]).toHaveLength(140);
    expect(lines[7]).toBe("EUR1.00");
  });

  it("refuses an amount of nothing", () => {
    expect(() => epcPayload({ name: "A", iban: "IT60X0542811101000000123456", amountCents: 0, reference: "r" })).toThrow(RangeError);
  });
});
