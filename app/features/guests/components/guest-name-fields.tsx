import { needsLatinSpelling } from "../guest-types";
import { guestField, type FormGuest, type GuestFormTexts } from "../guests-form";
import { GuestTextField } from "./guest-text-field";

/** A name's spelling in Latin letters, as the passport prints it (capitals). */
const LATIN_INPUT = { autoComplete: "off", autoCapitalize: "characters", spellCheck: false, maxLength: 100 } as const;

type Props = {
  /** The fieldset's id, which prefixes the fields'. */
  id: string;
  index: number;
  field: "surname" | "givenName";
  guest: FormGuest | undefined;
  texts: GuestFormTexts;
  autoComplete: string;
};

/** A guest's surname or given name as typed, and under it its Latin spelling, shown while the name is in another script. */
export function GuestNameFields({ id, index, field, guest, texts, autoComplete }: Props) {
  const latin = `${field}Latin` as const;
  return (
    <div className="grid gap-4">
      <GuestTextField
        id={`${id}-${field}`}
        name={guestField(index, field)}
        label={texts[field]}
        defaultValue={guest?.[field]}
        autoComplete={autoComplete}
        maxLength={100}
      />
      <GuestTextField
        id={`${id}-${latin}`}
        name={guestField(index, latin)}
        label={texts[latin]}
        hint={texts.latinHint}
        defaultValue={guest?.[latin] ?? ""}
        latinOf={guestField(index, field)}
        hidden={!needsLatinSpelling(guest?.[field] ?? "")}
        {...LATIN_INPUT}
      />
    </div>
  );
}
