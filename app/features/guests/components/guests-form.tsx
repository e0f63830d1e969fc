import { LoaderCircle, Send } from "lucide-react";
import type { ReactNode } from "react";

import type { Language } from "~/lib/constants";

import { needsLatinSpelling, type GuestData } from "../guest-types";
import { guestField, placeLabel, type FormGuest, type GuestFormTexts, type GuestsFormData } from "../guests-form";

type Props = {
  data: GuestsFormData;
  texts: GuestFormTexts;
  /** Prefixes every id: the form may share a page with other fields. */
  idPrefix: string;
  /** Where the script sends the party as JSON (guests-form-script.ts). */
  submitUrl: string;
  method: "POST" | "PUT";
  /** Today in Italy: the latest birth date. */
  today: string;
  /** The form's accessible name: the id of the heading above it. */
  labelledBy: string;
  /** The language the place look-ups name countries in (the guest's page); the police table's Italian names otherwise. */
  placesLang?: Language;
};

const HINT = "mt-1.5 text-sm text-ink-600";
const CHOICE =
  "flex min-h-11 flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-500 bg-white px-3.5 py-2 has-checked:border-sea-700 has-checked:bg-sea-50";

/**
 * The party's data the law asks for, one fieldset per guest: the guest's pre-check-in page
 * (rendered on the server only) and the owner's panel draw the same markup, each with its own
 * words. It works through guests-form-script.ts, which both start on it: the place look-ups, the
 * municipality fields shown for Italy only, the document fields of every guest for a party of
 * individuals, the Latin spelling of a name in another script, the JSON post and each field's
 * message. Until that script runs the button stays disabled, so the form never posts itself.
 */
export function GuestsForm({ data, texts, idPrefix, submitUrl, method, today, labelledBy, placesLang }: Props) {
  const count = Math.max(1, data.expected);
  const scriptTexts = {
    sent: texts.sent,
    invalid: texts.invalid,
    failed: texts.failed,
    results: texts.results,
    noResults: texts.noResults,
    savedNumber: texts.savedNumber,
  };
  return (
    <form
      method="post"
      // Our messages, under each field, in the page's language, rather than the browser's bubbles.
      noValidate
      aria-labelledby={labelledBy}
      data-guests-form=""
      data-submit-url={submitUrl}
      data-method={method}
      data-italy={data.italy}
      data-places-lang={placesLang}
      data-texts={JSON.stringify(scriptTexts)}
      className="grid gap-6"
    >
      <div className="grid gap-2 text-ink-700">
        <p>{texts.intro}</p>
        <p>{texts.placesIntro}</p>
      </div>
      {count > 1 && (
        <Choices
          id={`${idPrefix}-party`}
          name="partyType"
          legend={texts.partyType}
          value={data.partyType}
          options={[
            ["family", texts.family, texts.familyHint],
            ["group", texts.group, texts.groupHint],
            ["individuals", texts.individuals, texts.individualsHint],
          ]}
        />
      )}
      {Array.from({ length: count }, (_, i) => (
        <GuestFieldset key={i} index={i} guest={data.guests[i]} data={data} texts={texts} id={`${idPrefix}-g${i}`} today={today} />
      ))}
      {/* Always in the page, so that what the script writes in them is announced. */}
      <p className="sr-only" aria-live="polite" data-places-status="" />
      <div role="alert" data-form-alert="" />
      <div role="status" data-form-status="" />
      <div>
        <button type="submit" disabled className="btn-primary w-full sm:w-auto">
          <span data-when="idle" className="contents">
            <Send aria-hidden="true" className="size-5" />
            {texts.submit}
          </span>
          <span data-when="pending" hidden className="contents">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {texts.sending}
          </span>
        </button>
      </div>
    </form>
  );
}

