/**
 * IBANs as ISO 13616 writes them: two letters of the country, two check digits, the national
 * account number. Checked with the check digits (mod 97) and, for the SEPA countries, the
 * country's length, so that a mistyped digit is refused before a guest sends money to it.
 */

/** The lengths of the SEPA countries' IBANs (the register of SWIFT, release 2024). */
const LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Without spaces, upper case: "it60 x054 2811 1010 0000 0123 456" → "IT60X0542811101000000123456". */
export const normalizeIban = (value: string) => value.replace(/[\s-]+/g, "").toUpperCase();

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  // The first four characters go to the end, letters become 10–35, and the number mod 97 is 1.
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** In groups of four, as banks print it: "IT60 X054 2811 1010 0000 0123 456". */
export const formatIban = (iban: string) => normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
