import {
  AirVent,
  Bath,
  Check,
  ConciergeBell,
  Fence,
  Flower2,
  Mountain,
  Refrigerator,
  ShowerHead,
  Tv,
  Wifi,
  type LucideIcon,
} from "lucide-react";

import { useT } from "~/i18n/use-t";
import type { AmenityKey } from "~/lib/constants";

/** One icon per amenity key (AMENITY_KEYS); the type checker refuses a key without one. */
export const AMENITY_ICONS: Record<AmenityKey, LucideIcon> = {
  privateBathroom: ShowerHead,
  privateBathroomTub: Bath,
  balcony: Fence,
  privateBalcony: Fence,
  gardenView: Flower2,
  panoramicView: Mountain,
  freeWifi: Wifi,
  flatScreenTv: Tv,
  airConditioning: AirVent,
  roomService: ConciergeBell,
  minibar: Refrigerator,
};

type Props = {
  amenities: readonly string[];
  /** `chips`: small pills for cards; `grid`: a roomy two-column list for the room page. */
  variant?: "chips" | "grid";
  label?: string;
};

/** A room's amenities with their icons, labels in the page's language. */
export function AmenityList({ amenities, variant = "grid", label }: Props) {
  const { t } = useT();
  const chips = variant === "chips";
  return (
    <ul aria-label={label} className={chips ? "flex flex-wrap gap-2" : "grid gap-x-6 gap-y-3 sm:grid-cols-2"}>
      {amenities.map((stored) => {
        // A boundary: rooms keep their amenities as text (chosen from AMENITY_KEYS); an unknown
        // one gets the check icon and shows its key.
        const key = stored as AmenityKey;
        const Icon = AMENITY_ICONS[key] ?? Check;
        return (
          <li
            key={key}
            className={
              chips
                ? "inline-flex items-center gap-1.5 rounded-full bg-sea-50 px-3 py-1 text-sm font-medium text-sea-900"
                : "flex items-center gap-3 text-ink-900"
            }
          >
            <span className={chips ? "contents" : "grid size-10 shrink-0 place-items-center rounded-full bg-sea-100 text-sea-800"}>
              <Icon aria-hidden="true" className={chips ? "size-4 text-sea-700" : "size-5"} />
            </span>
            {t(`amenities.labels.${key}`)}
          </li>
        );
      })}
    </ul>
  );
}
