import type { GuestData } from "../guest-types";
import { guestField, placeLabel, type FormGuest, type GuestFormTexts, type GuestsFormData } from "../guests-form";
import { GuestDocumentFieldset } from "./guest-document-fieldset";
import { GuestNameFields } from "./guest-name-fields";
import { GuestTextField } from "./guest-text-field";
import { GuestTripFields } from "./guest-trip-fields";
import { PlaceField } from "./place-field";
import { RadioChoices } from "./radio-choices";

type Props = {
  index: number;
  guest: FormGuest | undefined;
  data: GuestsFormData;
  texts: GuestFormTexts;
  id: string;
  today: string;
};

type PlaceName = "birthCountry" | "birthPlace" | "citizenship" | "residenceCountry" | "residencePlace" | "documentIssuePlace";

/**
 * One guest of the guests' form: the name, sex, birth, citizenship, residence and document the law
 * asks for, and the two optional answers of the region's statistics.
 */
export function GuestFieldset({ index, guest, data, texts, id, today }: Props) {
  const lead = index === 0;
  const withDocument = lead || data.partyType === "individuals";
  const name = (field: keyof GuestData) => guestField(index, field);
  const place = (field: PlaceName) => ({
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
        <GuestNameFields id={id} index={index} field="surname" guest={guest} texts={texts} autoComplete={auto("family-name")} />
        <GuestNameFields id={id} index={index} field="givenName" guest={guest} texts={texts} autoComplete={auto("given-name")} />
        <RadioChoices
          id={`${id}-sex`}
          name={name("sex")}
          legend={texts.sex}
          value={guest?.sex ?? null}
          options={[
            ["M", texts.male],
            ["F", texts.female],
          ]}
        />
        <GuestTextField
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
        <GuestTripFields id={id} index={index} guest={guest} texts={texts} />
        <GuestDocumentFieldset
          id={id}
          index={index}
          guest={guest}
          data={data}
          texts={texts}
          withDocument={withDocument}
          issuePlace={place("documentIssuePlace")}
        />
      </div>
    </fieldset>
  );
}
