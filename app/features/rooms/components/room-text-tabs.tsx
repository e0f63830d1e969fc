import type { FieldErrors } from "~/components/panel/panel-form";
import { FormField } from "~/components/ui/form-field";
import { Tabs } from "~/components/ui/tabs";
import { ROOM_TEXT_FIELDS, ROOM_TEXT_LIMITS } from "~/features/rooms/room-fields";
import { LANGUAGES, type Language } from "~/i18n/languages";

import { filled, languageHasError, translationMissing, type RoomValues, type TextField } from "./room-values";
import { T } from "./texts";

type Props = {
  /** The language shown. */
  lang: Language;
  onLangChange: (lang: Language) => void;
  values: RoomValues;
  errors: FieldErrors;
  setField: (field: TextField, text: string) => void;
  /** The id of a field of this form. */
  id: (field: string) => string;
};

/** The room's two texts in each language, one tab per language, each saying whether it has an error or is missing. */
export function RoomTextTabs({ lang, onLangChange, values, errors, setField, id }: Props) {
  const items = LANGUAGES.map((l) => {
    const { short, long } = ROOM_TEXT_FIELDS[l];
    const common = { note: l === "it" ? T.rooms.required : T.rooms.optional, fallsBack: l !== "it" };
    const language = T.rooms.languages[l].toLowerCase();
    return {
      value: l,
      tab: (
        <>
          <span>{T.rooms.languages[l]}</span>
          {languageHasError(l, errors) ? (
            <span className="rounded-full bg-danger-700 px-2 text-xs font-bold text-white">
              !<span className="sr-only">, {T.rooms.errorTab}</span>
            </span>
          ) : translationMissing(values, l) ? (
            <span className="rounded-full bg-terracotta-100 px-2 text-xs font-bold text-terracotta-700">
              –<span className="sr-only">, {T.rooms.missingTab}</span>
            </span>
          ) : null}
        </>
      ),
      panel: (
        <>
          {translationMissing(values, l) && (
            <p className="justify-self-start rounded-xl bg-terracotta-100 px-3 py-1 text-sm font-semibold text-terracotta-700">
              {T.rooms.missing}
            </p>
          )}
          <TextInput
            {...common}
            id={id(short)}
            field={short}
            label={`${T.rooms.shortDescription} (${language})`}
            hint={T.rooms.shortDescriptionHint}
            rows={2}
            max={ROOM_TEXT_LIMITS.shortDescription}
            value={values[short]}
            error={errors[short]}
            onChange={(text) => setField(short, text)}
          />
          <TextInput
            {...common}
            id={id(long)}
            field={long}
            label={`${T.rooms.description} (${language})`}
            hint={T.rooms.descriptionHint}
            rows={7}
            max={ROOM_TEXT_LIMITS.description}
            value={values[long]}
            error={errors[long]}
            onChange={(text) => setField(long, text)}
          />
        </>
      ),
    };
  });
  return (
    <Tabs
      idBase={id("texts")}
      label={T.rooms.languagesLabel}
      value={lang}
      onValueChange={(value) => onLangChange(value as Language)}
      items={items}
      listClassName="grid grid-cols-2 gap-2 sm:grid-cols-4"
      tabClassName="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-sea-200 bg-white px-3 py-2 text-left text-sm font-semibold text-sea-900 hover:bg-sea-50 data-[state=active]:border-sea-700 data-[state=active]:bg-sea-700 data-[state=active]:text-white"
      panelClassName="mt-4 grid gap-4 rounded-xl bg-sand-50 p-3 sm:p-4"
    />
  );
}

type TextInputProps = {
  id: string;
  field: TextField;
  label: string;
  note: string;
  hint: string;
  /** A translation: while empty, the site shows the Italian text. */
  fallsBack: boolean;
  rows: number;
  max: number;
  value: string;
  error?: string;
  onChange: (text: string) => void;
};

function TextInput({ id, field, label, note, hint, fallsBack, rows, max, value, error, onChange }: TextInputProps) {
  const help = fallsBack && !filled(value) ? T.rooms.missingHint : `${hint} ${T.rooms.chars(value.length, max)}`;
  return (
    <FormField id={id} name={field} label={label} labelNote={note} hint={help} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="field-input"
        />
      )}
    </FormField>
  );
}
