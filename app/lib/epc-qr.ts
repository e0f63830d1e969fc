/**
 * The SEPA credit transfer QR code of the European Payments Council (EPC069-12, version 002):
 * what European banking apps scan to fill in a transfer. Its text, line by line: service tag,
 * version, character set (1 = UTF-8), identification, the BIC (optional in version 002), the
 * beneficiary's name (at most 70 characters), the IBAN, the amount ("EUR150.50"), purpose,
 * structured reference, the unstructured reference (at most 140 characters). At most 331 bytes.
 */
export type EpcTransfer = { name: string; iban: string; amountCents: number; reference: string };

const clip = (text: string, max: number) => [...text.replace(/[\r\n]+/g, " ").trim()].slice(0, max).join("");

export function epcPayload({ name, iban, amountCents, reference }: EpcTransfer): string {
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > 99_999_999_999) throw new RangeError("EPC amount out of range");
  return ["BCD", "002", "1", "SCT", "", clip(name, 70), iban, `EUR${(amountCents / 100).toFixed(2)}`, "", "", clip(reference, 140)].join(
    "\n",
  );
}
