import { errorId, FieldError } from "~/components/ui/field-error";
import { AMENITY_KEYS, type AmenityKey } from "~/lib/constants";

import { AMENITY_LABELS } from "./room-values";
import { T } from "./texts";

type Props = {
  /** The id the group's hint and error are named after. */
  id: string;
  amenities: string[];
  error?: string;
  onChange: (amenities: string[]) => void;
};

/** The room's amenities, one checkbox each; the hint names the first three, which the room's card shows. */
export function RoomAmenities({ id, amenities, error, onChange }: Props) {
  const firstAmenities = amenities
    .slice(0, 3)
    .map((a) => AMENITY_LABELS[a as AmenityKey] ?? a)
    .join(", ");
  return (
    <fieldset aria-describedby={[`${id}-hint`, error ? errorId(id) : null].filter(Boolean).join(" ")}>
      <legend className="field-label">{T.rooms.amenities}</legend>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {AMENITY_KEYS.map((amenity) => (
          <li key={amenity}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-300 bg-white px-3 py-2 text-ink-900 has-[:checked]:border-sea-600 has-[:checked]:bg-sea-50">
              <input
                type="checkbox"
                name="amenities"
                value={amenity}
                checked={amenities.includes(amenity)}
                // Added at the end, so the ones the room card shows first stay first.
                onChange={(e) => onChange(e.target.checked ? [...amenities, amenity] : amenities.filter((a) => a !== amenity))}
                className="size-5 shrink-0 cursor-pointer accent-sea-700"
              />
              {AMENITY_LABELS[amenity]}
            </label>
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
        {firstAmenities ? T.rooms.amenitiesHint(firstAmenities) : T.rooms.amenitiesHintNone}
      </p>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
