import { LANGUAGES } from "~/i18n/languages";

import { BusinessField } from "./business-field";
import { TRANSLATIONS, type BusinessFields } from "./business-form";
import { BusinessSection } from "./business-section";
import { T } from "./texts";

const TI = T.business.identity;

/** The business's name and its tagline in each language, with the translations still missing. */
export function BusinessIdentity({ fields }: { fields: BusinessFields }) {
  const { values } = fields;
  const missingTranslations = TRANSLATIONS.filter((lang) => values[`tagline.${lang}`].trim() === "");
  return (
    <BusinessSection id="business-identity" title={TI.title} wide>
      <div className="grid gap-4 lg:grid-cols-2">
        <BusinessField fields={fields} name="name" label={TI.name} input={{ autoComplete: "organization" }} />
      </div>
      <fieldset aria-describedby="business-tagline-hint business-tagline-status">
        <legend className="field-label">{TI.tagline}</legend>
        <p id="business-tagline-hint" className="text-sm text-ink-600">
          {TI.taglineHint}
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {LANGUAGES.map((lang) => (
            <BusinessField
              key={lang}
              fields={fields}
              name={`tagline.${lang}`}
              label={TI.languages[lang]}
              optional={lang !== "it"}
              input={{ lang, placeholder: lang === "it" ? undefined : values["tagline.it"], maxLength: 120 }}
            />
          ))}
        </div>
        <p
          id="business-tagline-status"
          className={`mt-3 text-sm font-medium ${missingTranslations.length ? "text-terracotta-700" : "text-olive-700"}`}
        >
          {missingTranslations.length ? TI.missing(missingTranslations.map((l) => TI.languages[l].toLowerCase())) : TI.complete}
        </p>
      </fieldset>
    </BusinessSection>
  );
}
