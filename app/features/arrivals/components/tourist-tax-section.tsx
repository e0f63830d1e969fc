import { Link } from "react-router";

import { ADMIN_SECTION_PATHS } from "~/components/admin/addresses";
import type { TouristTax } from "~/features/reports/tourist-tax";

/** This section's own words: it is the only place of the stay's page that speaks of the tax. */
const W = {
  title: "Imposta di soggiorno",
  amount: "Da pagare in struttura",
  taxable: "Notti tassate",
  exempt: "Notti esenti",
  none: "nessuna",
  age: (n: number) => `${n} per età`,
  resident: (n: number) => `${n} di residenti`,
  cap: (n: number) => `${n} oltre il massimo`,
  incomplete: (entered: number, expected: number) =>
    `Calcolata con i dati di ${entered} ospit${entered === 1 ? "e" : "i"} su ${expected}: chi manca è contato come adulto non residente.`,
  rule: "La regola si cambia in Impostazioni.",
};

const euros = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" });

/** "Imposta di soggiorno" on a stay's page: what to collect at the property, and why not more. */
export function TouristTaxSection({ tax, entered, expected }: { tax: TouristTax; entered: number; expected: number }) {
  const { age, resident, cap } = tax.exemptNights;
  const exempt = [age && W.age(age), resident && W.resident(resident), cap && W.cap(cap)].filter(Boolean).join(", ") || W.none;
  const facts: [string, string][] = [
    [W.amount, euros.format(tax.amount)],
    [W.taxable, String(tax.taxableNights)],
    [W.exempt, exempt],
  ];
  return (
    <section aria-labelledby="stay-tax-title" className="card p-4 sm:p-6">
      <h3 id="stay-tax-title" className="text-xl font-semibold text-sea-950">
        {W.title}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-900">{term}</dt>
            <dd className="mb-2 text-ink-700 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {entered < expected && <p className="mt-3 text-sm text-terracotta-700">{W.incomplete(entered, expected)}</p>}
      <p className="mt-3 text-sm text-ink-600">
        <Link to={ADMIN_SECTION_PATHS.settings} className="font-semibold text-sea-800 underline">
          {W.rule}
        </Link>
      </p>
    </section>
  );
}
