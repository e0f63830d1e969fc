import { describe, expect, it } from "vitest";

import { DEFAULT_SEASONS } from "~/lib/seasons";

import { taxReportCsv, taxYearCsv } from "./csv";
import {
  ageOn,
  ledgerFigures,
  nightsOf,
  noExemptions,
  PESCARA_2016_RULE,
  quarterDeadline,
  quarterName,
  quarterOf,
  ruleOn,
  sumTaxes,
  touristTaxOf,
  type ExemptNights,
  type TaxedGuest,
  type TaxExemption,
  type TaxRule,
  type TouristTaxSettings,
} from "./tourist-tax";

/**
 * The tax of one stay, checked against figures worked out by hand. Seasons are the default ones:
 * high from 1 June to 30 September, low the rest of the year.
 */

const PESCARA = "413068028";
const MONTESILVANO = "413068024";
const ONE_RULE: TaxRule = {
  validFrom: "2000-01-01",
  ratePerNight: { high: 2.5, low: 1.15 },
  maxNights: 7,
  exemptUnderAge: 14,
  exemptFromAge: null,
};
/** The older tests' rule: one rule from the start, no upper age. */
type Rule = Omit<TaxRule, "validFrom"> & { exemptResidents: boolean };
const RULE: Rule = { ...ONE_RULE, exemptResidents: true };
const settingsOf = ({ exemptResidents, ...rule }: Rule): Pick<TouristTaxSettings, "rules" | "exemptResidents"> => ({
  rules: [{ ...rule, validFrom: "2000-01-01" }],
  exemptResidents,
});

/** Exempt nights with only the kinds given, the others 0. */
const exempt = (nights: Partial<ExemptNights>): ExemptNights => ({ ...noExemptions(), ...nights });

