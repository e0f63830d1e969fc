import { guestField, type FormGuest, type GuestFormTexts } from "../guests-form";
import { TRANSPORTS, TRIP_PURPOSES, type Transport, type TripPurpose } from "../trip-codes";
import { FieldErrorSlot } from "./field-error-slot";
import { hintId } from "./guests-form-markup";

type Props = {
  id: string;
  index: number;
  guest: FormGuest | undefined;
  texts: GuestFormTexts;
};

/**
 * A guest's two optional answers for the region's ISTAT statistics: the reason for the trip and
 * the means of transport, each a select whose first choice, the empty value, says nothing. The
 * options' values are the lists' Italian texts (trip-codes.ts), their names the form's language.
 * The first guest's pair carries the line saying where the answers go, read with each select.
 */
export function GuestTripFields({ id, index, guest, texts }: Props) {
  // Typed by the lists: a code added to trip-codes.ts without its name in every language fails the build.
  const purposes: Record<TripPurpose, string> = texts.tripPurposes;
  const transports: Record<Transport, string> = texts.transports;
  const hint = index === 0 ? `${id}-trip` : undefined;
  const select = (field: "tripPurpose" | "transport", label: string, options: [string, string][], className = "") => {
    const name = guestField(index, field);
    const control = `${id}-${field}`;
    return (
      <div data-field={name} className={className}>
        <label htmlFor={control} className="field-label">
          {label}
        </label>
        <select
          id={control}
          name={name}
          defaultValue={guest?.[field] ?? ""}
          data-control=""
          aria-describedby={hint ? hintId(hint) : undefined}
          className="field-input"
        >
          <option value="">{texts.notSaid}</option>
          {options.map(([code, shown]) => (
            <option key={code} value={code}>
              {shown}
            </option>
          ))}
        </select>
        <FieldErrorSlot id={control} />
      </div>
    );
  };
  return (
    <>
      {select(
        "tripPurpose",
        texts.tripPurpose,
        TRIP_PURPOSES.map((code) => [code, purposes[code]]),
        "sm:col-start-1",
      )}
      {select(
        "transport",
        texts.transport,
        TRANSPORTS.map((code) => [code, transports[code]]),
      )}
      {hint && (
        // Under both selects, closer to them than the grid's gap: it speaks of the pair.
        <p id={hintId(hint)} className="-mt-1 text-sm text-ink-600 sm:col-span-2">
          {texts.tripHint}
        </p>
      )}
    </>
  );
}
