import { BusinessField } from "./business-field";
import type { BusinessFields } from "./business-form";
import { BusinessSection } from "./business-section";
import { T } from "./texts";

const TC = T.business.contacts;
const PHONE = { type: "tel", inputMode: "tel" } as const;

/** How guests reach the business, and the taxi it suggests. */
export function BusinessContacts({ fields }: { fields: BusinessFields }) {
  return (
    <BusinessSection id="business-contacts" title={TC.title}>
      <div className="grid gap-4 sm:grid-cols-2">
        <BusinessField fields={fields} name="phone" label={TC.phone} hint={TC.phoneHint} input={PHONE} />
        <BusinessField fields={fields} name="whatsapp" label={TC.whatsapp} optional hint={TC.whatsappHint} input={PHONE} />
        <BusinessField
          fields={fields}
          name="email"
          label={TC.email}
          className="sm:col-span-2"
          input={{ type: "email", inputMode: "email", autoCapitalize: "none", spellCheck: false }}
        />
        <BusinessField fields={fields} name="taxiPhone" label={TC.taxi} input={PHONE} />
      </div>
    </BusinessSection>
  );
}
