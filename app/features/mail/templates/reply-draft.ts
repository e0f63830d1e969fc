import type { Language } from "~/i18n/languages";

import { endSentence, greetableName, longDate, priceText } from "./format";
import { WORDS } from "./words";

/**
 * The text the owner's "Rispondi" form starts from, in the guest's language: greeting, thanks,
 * the stay, the price when she typed one, how to confirm, her signature. Browser-safe: the panel
 * calls it as she types the price.
 */
export function replyDraft(
  q: { firstName: string; checkIn: string; checkOut: string; nights: number; guests: number; roomName: string | null; lang: Language },
  price: string | null,
  signature: string,
): string {
  const w = WORDS[q.lang];
  const name = greetableName(q.firstName);
  const lines = [
    name ? w.greeting(name) : w.genericGreeting,
    "",
    w.draft.thanks,
    "",
    `${w.labels.checkIn}: ${longDate(q.checkIn, q.lang)}`,
    `${w.labels.checkOut}: ${longDate(q.checkOut, q.lang)} (${w.nights(q.nights)})`,
    `${w.labels.guests}: ${q.guests}`,
    `${w.labels.room}: ${q.roomName ?? w.draft.anyRoom}`,
    "",
  ];
  if (price?.trim()) lines.push(endSentence(w.draft.price(priceText(price))), "");
  lines.push(w.draft.confirm, "", w.closing, signature.trim());
  return lines.join("\n");
}
