import { describe, expect, it } from "vitest";

import { DEFAULT_SEASONS } from "~/lib/seasons";

import { taxReportCsv } from "./csv";
import { ageOn, nightsOf, quarterOf, sumTaxes, touristTaxOf, type TaxedGuest, type TouristTaxRule } from "./tourist-tax";

/**
 * The tax of one stay, checked against figures worked out by hand. Seasons are the default ones:
 * high from 1 June to 30 September, low the rest of the year.
 */

const PESCARA = "413068028";
const MONTESILVANO = "413068024";
const RULE: TouristTaxRule = {
  enabled: true,
  ratePerNight: { high: 2.5, low: 1.15 },
  maxNights: 7,
  exemptUnderAge: 14,
  exemptResidents: true,
};

const adult: TaxedGuest = { birthDate: "1980-05-04", residencePlace: null };
const resident: TaxedGuest = { birthDate: "1975-01-20", residencePlace: PESCARA };
const tax = (checkIn: string, checkOut: string, guests: TaxedGuest[], party = guests.length, rule = RULE) =>
  touristTaxOf({ checkIn, checkOut, guests: party }, guests, rule, DEFAULT_SEASONS, PESCARA);

describe("ageOn", () => {
  it("counts whole years, the birthday itself included", () => {
    expect(ageOn("2013-07-01", "2027-07-01")).toBe(14);
    expect(ageOn("2013-07-02", "2027-07-01")).toBe(13);
    expect(ageOn("2013-06-30", "2027-07-01")).toBe(14);
    expect(ageOn("2027-07-01", "2027-07-01")).toBe(0);
  });

  it("makes someone born on 29 February a year older on 1 March when there is none", () => {
    expect(ageOn("2012-02-29", "2027-02-28")).toBe(14);
    expect(ageOn("2012-02-29", "2027-03-01")).toBe(15);
    expect(ageOn("2012-02-29", "2028-02-29")).toBe(16);
  });
});

describe("nightsOf", () => {
  it("lists the nights from check-in to the day before check-out, across months and years", () => {
    expect(nightsOf("2027-12-30", "2028-01-02")).toEqual(["2027-12-30", "2027-12-31", "2028-01-01"]);
    expect(nightsOf("2027-07-01", "2027-07-01")).toEqual([]);
  });
});

describe("touristTaxOf", () => {
  it("taxes an adult's first maxNights nights and exempts the rest as beyond the cap", () => {
    // 10 nights in July (high): 7 × 2,50 = 17,50; 3 beyond the cap.
    expect(tax("2027-07-01", "2027-07-11", [adult])).toEqual({
      amount: 17.5,
      taxableNights: 7,
      exemptNights: { age: 0, resident: 0, cap: 3 },
      guests: 1,
      complete: true,
    });
  });

  it("exempts a child under the age on the arrival day, every night; the birthday on arrival counts", () => {
    const child = { birthDate: "2013-07-02", residencePlace: null }; // 13 on 1 July 2027
    const fourteen = { birthDate: "2013-07-01", residencePlace: null }; // 14 that very day
    // The child's 3 nights exempt; the other pays 3 × 2,50 = 7,50.
    expect(tax("2027-07-01", "2027-07-04", [child, fourteen])).toMatchObject({
      amount: 7.5,
      taxableNights: 3,
      exemptNights: { age: 3, resident: 0, cap: 0 },
    });
    // Turning 14 during the stay changes nothing: the age is the one on arrival.
    expect(tax("2027-06-30", "2027-07-03", [child])).toMatchObject({ amount: 0, exemptNights: { age: 3, resident: 0, cap: 0 } });
    // No age exemption at all with 0.
    expect(tax("2027-07-01", "2027-07-04", [child], 1, { ...RULE, exemptUnderAge: 0 })).toMatchObject({ amount: 7.5, taxableNights: 3 });
  });

  it("exempts a resident of the property's municipality only, and only when the rule says so", () => {
    const neighbour = { birthDate: "1990-03-03", residencePlace: MONTESILVANO };
    // Resident: 2 nights exempt; Montesilvano pays 2 × 2,50.
    expect(tax("2027-08-10", "2027-08-12", [resident, neighbour])).toMatchObject({
      amount: 5,
      taxableNights: 2,
      exemptNights: { age: 0, resident: 2, cap: 0 },
    });
    expect(tax("2027-08-10", "2027-08-12", [resident], 1, { ...RULE, exemptResidents: false })).toMatchObject({
      amount: 5,
      exemptNights: { age: 0, resident: 0, cap: 0 },
    });
  });

  it("a child resident is exempt for age first", () => {
    expect(tax("2027-08-10", "2027-08-12", [{ birthDate: "2020-01-01", residencePlace: PESCARA }]).exemptNights).toEqual({
      age: 2,
      resident: 0,
      cap: 0,
    });
  });

  it("charges each night at its own season's rate across the high/low boundary, in cents", () => {
    // 28, 29, 30 September high (3 × 2,50 = 7,50), 1 and 2 October low (2 × 1,15 = 2,30): 9,80 each.
    expect(tax("2027-09-28", "2027-10-03", [adult, adult])).toMatchObject({ amount: 19.6, taxableNights: 10 });
    // The cap keeps the first nights: 26–30 September high (12,50), 1–2 October low (2,30); 3 nights beyond.
    expect(tax("2027-09-26", "2027-10-06", [adult])).toMatchObject({
      amount: 14.8,
      taxableNights: 7,
      exemptNights: { age: 0, resident: 0, cap: 3 },
    });
    // Three nights at 1,15: 3,45 exactly, never 3.4499999.
    expect(tax("2027-11-02", "2027-11-05", [adult]).amount).toBe(3.45);
  });

  it("counts the guests not entered as adults living elsewhere", () => {
    const child = { birthDate: "2020-01-01", residencePlace: null };
    // A party of 3, only the child entered: 2 × 2 nights × 2,50 = 10,00.
    expect(tax("2027-07-10", "2027-07-12", [child], 3)).toEqual({
      amount: 10,
      taxableNights: 4,
      exemptNights: { age: 2, resident: 0, cap: 0 },
      guests: 3,
      complete: false,
    });
    expect(tax("2027-07-10", "2027-07-12", [], 2)).toMatchObject({ amount: 10, taxableNights: 4, guests: 2, complete: false });
  });

  it("owes nothing at rates of 0", () => {
    expect(tax("2027-07-10", "2027-07-12", [adult], 1, { ...RULE, ratePerNight: { high: 0, low: 0 } })).toMatchObject({
      amount: 0,
      taxableNights: 2,
    });
  });
});

