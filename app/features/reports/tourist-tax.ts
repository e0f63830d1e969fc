import type { Season } from "~/lib/constants";
import { addDays } from "~/lib/dates";
import { seasonOf, type Seasons } from "~/lib/seasons";

/**
 * The municipality's tourist tax ("imposta di soggiorno"): the owner's rules, each in force from
 * its day, and what a stay owes under them. Pure and browser-safe: the panel shows the same types
 * the server computes.
 */

/** One rule of the municipality, in force from `validFrom` until the next rule's day. Rates in euros per guest and night. */
export type TaxRule = {
  validFrom: string;
  ratePerNight: Record<Season, number>;
  /** Nights per guest and stay that are taxed; the ones after them are not (the municipality's cap). */
  maxNights: number;
  /** Guests younger than this on the day of arrival pay nothing. */
  exemptUnderAge: number;
  /** Guests this old or older on the day of arrival pay nothing; null when the rule has no upper age. */
  exemptFromAge: number | null;
};

/** The owner's settings (GET/PUT /api/settings/tourist-tax): the rules sorted by their first day. */
export type TouristTaxSettings = {
  enabled: boolean;
  rules: TaxRule[];
  /** Guests living in the property's own municipality pay nothing. */
  exemptResidents: boolean;
};

/** The first day any rule can start from: the one a rule of the older, undated shape is read as. */
export const FIRST_RULE_DAY = "2000-01-01";

/** Until the owner sets her municipality's rule, no tax is shown or e-mailed. */
export const DEFAULT_TOURIST_TAX: TouristTaxSettings = {
  enabled: false,
  rules: [{ validFrom: FIRST_RULE_DAY, ratePerNight: { high: 0, low: 0 }, maxNights: 7, exemptUnderAge: 12, exemptFromAge: null }],
  exemptResidents: true,
};

/**
 * Pescara's regulation of 2016 (imposta di soggiorno, B&B): €1 per guest and night all year, at
 * most 7 nights, guests under 12 and from 70 exempt, residents exempt. Offered in the panel for
 * the owner to confirm; the rates the Comune decides later she adds as rules of their own.
 */
export const PESCARA_2016_RULE: TaxRule = {
  validFrom: "2016-01-01",
  ratePerNight: { high: 1, low: 1 },
  maxNights: 7,
  exemptUnderAge: 12,
  exemptFromAge: 70,
};

export const TOURIST_TAX_LIMITS = {
  maxRate: 10,
  maxNights: { min: 1, max: 60 },
  exemptUnderAge: { min: 0, max: 25 },
  exemptFromAge: { min: 50, max: 120 },
  maxRules: 20,
  noteLength: 200,
} as const;

/** The exemptions the regulation grants on the owner's word, each with its reason. */
export const EXEMPTION_REASONS = ["patient-companion", "disability", "duty", "evacuee", "staff", "other"] as const;
export type ExemptionReason = (typeof EXEMPTION_REASONS)[number];

/** A guest the owner marked exempt: by their place in the party (0 is the lead guest), with the reason. */
export type TaxExemption = { guest: number; reason: ExemptionReason; note: string | null };

/** Guest-nights not taxed, by why: an age, a resident, beyond the cap, or one of the owner's reasons. */
export type ExemptNights = { age: number; resident: number; cap: number } & Record<ExemptionReason, number>;

export const EXEMPT_NIGHT_KINDS = ["age", "resident", "cap", ...EXEMPTION_REASONS] as const satisfies readonly (keyof ExemptNights)[];

/** What a stay owes (GET /api/stays/{id}'s `touristTax`). `amount` in euros, to the cent. */
export type TouristTax = { amount: number; taxableNights: number; exemptNights: ExemptNights };

/** A stay's tax with what it was computed on: the guests counted, and whether each one's data was entered. */
export type StayTouristTax = TouristTax & { guests: number; complete: boolean };

/** The two facts of a guest the tax looks at. */
export type TaxedGuest = { birthDate: string; residencePlace: string | null };

export type TaxedStay = { checkIn: string; checkOut: string; guests: number };

/** Euros to whole cents: every sum is made in cents, so 0.1 + 0.2 never shows as 0.30000000000000004. */
export const toCents = (euros: number) => Math.round(euros * 100);

/**
 * Age in whole years on `day` (both YYYY-MM-DD). Someone born on 29 February turns a year older
 * on 1 March in the years without one.
 */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5, 10) < birthDate.slice(5, 10) ? years - 1 : years;
}

