import { Link } from "react-router";

import { ADMIN_SECTION_PATHS } from "~/components/admin/addresses";
import { formatStayDate } from "~/components/admin/format";
import { EXEMPT_NIGHT_KINDS, type ExemptNights, type StayTaxView } from "~/features/reports/tourist-tax";
import { euros } from "~/lib/italian";

import { StayTaxForm } from "./stay-tax-form";
import { T } from "./texts";

const W = T.stayTax;

/** The exempt nights that there are, by why: "2 per età, 3 oltre il massimo". */
function exemptText(nights: ExemptNights): string {
  return EXEMPT_NIGHT_KINDS.filter((kind) => nights[kind] > 0)
    .map((kind) => W.exemptKinds[kind](nights[kind]))
    .join(", ");
}

/**
 * "Imposta di soggiorno" on a stay's page: what to collect at the property and why not more,
 * what was collected or refused and what is owed the Comune; then the form that records it.
 */
export function TouristTaxSection({
  stayId,
  tax,
  entered,
  expected,
  names = [],
}: {
  stayId: number;
  tax: StayTaxView;
  entered: number;
  expected: number;
  /** The guests' names by their place in the party, where known. */
  names?: (string | null | undefined)[];
}) {
  const { collected, refused } = tax.entry;
  const facts: [string, string][] = [
    [W.amount, euros(tax.amount)],
    [W.taxable, String(tax.taxableNights)],
    [W.exempt, exemptText(tax.exemptNights) || W.none],
    [W.collected, collected ? `${euros(tax.collected)}${W.collectedOn(formatStayDate(collected.on))}` : W.notYet],
    ...(refused ? ([[W.refused, `${euros(tax.refused)}${W.collectedOn(formatStayDate(refused.on))}`]] as [string, string][]) : []),
    [W.due, euros(tax.due)],
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
      <StayTaxForm stayId={stayId} tax={tax} party={expected} names={names} />
      <p className="mt-4 text-sm text-ink-600">
        <Link to={ADMIN_SECTION_PATHS.settings} className="font-semibold text-sea-800 underline">
          {W.rule}
        </Link>
      </p>
    </section>
  );
}