describe("sumTaxes", () => {
  it("adds the rows in cents", () => {
    const row = (amount: number) => ({ amount, guests: 1, taxableNights: 1, exemptNights: { age: 1, resident: 0, cap: 2 } });
    expect(sumTaxes([row(0.1), row(0.2), row(19.6)])).toEqual({
      guests: 3,
      taxableNights: 3,
      exemptNights: { age: 3, resident: 0, cap: 6 },
      amount: 19.9,
    });
    expect(sumTaxes([])).toEqual({ guests: 0, taxableNights: 0, exemptNights: { age: 0, resident: 0, cap: 0 }, amount: 0 });
  });
});

describe("quarterOf", () => {
  it("gives the quarter's first and last day", () => {
    expect(quarterOf("2027-02-14")).toEqual({ from: "2027-01-01", to: "2027-03-31" });
    expect(quarterOf("2027-06-30")).toEqual({ from: "2027-04-01", to: "2027-06-30" });
    expect(quarterOf("2027-07-01")).toEqual({ from: "2027-07-01", to: "2027-09-30" });
    expect(quarterOf("2027-12-31")).toEqual({ from: "2027-10-01", to: "2027-12-31" });
  });
});

describe("taxReportCsv", () => {
  it("writes a BOM, an Italian header, ';' between fields, decimal commas and the total", () => {
    const csv = taxReportCsv({
      from: "2027-07-01",
      to: "2027-09-30",
      rule: RULE,
      stays: [
        {
          stayId: 4,
          checkIn: "2027-07-01",
          checkOut: "2027-07-11",
          roomName: "Camera Uno",
          leadName: 'Hans "Hansi" Müller; jr',
          guests: 3,
          taxableNights: 7,
          exemptNights: { age: 10, resident: 10, cap: 3 },
          amount: 17.5,
          complete: true,
        },
        {
          stayId: 5,
          checkIn: "2027-08-10",
          checkOut: "2027-08-12",
          roomName: "Camera Due",
          leadName: "=HYPERLINK()",
          guests: 2,
          taxableNights: 4,
          exemptNights: { age: 0, resident: 0, cap: 0 },
          amount: 10,
          complete: false,
        },
      ],
      total: { guests: 5, taxableNights: 11, exemptNights: { age: 10, resident: 10, cap: 3 }, amount: 27.5 },
    });
    expect(csv.startsWith("\uFEFFSoggiorno;Arrivo;Partenza;Camera;Ospite di riferimento;Ospiti;Notti tassate;")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('4;01/07/2027;11/07/2027;Camera Uno;"Hans ""Hansi"" Müller; jr";3;7;10;10;3;17,50;sì');
    // A name a spreadsheet would run as a formula stays text.
    expect(lines[2]).toBe("5;10/08/2027;12/08/2027;Camera Due;'=HYPERLINK();2;4;0;0;0;10,00;no");
    expect(lines[3]).toBe("Totale;01/07/2027;30/09/2027;;;5;11;10;10;3;27,50;");
  });
});