/** The nights of a stay, by the date each begins: check-in included, check-out not. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}

export const noExemptions = (): ExemptNights => ({
  age: 0,
  resident: 0,
  cap: 0,
  "patient-companion": 0,
  disability: 0,
  duty: 0,
  evacuee: 0,
  staff: 0,
  other: 0,
});

/** The rule in force on `night`: the last one starting on it or before; null before the first. */
export function ruleOn(rules: readonly TaxRule[], night: string): TaxRule | null {
  let found: TaxRule | null = null;
  for (const rule of rules) if (rule.validFrom <= night && (!found || rule.validFrom > found.validFrom)) found = rule;
  return found;
}

/** The nights of a stay grouped by the rule in force on each (a change of rate mid-stay splits them). */
function nightsByRule(
  nights: readonly string[],
  rules: readonly TaxRule[],
): { rule: TaxRule | null; nights: { night: string; index: number }[] }[] {
  const groups: { rule: TaxRule | null; nights: { night: string; index: number }[] }[] = [];
  nights.forEach((night, index) => {
    const rule = ruleOn(rules, night);
    const last = groups.at(-1);
    if (last && last.rule === rule) last.nights.push({ night, index });
    else groups.push({ rule, nights: [{ night, index }] });
  });
  return groups;
}

/**
 * What a stay owes. Each night is taxed by the rule in force on that night, so that a new rate
 * never rewrites the nights before it. For each guest and night, in this order: exempt by age
 * (under the rule's lower age or from its upper one, on the arrival day), else as a resident of
 * the property's municipality (when residents are exempt), else for the reason the owner gave,
 * else beyond the cap (the night's place in the stay past the rule's `maxNights`), else taxed at
 * the rate of its own season. Nights before the first rule are not taxed and not counted.
 *
 * `guests` are the data entered for the stay. When fewer were entered than the stay's party,
 * the missing ones are counted as adults living elsewhere: the tax is never understated, and
 * entering their data can only lower it (`complete` says whether that may still happen).
 */
export function touristTaxOf(
  stay: TaxedStay,
  guests: readonly TaxedGuest[],
  settings: Pick<TouristTaxSettings, "rules" | "exemptResidents">,
  seasons: Seasons,
  municipality: string,
  exemptions: readonly TaxExemption[] = [],
): StayTouristTax {
  const groups = nightsByRule(nightsOf(stay.checkIn, stay.checkOut), settings.rules);
  const party = Math.max(stay.guests, guests.length);
  const reasons = new Map(exemptions.map((e) => [e.guest, e.reason]));

  const exemptNights = noExemptions();
  let cents = 0;
  let taxableNights = 0;
  for (let position = 0; position < party; position++) {
    const guest = guests[position];
    const age = guest ? ageOn(guest.birthDate, stay.checkIn) : null;
    const resident = guest?.residencePlace === municipality;
    const reason = reasons.get(position);
    for (const { rule, nights } of groups) {
      if (!rule) continue;
      const count = nights.length;
      if (age !== null && (age < rule.exemptUnderAge || (rule.exemptFromAge !== null && age >= rule.exemptFromAge))) {
        exemptNights.age += count;
      } else if (resident && settings.exemptResidents) exemptNights.resident += count;
      else if (reason) exemptNights[reason] += count;
      else {
        for (const { night, index } of nights) {
          if (index >= rule.maxNights) exemptNights.cap++;
          else {
            cents += toCents(rule.ratePerNight[seasonOf(night, seasons)]);
            taxableNights++;
          }
        }
      }
    }
  }
  return { amount: cents / 100, taxableNights, exemptNights, guests: party, complete: guests.length >= stay.guests };
}

/** The three figures a stay's page and the API show, without what they were computed on. */
export function publicTax({ amount, taxableNights, exemptNights }: TouristTax): TouristTax {
  return { amount, taxableNights, exemptNights: { ...exemptNights } };
}

/** What the owner recorded of a stay's tax: the guests she marked exempt, and the tax collected or refused. */
export type TaxLedgerEntry = {
  exemptions: TaxExemption[];
  /** Collected at the property: how much (euros) and on which day. */
  collected: { amount: number; on: string } | null;
  /** The guest refused to pay, on that day (the declaration the owner has them sign, for the Comune). */
  refused: { on: string } | null;
};

export const NO_LEDGER_ENTRY: TaxLedgerEntry = { exemptions: [], collected: null, refused: null };

/**
 * The ledger's three figures beside the tax: collected, refused (the tax a guest refused to pay,
 * which the Comune recovers from them) and due, what the owner owes the Comune for the stay: the
 * tax, less what was refused.
 */
export type LedgerFigures = { collected: number; refused: number; due: number };