function GuestFieldset({
  index,
  guest,
  data,
  texts,
  id,
  today,
}: {
  index: number;
  guest: FormGuest | undefined;
  data: GuestsFormData;
  texts: GuestFormTexts;
  id: string;
  today: string;
}) {
  const lead = index === 0;
  const withDocument = lead || data.partyType === "individuals";
  const name = (field: keyof GuestData) => guestField(index, field);
  const place = (field: "birthCountry" | "birthPlace" | "citizenship" | "residenceCountry" | "residencePlace" | "documentIssuePlace") => ({
    id: `${id}-${field}`,
    name: name(field),
    code: guest?.[field] ?? "",
    shown: guest?.names[field] ? placeLabel(guest.names[field]) : (guest?.[field] ?? ""),
    noResults: texts.noResults,
  });
  // The lead fills in their own data on their own phone: the browser may offer what it knows.
  const auto = (token: string) => (lead ? token : "off");
  const bornInItaly = guest?.birthCountry === data.italy;
  const livesInItaly = guest?.residenceCountry === data.italy;
  return (
    <fieldset data-guest={index} className="min-w-0 rounded-2xl border border-sand-300 bg-sand-50 p-4 sm:p-6">
      <legend className="px-2 font-display text-xl font-semibold text-sea-950">
        {lead ? texts.lead : texts.guest.replace("{n}", String(index + 1))}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-4">
          <TextField
            id={`${id}-surname`}
            name={name("surname")}
            label={texts.surname}
            defaultValue={guest?.surname}
            autoComplete={auto("family-name")}
            maxLength={100}
          />
          <TextField
            id={`${id}-surnameLatin`}
            name={name("surnameLatin")}
            label={texts.surnameLatin}
            hint={texts.latinHint}
            defaultValue={guest?.surnameLatin ?? ""}
            latinOf={name("surname")}
            hidden={!needsLatinSpelling(guest?.surname ?? "")}
            {...LATIN_INPUT}
          />
        </div>
        <div className="grid gap-4">
          <TextField
            id={`${id}-givenName`}
            name={name("givenName")}
            label={texts.givenName}
            defaultValue={guest?.givenName}
            autoComplete={auto("given-name")}
            maxLength={100}
          />
          <TextField
            id={`${id}-givenNameLatin`}
            name={name("givenNameLatin")}
            label={texts.givenNameLatin}
            hint={texts.latinHint}
            defaultValue={guest?.givenNameLatin ?? ""}
            latinOf={name("givenName")}
            hidden={!needsLatinSpelling(guest?.givenName ?? "")}
            {...LATIN_INPUT}
          />
        </div>
        <Choices
          id={`${id}-sex`}
          name={name("sex")}
          legend={texts.sex}
          value={guest?.sex ?? null}
          options={[
            ["M", texts.male],
            ["F", texts.female],
          ]}
        />
        <TextField
          id={`${id}-birthDate`}
          name={name("birthDate")}
          label={texts.birthDate}
          type="date"
          min="1900-01-01"
          max={today}
          defaultValue={guest?.birthDate}
          autoComplete={auto("bday")}
        />
        <PlaceField {...place("birthCountry")} kinds="stato" label={texts.birthCountry} hint={texts.countryHint} />
        <PlaceField
          {...place("birthPlace")}
          kinds="comune"
          label={texts.birthPlace}
          hint={texts.placeHint}
          italyOnly={name("birthCountry")}
          shownNow={bornInItaly}
        />
        {/* Each country on a row of its own, its municipality beside it: the same rows whether that shows or not. */}
        <PlaceField {...place("citizenship")} kinds="stato" label={texts.citizenship} hint={texts.countryHint} className="sm:col-start-1" />
        <PlaceField
          {...place("residenceCountry")}
          kinds="stato"
          label={texts.residenceCountry}
          hint={texts.countryHint}
          className="sm:col-start-1"
        />
        <PlaceField
          {...place("residencePlace")}
          kinds="comune"
          label={texts.residencePlace}
          hint={texts.placeHint}
          italyOnly={name("residenceCountry")}
          shownNow={livesInItaly}
        />
        {/* Every guest's: the lead's always shown, the others' for a party of individuals only (the script shows them on that choice). */}
        <fieldset
          data-member-document={lead ? undefined : ""}
          hidden={!withDocument}
          disabled={!withDocument}
          className="min-w-0 border-t border-sand-300 pt-4 sm:col-span-2"
        >
          <legend className="px-2 text-lg font-semibold text-sea-950">{texts.document}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <DocumentTypeField
              id={`${id}-documentType`}
              name={name("documentType")}
              value={guest?.documentType ?? ""}
              data={data}
              texts={texts}
            />
            <TextField
              id={`${id}-documentNumber`}
              name={name("documentNumber")}
              label={texts.documentNumber}
              defaultValue={guest?.documentNumber ?? ""}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              hint={data.maskedNumbers[index] ? texts.savedNumber.replace("{masked}", data.maskedNumbers[index]) : undefined}
              // The script writes the newly saved number's mask here after a save.
              hintSlot
            />
            <PlaceField
              {...place("documentIssuePlace")}
              kinds="comune stato"
              label={texts.documentIssuePlace}
              hint={texts.issuePlaceHint}
              className="sm:col-span-2"
            />
          </div>
        </fieldset>
      </div>
    </fieldset>
  );
}

/** A name's spelling in Latin letters, as the passport prints it (capitals). */
const LATIN_INPUT = { autoComplete: "off", autoCapitalize: "characters", spellCheck: false, maxLength: 100 } as const;

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The message the script writes under a field; empty and hidden until then. */
function ErrorSlot({ id }: { id: string }) {
  return <p id={errorId(id)} className="field-error" hidden data-error="" />;
}

function Hint({ id, children, slot }: { id: string; children?: ReactNode; slot?: boolean }) {
  if (!children && !slot) return null;
  return (
    <p id={hintId(id)} className={HINT} hidden={!children} data-hint="">
      {children}
    </p>
  );
}

