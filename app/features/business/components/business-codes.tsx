import { TriangleAlert } from "lucide-react";

import { BusinessField } from "./business-field";
import { CODE_INPUT, type BusinessFields } from "./business-form";
import { BusinessSection } from "./business-section";
import { T } from "./texts";

const TC = T.business.codes;

/** The national (CIN) and regional codes, with a warning while the CIN is missing. */
export function BusinessCodes({ fields }: { fields: BusinessFields }) {
  const cinMissing = fields.values.cin.trim() === "";
  return (
    <BusinessSection id="business-codes" title={TC.title}>
      <BusinessField fields={fields} name="cin" label={TC.cin} hint={TC.cinHint} input={{ ...CODE_INPUT, maxLength: 40 }} />
      {cinMissing && (
        <div role="alert" className="flex gap-3 rounded-xl border border-danger-700/40 bg-danger-50 p-4 text-ink-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
          <p>
            <strong className="block text-danger-700">{TC.cinMissingTitle}</strong>
            {TC.cinMissing}
          </p>
        </div>
      )}
      <BusinessField fields={fields} name="regionalCode" label={TC.regional} optional hint={TC.regionalHint} input={CODE_INPUT} />
    </BusinessSection>
  );
}
