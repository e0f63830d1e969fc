import { FormField } from "~/components/ui/form-field";
import { useT } from "~/i18n/use-t";
import { LIMITS } from "~/lib/constants";

import type { QuoteFormState } from "./quote-form-state";

/** Who asks: first and last name, e-mail, and a phone number if they like. */
export function QuoteContactFields({ form: { values, field } }: { form: QuoteFormState }) {
  const { t } = useT();
  return (
    <>
      <FormField name="firstName" label={t("quote.form.firstName")} {...field("firstName")}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="given-name"
            maxLength={LIMITS.quoteName}
            defaultValue={values.firstName}
            className="field-input"
          />
        )}
      </FormField>
      <FormField name="lastName" label={t("quote.form.lastName")} {...field("lastName")}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="family-name"
            maxLength={LIMITS.quoteName}
            defaultValue={values.lastName}
            className="field-input"
          />
        )}
      </FormField>
      <FormField name="email" label={t("quote.form.email")} {...field("email")}>
        {(control) => (
          <input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            defaultValue={values.email}
            className="field-input"
          />
        )}
      </FormField>
      <FormField name="phone" label={t("quote.form.phone")} labelNote={t("quote.form.optional")} {...field("phone")}>
        {(control) => (
          <input {...control} type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={values.phone} className="field-input" />
        )}
      </FormField>
    </>
  );
}
