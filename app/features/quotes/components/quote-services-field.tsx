import { FieldError } from "~/components/ui/field-error";
import { describedBy, hintId } from "~/components/ui/form-field";
import { useT } from "~/i18n/use-t";
import { ADDITIONAL_SERVICE_IDS } from "~/lib/constants";

import type { QuoteFormState } from "./quote-form-state";

/** The extra services the guest may ask for, one checkbox each, with a hint and the group's one error. */
export function QuoteServicesField({ form: { errors, values } }: { form: QuoteFormState }) {
  const { t } = useT();
  const servicesError = errors.additionalServices;
  const servicesHint = t("quote.form.services.hint");
  return (
    <fieldset
      className="sm:col-span-2"
      aria-describedby={describedBy("field-additionalServices", { hint: servicesHint, error: servicesError })}
    >
      <legend className="field-label">
        {t("quote.form.services.legend")}
        <span className="ml-1 font-normal text-ink-600">{t("quote.form.optional")}</span>
      </legend>
      <div className="grid gap-2.5 sm:grid-cols-2">
        {ADDITIONAL_SERVICE_IDS.map((id) => (
          <label
            key={id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-300 bg-white px-3.5 py-2.5 text-ink-900 has-checked:border-sea-600 has-checked:bg-sea-50 has-focus-visible:ring-2 has-focus-visible:ring-sea-200"
          >
            <input
              type="checkbox"
              name="additionalServices"
              value={id}
              defaultChecked={values.additionalServices?.includes(id) ?? false}
              aria-invalid={servicesError ? true : undefined}
              className="size-5 shrink-0 accent-sea-700"
            />
            <span>{t(`quote.form.services.${id}`)}</span>
          </label>
        ))}
      </div>
      <p id={hintId("field-additionalServices")} className="mt-2 text-sm text-ink-600">
        {servicesHint}
      </p>
      <FieldError id="field-additionalServices" error={servicesError} />
    </fieldset>
  );
}
