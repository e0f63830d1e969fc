import { BusinessField } from "./business-field";
import { CODE_INPUT, type BusinessFields } from "./business-form";
import { BusinessSection } from "./business-section";
import { T } from "./texts";

const TB = T.business.bank;

/** The account the deposits are paid into: the owner's own, never on the site. */
export function BusinessBank({ fields }: { fields: BusinessFields }) {
  return (
    <BusinessSection id="business-bank" title={TB.title}>
      <p className="-mt-1 text-sm text-ink-600">{TB.intro}</p>
      <BusinessField fields={fields} name="accountHolder" label={TB.holder} optional input={{ autoComplete: "off", maxLength: 70 }} />
      <BusinessField
        fields={fields}
        name="iban"
        label={TB.iban}
        optional
        hint={TB.ibanHint}
        input={{ ...CODE_INPUT, maxLength: 42, className: "font-mono text-sm sm:text-base" }}
      />
      <BusinessField fields={fields} name="bankName" label={TB.bankName} optional input={{ maxLength: 100 }} />
    </BusinessSection>
  );
}