type TextFieldProps = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** Renders the hint's paragraph even when empty, for the script to fill. */
  hintSlot?: boolean;
  defaultValue?: string;
  type?: "text" | "date";
  autoComplete?: string;
  autoCapitalize?: string;
  spellCheck?: boolean;
  maxLength?: number;
  min?: string;
  max?: string;
  className?: string;
  /**
   * The name's field this one gives the Latin spelling of: shown (and sent) only while that name
   * is in another script, which the script follows as the guest types.
   */
  latinOf?: string;
  /** Hidden with its input disabled, until the script shows it. */
  hidden?: boolean;
};

function TextField({ id, name, label, hint, hintSlot, className, type = "text", latinOf, hidden, ...input }: TextFieldProps) {
  return (
    <div data-field={name} data-latin-of={latinOf} hidden={hidden} className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        disabled={hidden}
        data-control=""
        aria-describedby={hint ? hintId(id) : undefined}
        className="field-input"
      />
      <Hint id={id} slot={hintSlot}>
        {hint}
      </Hint>
      <ErrorSlot id={id} />
    </div>
  );
}

/**
 * A radio group (the party type, a guest's sex): big targets for a thumb, side by side, or one
 * under the other when each choice has a line saying what it means (part of its label).
 */
function Choices({
  id,
  name,
  legend,
  value,
  options,
}: {
  id: string;
  name: string;
  legend: string;
  value: string | null;
  options: [value: string, label: string, explained?: string][];
}) {
  const explained = options.some(([, , line]) => line);
  return (
    <fieldset data-field={name} data-control="" id={id} className="min-w-0">
      <legend className="field-label">{legend}</legend>
      <div className={explained ? "grid gap-3" : "flex gap-3"}>
        {options.map(([option, label, line]) => (
          <label key={option} className={CHOICE}>
            <input type="radio" name={name} value={option} defaultChecked={value === option} className="size-5 shrink-0 accent-sea-700" />
            {line ? (
              <span>
                {label}
                <span className="block text-sm text-ink-600">{line}</span>
              </span>
            ) : (
              label
            )}
          </label>
        ))}
      </div>
      <ErrorSlot id={id} />
    </fieldset>
  );
}

/**
 * A municipality or country chosen by typing a few letters (the ARIA 1.2 combobox): the text
 * box shows the chosen name, the hidden input holds its code, the listbox is filled by the
 * script from GET /api/places. A municipality field of Italy only (`italyOnly`, the name of its
 * country's field) is hidden, with its inputs disabled, while another country is chosen.
 */
function PlaceField({
  id,
  name,
  label,
  hint,
  kinds,
  code,
  shown,
  italyOnly,
  shownNow = true,
  className = "",
  noResults,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  noResults: string;
  kinds: "comune" | "stato" | "comune stato";
  code: string;
  shown: string;
  italyOnly?: string;
  shownNow?: boolean;
  className?: string;
}) {
  const off = !shownNow;
  return (
    <div data-field={name} data-place={kinds} data-italy-only={italyOnly} hidden={off} className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-controls={`${id}-list`}
          aria-describedby={hintId(id)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          defaultValue={shown}
          disabled={off}
          data-control=""
          className="field-input"
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          hidden
          className="absolute inset-x-0 z-10 mt-1 max-h-64 overflow-y-auto rounded-xl border border-ink-500 bg-white py-1 shadow-lg"
        />
      </div>
      <input type="hidden" name={name} defaultValue={code} disabled={off} data-code="" />
      <p id={hintId(id)} className={HINT}>
        {hint}
      </p>
      <p hidden className="mt-1.5 text-sm font-semibold text-ink-700" data-empty="">
        {noResults}
      </p>
      <ErrorSlot id={id} />
    </div>
  );
}

function DocumentTypeField({
  id,
  name,
  value,
  data,
  texts,
}: {
  id: string;
  name: string;
  value: string;
  data: GuestsFormData;
  texts: GuestFormTexts;
}) {
  const usualNames: Record<string, string> = texts.usualDocuments;
  const usual = data.documents.filter((d) => d.usual);
  const others = data.documents.filter((d) => !d.usual);
  return (
    <div data-field={name}>
      <label htmlFor={id} className="field-label">
        {texts.documentType}
      </label>
      <select id={id} name={name} defaultValue={value} data-control="" className="field-input">
        <option value="">{texts.chooseDocument}</option>
        {usual.map((d) => (
          <option key={d.code} value={d.code}>
            {usualNames[d.code] ?? d.name}
          </option>
        ))}
        <optgroup label={texts.otherDocuments}>
          {others.map((d) => (
            <option key={d.code} value={d.code}>
              {d.name}
            </option>
          ))}
        </optgroup>
      </select>
      <ErrorSlot id={id} />
    </div>
  );
}
