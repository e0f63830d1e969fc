import { FormField } from "~/components/ui/form-field";
import { LANGUAGES } from "~/i18n/languages";

import { inputId, type BusinessFields } from "./business-form";
import { BusinessSection } from "./business-section";
import { T } from "./texts";

const TA = T.business.arrival;

/** The owner's notes for arriving guests, in each language of the pre-arrival e-mail. */
export function BusinessArrival({ fields: { values, errors, change } }: { fields: BusinessFields }) {
  return (
    <BusinessSection id="business-arrival" title={TA.title}>
      <p className="-mt-1 text-sm text-ink-600">{TA.intro}</p>
      {LANGUAGES.map((lang) => {
        const key = `arrivalNotes.${lang}` as const;
        return (
          <FormField key={key} id={inputId(key)} name={key} label={TA.note(lang)} labelNote={T.business.optional} error={errors[key]}>
            {(control) => (
              <textarea
                {...control}
                lang={lang}
                rows={3}
                maxLength={2000}
                value={values[key]}
                onChange={(e) => change(key, e.target.value)}
                className="field-input"
              />
            )}
          </FormField>
        );
      })}
    </BusinessSection>
  );
}
