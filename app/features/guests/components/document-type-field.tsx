import type { GuestFormTexts, GuestsFormData } from "../guests-form";
import { FieldErrorSlot } from "./field-error-slot";

type Props = {
  id: string;
  name: string;
  value: string;
  data: GuestsFormData;
  texts: GuestFormTexts;
};

/** A guest's document type: the usual ones first, by the form's own names, then the police table's others. */
export function DocumentTypeField({ id, name, value, data, texts }: Props) {
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
      <FieldErrorSlot id={id} />
    </div>
  );
}
