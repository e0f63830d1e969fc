import { z } from "zod";

import { SEASONS } from "~/lib/constants";

const AMOUNT = String.raw`\d{1,5}(?:[.,]\d{1,2})?`;
const PRICE_TEXT = new RegExp(String.raw`^(${AMOUNT})(?:\s*[-–]\s*(${AMOUNT}))?\s*€?$`);

/**
 * A price per night: a number (the edited text converted to a decimal) or a text
 * such as "70-85" or "70 €". Stored as normalised text: "70", "70.5", "70-85".
 */
export const priceSchema = z.union([z.number(), z.string()], { error: "errors.invalidPrice" }).transform((value, ctx) => {
  const normalise = (amount: string) => String(Number(amount.replace(",", ".")));
  if (typeof value === "number") {
    // Judge the value as it will be stored (cents), so 0.001 cannot become a price of "0".
    const cents = Math.round(value * 100) / 100;
    if (!Number.isFinite(cents) || cents <= 0 || cents >= 100_000) {
      ctx.addIssue({ code: "custom", message: "errors.invalidPrice" });
      return z.NEVER;
    }
    return String(cents);
  }
  const match = PRICE_TEXT.exec(value.trim());
  if (!match || Number(match[1].replace(",", ".")) <= 0) {
    ctx.addIssue({ code: "custom", message: "errors.invalidPrice" });
    return z.NEVER;
  }
  const low = normalise(match[1]);
  if (!match[2]) return low;
  const high = normalise(match[2]);
  if (Number(high) < Number(low)) {
    ctx.addIssue({ code: "custom", message: "errors.invalidPrice" });
    return z.NEVER;
  }
  return low === high ? low : `${low}-${high}`;
});

export const priceUpdateSchema = z.object({ pricePerNight: priceSchema });
export const seasonSchema = z.enum(SEASONS, { error: "errors.notFound" });
