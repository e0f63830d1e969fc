import { BusinessField } from "./business-field";
import { CODE_INPUT, type BusinessFields } from "./business-form";
import { BusinessSection } from "./business-section";
import { T } from "./texts";

const TA = T.business.address;

/** The business's postal address. */
export function BusinessAddress({ fields }: { fields: BusinessFields }) {
  return (
    <BusinessSection id="business-address" title={TA.title}>
      <BusinessField fields={fields} name="streetAddress" label={TA.street} />
      <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
        <BusinessField fields={fields} name="postalCode" label={TA.postalCode} input={{ inputMode: "numeric" }} />
        <BusinessField fields={fields} name="city" label={TA.city} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <BusinessField fields={fields} name="province" label={TA.province} optional hint={TA.provinceHint} input={CODE_INPUT} />
        <BusinessField fields={fields} name="country" label={TA.country} hint={TA.countryHint} input={CODE_INPUT} />
      </div>
    </BusinessSection>
  );
}
