import { guestField, type FormGuest, type GuestFormTexts, type GuestsFormData } from "../guests-form";
import { DocumentTypeField } from "./document-type-field";
import { GuestTextField } from "./guest-text-field";
import { PlaceField, type PlaceFieldProps } from "./place-field";

type Props = {
  id: string;
  index: number;
  guest: FormGuest | undefined;
  data: GuestsFormData;
  texts: GuestFormTexts;
  /** Shown now: the lead's always, another guest's for a party of individuals. */
  withDocument: boolean;
  /** The place of issue's field, as the guest's other places are drawn. */
  issuePlace: Pick<PlaceFieldProps, "id" | "name" | "code" | "shown" | "noResults">;
};

/**
 * A guest's document. Every guest's is in the page: the lead's always shown, the others' for a
 * party of individuals only (the script shows them on that choice).
 */
export function GuestDocumentFieldset({ id, index, guest, data, texts, withDocument, issuePlace }: Props) {
  const lead = index === 0;
  return (
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
          name={guestField(index, "documentType")}
          value={guest?.documentType ?? ""}
          data={data}
          texts={texts}
        />
        <GuestTextField
          id={`${id}-documentNumber`}
          name={guestField(index, "documentNumber")}
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
          {...issuePlace}
          kinds="comune stato"
          label={texts.documentIssuePlace}
          hint={texts.issuePlaceHint}
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  );
}
