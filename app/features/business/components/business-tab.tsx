import { ExternalLink, TriangleAlert } from "lucide-react";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";

import { TabHeader } from "~/components/admin/tab-header";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { hrefFor } from "~/i18n/links";
import { mapPageUrl, useBusiness, type Business, type BusinessOwnerDetails } from "~/lib/business";
import { LANGUAGES } from "~/lib/constants";

import {
  bodyOf,
  HOUR_KINDS,
  inputId,
  isFieldKey,
  isValues,
  mapPoint,
  sameValues,
  TRANSLATIONS,
  valuesOf,
  type FieldKey,
} from "./business-form";
import { T } from "./texts";

const TB = T.business;

const DRAFT_KEY = "business";

/** The "Struttura" tab: the owner's business details, shown on every public page, and her own (the deposits' account, the pre-arrival notes). */
export function BusinessTab({ owner }: { owner: BusinessOwnerDetails }) {
  const business = useBusiness();
  const [justSaved, setJustSaved] = useState(false);
  const form = usePanelForm({
    saved: valuesOf(business, owner),
    draft: { store: adminDrafts, key: DRAFT_KEY, isValid: isValues },
    same: sameValues,
    run: useAdminAction(),
    submit: (values) => {
      setJustSaved(false);
      return apiRequest<Business>("PUT", "/api/business", bodyOf(values));
    },
    success: { title: TB.saved, description: TB.savedDescription },
    error: TB.error,
    // The root loader has been read again (the runner revalidates): the form now shows what was stored.
    onSaved: () => setJustSaved(true),
  });
  const { values, errors, busy, edited, formRef, onSubmit } = form;

  const change = (key: FieldKey, value: string) => {
    form.setField(key, value);
    setJustSaved(false);
  };

  /** One text input tied to its label, help and error. */
  const field = (
    key: FieldKey,
    label: ReactNode,
    options: {
      optional?: boolean;
      hint?: ReactNode;
      /** The id of a help text outside the field that describes it too (one text for two inputs). */
      describedBy?: string;
      className?: string;
      input?: InputHTMLAttributes<HTMLInputElement>;
    } = {},
  ) => (
    <FormField
      id={inputId(key)}
      name={key}
      label={label}
      labelNote={options.optional ? TB.optional : undefined}
      hint={options.hint}
      error={errors[key]}
      className={options.className}
    >
      {(control) => (
        <input
          {...control}
          aria-describedby={[options.describedBy, control["aria-describedby"]].filter(Boolean).join(" ") || undefined}
          type="text"
          autoComplete="off"
          {...options.input}
          value={values[key]}
          onChange={(e) => change(key, e.target.value)}
          className={`field-input ${options.input?.className ?? ""}`}
        />
      )}
    </FormField>
  );

  const missingTranslations = TRANSLATIONS.filter((lang) => values[`tagline.${lang}`].trim() === "");
  const cinMissing = values.cin.trim() === "";
  const otherErrors = Object.entries(errors).filter((entry): entry is [string, string] => !isFieldKey(entry[0]) && Boolean(entry[1]));
  const hasErrors = Object.values(errors).some(Boolean);
  const point = mapPoint(values, business.coordinates);
  const code = { autoCapitalize: "characters", spellCheck: false } as const;

  return (
    <section aria-labelledby="tab-business-title">
      <TabHeader id="tab-business-title" title={T.tabs.business}>
        {TB.intro}
      </TabHeader>

      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="tab-business-title">
        <div className="grid items-start gap-5 lg:grid-cols-2 lg:gap-6">
          <Section id="business-identity" title={TB.identity.title} wide>
            <div className="grid gap-4 lg:grid-cols-2">{field("name", TB.identity.name, { input: { autoComplete: "organization" } })}</div>
            <fieldset aria-describedby="business-tagline-hint business-tagline-status">
              <legend className="field-label">{TB.identity.tagline}</legend>
              <p id="business-tagline-hint" className="text-sm text-ink-600">
                {TB.identity.taglineHint}
              </p>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                {LANGUAGES.map((lang) =>
                  field(`tagline.${lang}`, TB.identity.languages[lang], {
                    optional: lang !== "it",
                    input: { lang, placeholder: lang === "it" ? undefined : values["tagline.it"], maxLength: 120 },
                  }),
                )}
              </div>
              <p
                id="business-tagline-status"
                className={`mt-3 text-sm font-medium ${missingTranslations.length ? "text-terracotta-700" : "text-olive-700"}`}
              >
                {missingTranslations.length
                  ? TB.identity.missing(missingTranslations.map((l) => TB.identity.languages[l].toLowerCase()))
                  : TB.identity.complete}
              </p>
            </fieldset>
          </Section>

          <Section id="business-address" title={TB.address.title}>
            {field("streetAddress", TB.address.street)}
            <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
              {field("postalCode", TB.address.postalCode, { input: { inputMode: "numeric" } })}
              {field("city", TB.address.city)}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {field("province", TB.address.province, { optional: true, hint: TB.address.provinceHint, input: code })}
              {field("country", TB.address.country, { hint: TB.address.countryHint, input: code })}
            </div>
          </Section>

          <Section id="business-contacts" title={TB.contacts.title}>
            <div className="grid gap-4 sm:grid-cols-2">
              {field("phone", TB.contacts.phone, { hint: TB.contacts.phoneHint, input: { type: "tel", inputMode: "tel" } })}
              {field("whatsapp", TB.contacts.whatsapp, {
                optional: true,
                hint: TB.contacts.whatsappHint,
                input: { type: "tel", inputMode: "tel" },
              })}
              {field("email", TB.contacts.email, {
                className: "sm:col-span-2",
                input: { type: "email", inputMode: "email", autoCapitalize: "none", spellCheck: false },
              })}
              {field("taxiPhone", TB.contacts.taxi, { input: { type: "tel", inputMode: "tel" } })}
            </div>
          </Section>

          <Section id="business-map" title={TB.map.title}>
            <p id="business-map-hint" className="-mt-1 text-sm text-ink-600">
              {TB.map.hint}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {field("coordinates.latitude", TB.map.latitude, {
                describedBy: "business-map-hint",
                input: { inputMode: "decimal", spellCheck: false },
              })}
              {field("coordinates.longitude", TB.map.longitude, {
                describedBy: "business-map-hint",
                input: { inputMode: "decimal", spellCheck: false },
              })}
            </div>
            <p>
              <a
                href={mapPageUrl(point)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-800 underline hover:text-sea-950"
              >
                <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
                {TB.map.check}
                <span className="sr-only"> {TB.map.newTab}</span>
              </a>
            </p>
          </Section>

          <Section id="business-codes" title={TB.codes.title}>
            {field("cin", TB.codes.cin, { hint: TB.codes.cinHint, input: { ...code, maxLength: 40 } })}
            {cinMissing && (
              <div role="alert" className="flex gap-3 rounded-xl border border-danger-700/40 bg-danger-50 p-4 text-ink-900">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
                <p>
                  <strong className="block text-danger-700">{TB.codes.cinMissingTitle}</strong>
                  {TB.codes.cinMissing}
                </p>
              </div>
            )}
            {field("regionalCode", TB.codes.regional, { optional: true, hint: TB.codes.regionalHint, input: code })}
          </Section>

          <Section id="business-hours" title={TB.hours.title} wide>
            <div className="grid gap-5 md:grid-cols-2 md:gap-x-8">
              {HOUR_KINDS.map((kind) => (
                <fieldset key={kind}>
                  <legend className="font-semibold text-sea-950">{TB.hours[kind]}</legend>
                  <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(2,minmax(0,11rem))]">
                    {(["from", "to"] as const).map((end) => {
                      const key = `hours.${kind}.${end}` as const;
                      return field(
                        key,
                        <>
                          <span className="sr-only">{TB.hours[kind]}, </span>
                          {TB.hours[end]}
                        </>,
                        { input: { type: "time" } },
                      );
                    })}
                  </div>
                </fieldset>
              ))}
            </div>
          </Section>

          <Section id="business-bank" title={TB.bank.title}>
            <p className="-mt-1 text-sm text-ink-600">{TB.bank.intro}</p>
            {field("accountHolder", TB.bank.holder, { optional: true, input: { autoComplete: "off", maxLength: 70 } })}
            {field("iban", TB.bank.iban, {
              optional: true,
              hint: TB.bank.ibanHint,
              input: { ...code, maxLength: 42, className: "font-mono text-sm sm:text-base" },
            })}
            {field("bankName", TB.bank.bankName, { optional: true, input: { maxLength: 100 } })}
          </Section>

          <Section id="business-arrival" title={TB.arrival.title}>
            <p className="-mt-1 text-sm text-ink-600">{TB.arrival.intro}</p>
            {LANGUAGES.map((lang) => {
              const key = `arrivalNotes.${lang}` as const;
              return (
                <FormField key={key} id={inputId(key)} name={key} label={TB.arrival.note(lang)} labelNote={TB.optional} error={errors[key]}>
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
          </Section>
        </div>

        <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-sand-300 bg-sand-50 px-4 py-3 shadow-[0_-6px_16px_-10px_rgb(7_41_58/0.35)] sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
          {otherErrors.length > 0 && (
            <ul role="alert" className="mb-3 text-sm font-medium text-danger-700">
              {otherErrors.map(([key, message]) => (
                <li key={key}>{message}</li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <button type="submit" className="btn-sea min-w-32" disabled={busy} aria-busy={busy || undefined}>
              {busy ? T.common.saving : TB.save}
            </button>
            {edited && (
              <button type="button" className="btn-outline" onClick={form.reset} disabled={busy}>
                {TB.discard}
              </button>
            )}
            {edited && !hasErrors && <span className="text-sm font-medium text-terracotta-700">{T.common.unsaved}</span>}
            {hasErrors && <span className="text-sm font-medium text-danger-700">{TB.fixFields}</span>}
            {/* Always there, so that what appears in it after a save is announced. */}
            <div role="status" className="min-w-0">
              {justSaved && !edited && (
                <p className="flex flex-wrap items-center gap-x-1 text-ink-900 sm:ml-2">
                  <span className="mr-1 w-full font-semibold sm:w-auto">{TB.viewOnSite}</span>
                  {LANGUAGES.map((lang, i) => (
                    <span key={lang} className="inline-flex items-center gap-x-1">
                      {i > 0 && <span aria-hidden="true">·</span>}
                      <a
                        href={hrefFor("contact", lang)}
                        hrefLang={lang}
                        lang={lang}
                        className="inline-flex min-h-9 items-center px-1 font-semibold text-sea-800 underline hover:text-sea-950 sm:min-h-11"
                      >
                        {TB.siteLanguages[lang]}
                      </a>
                    </span>
                  ))}
                </p>
              )}
            </div>
          </div>
        </div>
      </form>
    </section>
  );
}

/** One card of the form: a fieldset whose legend is the card's heading. */
function Section({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <fieldset aria-labelledby={`${id}-title`} className={`card grid min-w-0 gap-4 p-5 sm:p-6 ${wide ? "lg:col-span-2" : ""}`}>
      <h3 id={`${id}-title`} className="text-xl font-semibold text-sea-950">
        {title}
      </h3>
      {children}
    </fieldset>
  );
}
