import type { Language } from "~/i18n/languages";

import type { Block } from "./blocks";
import { euros } from "./format";

/**
 * The pre-arrival e-mail's words on the municipality's tourist tax, paid at the property. The
 * amount may be computed before every guest's data is in (the missing ones count as adults),
 * hence the word on recalculating it.
 */
const TEXTS: Record<Language, { title: string; text: (amount: string) => string }> = {
  it: {
    title: "Imposta di soggiorno",
    text: (amount) =>
      `L'imposta di soggiorno del Comune per il tuo soggiorno è di ${amount} e si paga in struttura. Se il numero o l'età degli ospiti cambiano, la ricalcoliamo all'arrivo.`,
  },
  en: {
    title: "Tourist tax",
    text: (amount) =>
      `The municipality's tourist tax for your stay is ${amount}, to be paid at the property. If the number or the ages of the guests change, we will work it out again on arrival.`,
  },
  de: {
    title: "Kurtaxe",
    text: (amount) =>
      `Die Kurtaxe der Gemeinde für Ihren Aufenthalt beträgt ${amount} und wird vor Ort in der Unterkunft bezahlt. Ändern sich Anzahl oder Alter der Gäste, berechnen wir sie bei der Ankunft neu.`,
  },
  es: {
    title: "Tasa turística",
    text: (amount) =>
      `La tasa turística del municipio para tu estancia es de ${amount} y se paga en el alojamiento. Si cambian el número o la edad de los huéspedes, la recalcularemos a la llegada.`,
  },
};

/** The tax to pay at the property, when there is one to pay. */
export function touristTaxBlocks(lang: Language, cents: number | null | undefined): Block[] {
  if (!cents || cents <= 0) return [];
  const t = TEXTS[lang];
  return [{ kind: "details", tone: "box", title: t.title, rows: [{ label: t.title, value: t.text(euros(cents, lang)) }] }];
}