export function ledgerFigures(amount: number, entry: Pick<TaxLedgerEntry, "collected" | "refused">): LedgerFigures {
  const refused = entry.refused ? amount : 0;
  return { collected: entry.collected?.amount ?? 0, refused, due: (toCents(amount) - toCents(refused)) / 100 };
}

/** A stay's tax as its page shows it (GET /api/stays/{id}'s `touristTax`, PUT …/tourist-tax's answer): the figures, the ledger's, and what the owner recorded. */
export type StayTaxView = TouristTax & LedgerFigures & { entry: TaxLedgerEntry };

/** One stay of the report, with what the owner needs to find it; an erased stay keeps its figures without name or room. */
export type TaxReportStay = TouristTax &
  LedgerFigures & {
    /** Null once the stay was erased: its tax figures are kept for the Comune, nothing else. */
    stayId: number | null;
    checkIn: string;
    checkOut: string;
    roomName: string | null;
    leadName: string | null;
    guests: number;
    /** Every guest's data was entered: else the missing ones were counted as adults living elsewhere. */
    complete: boolean;
  };

export type TaxTotal = TouristTax & LedgerFigures & { guests: number };

/** GET /api/reports/tourist-tax (the panel's tab also shows the settings and each stay's dates and name). */
export type TaxReport = {
  from: string;
  to: string;
  /** The settings the figures were computed with (the panel says when the tax is off). */
  settings: TouristTaxSettings;
  stays: TaxReportStay[];
  total: TaxTotal;
};

/** Sums of several stays' figures, in cents so that the total is the sum of the rows shown. */
export function sumTaxes(rows: readonly (TouristTax & Partial<LedgerFigures> & { guests: number })[]): TaxTotal {
  const exemptNights = noExemptions();
  const cents = { amount: 0, collected: 0, refused: 0, due: 0 };
  let taxableNights = 0;
  let guests = 0;
  for (const row of rows) {
    cents.amount += toCents(row.amount);
    cents.collected += toCents(row.collected ?? 0);
    cents.refused += toCents(row.refused ?? 0);
    cents.due += toCents(row.due ?? row.amount);
    taxableNights += row.taxableNights;
    guests += row.guests;
    for (const kind of EXEMPT_NIGHT_KINDS) exemptNights[kind] += row.exemptNights[kind];
  }
  return {
    guests,
    taxableNights,
    exemptNights,
    amount: cents.amount / 100,
    collected: cents.collected / 100,
    refused: cents.refused / 100,
    due: cents.due / 100,
  };
}

/** "Adempimenti › Imposta di soggiorno"'s address: /admin/adempimenti/imposta?dal=2027-01-01&al=2027-03-31&anno=2027 */
export const TAX_PARAMS = { from: "dal", to: "al", year: "anno" } as const;

/** The quarter a day falls in, as the municipality's returns are made: first and last day. */
export function quarterOf(day: string): { from: string; to: string } {
  return quarterRange(quarterName(day));
}

/** "2027-Q3": the name a payment to the Comune is recorded under. */
export const QUARTER_FORMAT = /^(\d{4})-Q([1-4])$/;

export function quarterName(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

export function quarterRange(quarter: string): { from: string; to: string } {
  const [, year, q] = QUARTER_FORMAT.exec(quarter)!;
  const first = (Number(q) - 1) * 3 + 1;
  const from = `${year}-${String(first).padStart(2, "0")}-01`;
  const next = first === 10 ? `${Number(year) + 1}-01-01` : `${year}-${String(first + 3).padStart(2, "0")}-01`;
  return { from, to: addDays(next, -1) };
}

/** The tax of a quarter is paid to the Comune within 15 days after it ends: the last day it may be paid. */
export function quarterDeadline(quarter: string): string {
  return addDays(quarterRange(quarter).to, 15);
}

/** Days before a quarter's deadline the owner is reminded of it by e-mail. */
export const PAYMENT_REMINDER_DAYS = 5;

/** A payment to the Comune (POST/GET /api/tourist-tax/payments). */
export type TaxPayment = { id: number; quarter: string; amount: number; paidOn: string; reference: string };

/** A quarter as the panel shows it: the tax due, collected and refused by its stays' arrivals, what was paid, and by when. */
export type TaxQuarter = TaxTotal & { quarter: string; from: string; to: string; deadline: string; paid: number; nights: number };

/** The year's figures for the annual declaration to the Comune ("dichiarazione annuale", GET /api/reports/tourist-tax/year). */
export type TaxYear = { year: number; quarters: TaxQuarter[]; total: TaxTotal & { paid: number; nights: number } };