const adult: TaxedGuest = { birthDate: "1980-05-04", residencePlace: null };
const resident: TaxedGuest = { birthDate: "1975-01-20", residencePlace: PESCARA };
const tax = (checkIn: string, checkOut: string, guests: TaxedGuest[], party = guests.length, rule = RULE) =>
  touristTaxOf({ checkIn, checkOut, guests: party }, guests, settingsOf(rule), DEFAULT_SEASONS, PESCARA);

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
      exemptNights: exempt({ age: 0, resident: 0, cap: 3 }),
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
      exemptNights: exempt({ age: 3, resident: 0, cap: 0 }),
    });
    // Turning 14 during the stay changes nothing: the age is the one on arrival.
    expect(tax("2027-06-30", "2027-07-03", [child])).toMatchObject({ amount: 0, exemptNights: exempt({ age: 3, resident: 0, cap: 0 }) });
    // No age exemption at all with 0.
    expect(tax("2027-07-01", "2027-07-04", [child], 1, { ...RULE, exemptUnderAge: 0 })).toMatchObject({ amount: 7.5, taxableNights: 3 });
  });

  it("exempts a resident of the property's municipality only, and only when the rule says so", () => {
    const neighbour = { birthDate: "1990-03-03", residencePlace: MONTESILVANO };
    // Resident: 2 nights exempt; Montesilvano pays 2 × 2,50.
    expect(tax("2027-08-10", "2027-08-12", [resident, neighbour])).toMatchObject({
      amount: 5,
      taxableNights: 2,
      exemptNights: exempt({ age: 0, resident: 2, cap: 0 }),
    });
    expect(tax("2027-08-10", "2027-08-12", [resident], 1, { ...RULE, exemptResidents: false })).toMatchObject({
      amount: 5,
      exemptNights: exempt({ age: 0, resident: 0, cap: 0 }),
    });
  });

  it("a child resident is exempt for age first", () => {
    expect(tax("2027-08-10", "2027-08-12", [{ birthDate: "2020-01-01", residencePlace: PESCARA }]).exemptNights).toEqual(
      exempt({ age: 2 }),
    );
  });

  it("charges each night at its own season's rate across the high/low boundary, in cents", () => {
    // 28, 29, 30 September high (3 × 2,50 = 7,50), 1 and 2 October low (2 × 1,15 = 2,30): 9,80 each.
    expect(tax("2027-09-28", "2027-10-03", [adult, adult])).toMatchObject({ amount: 19.6, taxableNights: 10 });
    // The cap keeps the first nights: 26–30 September high (12,50), 1–2 October low (2,30); 3 nights beyond.
    expect(tax("2027-09-26", "2027-10-06", [adult])).toMatchObject({
      amount: 14.8,
      taxableNights: 7,
      exemptNights: exempt({ age: 0, resident: 0, cap: 3 }),
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
      exemptNights: exempt({ age: 2, resident: 0, cap: 0 }),
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
  it("adds the rows and the ledger's figures in cents", () => {
    const row = (amount: number, collected = 0, refused = 0) => ({
      amount,
      guests: 1,
      taxableNights: 1,
      exemptNights: exempt({ age: 1, cap: 2, duty: 1 }),
      ...ledgerFigures(amount, {
        collected: collected ? { amount: collected, on: "2027-07-01" } : null,
        refused: refused ? { on: "2027-07-01" } : null,
      }),
    });
    expect(sumTaxes([row(0.1, 0.1), row(0.2, 0, 1), row(19.6)])).toEqual({
      guests: 3,
      taxableNights: 3,
      exemptNights: exempt({ age: 3, cap: 6, duty: 3 }),
      amount: 19.9,
      collected: 0.1,
      refused: 0.2,
      due: 19.7,
    });
    expect(sumTaxes([])).toEqual({ guests: 0, taxableNights: 0, exemptNights: exempt({}), amount: 0, collected: 0, refused: 0, due: 0 });
  });
});

describe("quarters", () => {
  it("gives the quarter's first and last day, its name and its deadline (the 15th day after it ends)", () => {
    expect(quarterOf("2027-02-14")).toEqual({ from: "2027-01-01", to: "2027-03-31" });
    expect(quarterOf("2027-06-30")).toEqual({ from: "2027-04-01", to: "2027-06-30" });
    expect(quarterOf("2027-07-01")).toEqual({ from: "2027-07-01", to: "2027-09-30" });
    expect(quarterOf("2027-12-31")).toEqual({ from: "2027-10-01", to: "2027-12-31" });
    expect(quarterName("2027-08-15")).toBe("2027-Q3");
    expect(quarterDeadline("2027-Q1")).toBe("2027-04-15");
    expect(quarterDeadline("2027-Q2")).toBe("2027-07-15");
    expect(quarterDeadline("2027-Q3")).toBe("2027-10-15");
    expect(quarterDeadline("2027-Q4")).toBe("2028-01-15");
  });
});

/** Pescara's preset, and the Comune's increase entered as a rule of its own from 1 April 2025 (amounts made up for the test). */
const PESCARA_RULES: Pick<TouristTaxSettings, "rules" | "exemptResidents"> = { rules: [PESCARA_2016_RULE], exemptResidents: true };
const INCREASE: TaxRule = { ...PESCARA_2016_RULE, validFrom: "2025-04-01", ratePerNight: { high: 2, low: 1.5 } };
const pescara = (
  checkIn: string,
  checkOut: string,
  guests: TaxedGuest[],
  options: { party?: number; exemptions?: TaxExemption[]; increase?: boolean } = {},
) =>
  touristTaxOf(
    { checkIn, checkOut, guests: options.party ?? guests.length },
    guests,
    options.increase ? { ...PESCARA_RULES, rules: [PESCARA_2016_RULE, INCREASE] } : PESCARA_RULES,
    DEFAULT_SEASONS,
    PESCARA,
    options.exemptions,
  );

describe("Pescara's 2016 regulation", () => {
  it("exempts a guest of 71 and a child of 11, taxes the guest of 69 and the child of 12", () => {
    // Arrival 10 March 2026, 3 nights at €1. Born 1954-06-01: 71; 1956-06-01: 69; 2014-07-01: 11; 2014-03-10: 12 that day.
    const guests: TaxedGuest[] = [
      { birthDate: "1954-06-01", residencePlace: null },
      { birthDate: "1956-06-01", residencePlace: null },
      { birthDate: "2014-07-01", residencePlace: null },
      { birthDate: "2014-03-10", residencePlace: null },
    ];
    expect(pescara("2026-03-10", "2026-03-13", guests)).toEqual({
      amount: 6,
      taxableNights: 6,
      exemptNights: exempt({ age: 6 }),
      guests: 4,
      complete: true,
    });
    // Turning 70 on the arrival day is 70: exempt.
    expect(pescara("2026-03-10", "2026-03-11", [{ birthDate: "1956-03-10", residencePlace: null }]).amount).toBe(0);
  });

  it("caps at 7 nights, across two quarters: the stay counts where it arrives", () => {
    // 25 March to 6 April 2026: 12 nights, 7 taxed at €1, 5 beyond the cap.
    expect(pescara("2026-03-25", "2026-04-06", [{ birthDate: "1980-01-01", residencePlace: null }])).toMatchObject({
      amount: 7,
      taxableNights: 7,
      exemptNights: exempt({ cap: 5 }),
    });
  });

  it("exempts one companion of a hospital patient for the owner's reason, and counts the nights under it", () => {
    const adults: TaxedGuest[] = [
      { birthDate: "1980-01-01", residencePlace: null },
      { birthDate: "1982-01-01", residencePlace: null },
    ];
    expect(pescara("2026-05-04", "2026-05-08", adults, { exemptions: [{ guest: 1, reason: "patient-companion", note: null }] })).toEqual({
      amount: 4,
      taxableNights: 4,
      exemptNights: exempt({ "patient-companion": 4 }),
      guests: 2,
      complete: true,
    });
    // A guest whose data is not entered yet can be exempt too, by their place in the party.
    expect(pescara("2026-05-04", "2026-05-06", [], { party: 2, exemptions: [{ guest: 1, reason: "duty", note: null }] })).toMatchObject({
      amount: 2,
      exemptNights: exempt({ duty: 2 }),
    });
    // An age exemption comes first: a child who is also a companion is counted for age.
    expect(
      pescara("2026-05-04", "2026-05-06", [{ birthDate: "2020-01-01", residencePlace: null }], {
        exemptions: [{ guest: 0, reason: "patient-companion", note: null }],
      }).exemptNights,
    ).toEqual(exempt({ age: 2 }));
  });

  it("taxes each night by the rule in force on it, across a change of rate", () => {
    // 29 March to 3 April 2025: 29, 30, 31 March at €1 (low season), 1 and 2 April at €1,50.
    expect(pescara("2025-03-29", "2025-04-03", [{ birthDate: "1980-01-01", residencePlace: null }], { increase: true })).toMatchObject({
      amount: 6,
      taxableNights: 5,
    });
    // A stay of March 2025 is the same with or without the later rule: a new rate never rewrites the past.
    const march = (increase: boolean) =>
      pescara("2025-03-10", "2025-03-14", [{ birthDate: "1980-01-01", residencePlace: null }], { increase });
    expect(march(true)).toEqual(march(false));
    expect(march(true).amount).toBe(4);
    // The cap counts the stay's nights whatever rule they fall under: 10 nights from 28 March, 7 taxed (4 × 1 + 3 × 1,50).
    expect(pescara("2025-03-28", "2025-04-07", [{ birthDate: "1980-01-01", residencePlace: null }], { increase: true })).toMatchObject({
      amount: 8.5,
      taxableNights: 7,
      exemptNights: exempt({ cap: 3 }),
    });
  });

  it("taxes nothing before the first rule", () => {
    expect(ruleOn([PESCARA_2016_RULE], "2015-12-31")).toBeNull();
    expect(ruleOn([PESCARA_2016_RULE, INCREASE], "2025-04-01")).toBe(INCREASE);
    expect(pescara("2015-12-30", "2016-01-02", [{ birthDate: "1980-01-01", residencePlace: null }])).toMatchObject({
      amount: 1,
      taxableNights: 1,
    });
  });
});

describe("ledgerFigures", () => {
  it("makes the tax due to the Comune unless the guest refused it", () => {
    expect(ledgerFigures(7, { collected: { amount: 7, on: "2026-04-01" }, refused: null })).toEqual({ collected: 7, refused: 0, due: 7 });
    expect(ledgerFigures(7, { collected: null, refused: { on: "2026-04-01" } })).toEqual({ collected: 0, refused: 7, due: 0 });
    expect(ledgerFigures(7, { collected: null, refused: null })).toEqual({ collected: 0, refused: 0, due: 7 });
  });
});

const stayRow = {
  stayId: 4,
  checkIn: "2027-07-01",
  checkOut: "2027-07-11",
  roomName: "Camera Uno",
  leadName: 'Hans "Hansi" Müller; jr',
  guests: 3,
  taxableNights: 7,
  exemptNights: exempt({ age: 10, resident: 10, cap: 3 }),
  amount: 17.5,
  collected: 17.5,
  refused: 0,
  due: 17.5,
  complete: true,
};

describe("taxReportCsv", () => {
  it("writes a BOM, an Italian header, ';' between fields, decimal commas, erased stays and the total", () => {
    const rows = [
      stayRow,
      {
        ...stayRow,
        stayId: 5,
        checkIn: "2027-08-10",
        checkOut: "2027-08-12",
        roomName: "Camera Due",
        leadName: "=HYPERLINK()",
        guests: 2,
        taxableNights: 4,
        exemptNights: exempt({ disability: 2 }),
        amount: 10,
        collected: 0,
        refused: 10,
        due: 0,
        complete: false,
      },
      {
        ...stayRow,
        stayId: null,
        roomName: null,
        leadName: null,
        checkIn: "2027-09-01",
        checkOut: "2027-09-02",
        exemptNights: exempt({}),
        guests: 1,
        taxableNights: 1,
        amount: 1,
        collected: 1,
        due: 1,
      },
    ];
    const csv = taxReportCsv({
      from: "2027-07-01",
      to: "2027-09-30",
      settings: { enabled: true, ...PESCARA_RULES },
      stays: rows,
      total: sumTaxes(rows),
    });
    expect(csv.startsWith("\uFEFFSoggiorno;Arrivo;Partenza;Camera;Ospite di riferimento;Ospiti;Notti tassate;Notti esenti per età;")).toBe(
      true,
    );
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      '4;01/07/2027;11/07/2027;Camera Uno;"Hans ""Hansi"" Müller; jr";3;7;10;10;0;0;0;0;0;0;3;17,50;17,50;0,00;17,50;sì',
    );
    // A name a spreadsheet would run as a formula stays text.
    expect(lines[2]).toBe("5;10/08/2027;12/08/2027;Camera Due;'=HYPERLINK();2;4;0;0;0;2;0;0;0;0;0;10,00;0,00;10,00;0,00;no");
    expect(lines[3]).toBe("cancellato;01/09/2027;02/09/2027;;;1;1;0;0;0;0;0;0;0;0;0;1,00;1,00;0,00;1,00;sì");
    expect(lines[4]).toBe("Totale;01/07/2027;30/09/2027;;;6;12;10;10;0;2;0;0;0;0;3;28,50;18,50;10,00;18,50;");
  });
});

describe("taxYearCsv", () => {
  it("writes one row per quarter with its deadline, then the year", () => {
    const zero = { ...sumTaxes([]), nights: 0, paid: 0 };
    const q = (n: number, deadline: string, extra = {}) => ({ ...zero, quarter: `2027-Q${n}`, from: "", to: "", deadline, ...extra });
    const csv = taxYearCsv({
      year: 2027,
      quarters: [
        q(1, "2027-04-15"),
        q(2, "2027-07-15"),
        q(3, "2027-10-15", { guests: 3, nights: 30, amount: 17.5, due: 17.5, paid: 17.5 }),
        q(4, "2028-01-15"),
      ],
      total: { ...zero, guests: 3, nights: 30, amount: 17.5, due: 17.5, paid: 17.5 },
    });
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Periodo;Scadenza versamento;Ospiti;Pernottamenti;Notti tassate;Notti esenti per età;.*;Versata \(€\)$/);
    expect(lines[3]).toBe("3º trimestre 2027;15/10/2027;3;30;0;0;0;0;0;0;0;0;0;0;17,50;0,00;0,00;17,50;17,50");
    expect(lines[5]).toBe("Anno 2027;;3;30;0;0;0;0;0;0;0;0;0;0;17,50;0,00;0,00;17,50;17,50");
  });
});
