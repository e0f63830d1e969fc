import { AirVent, BedDouble, Bike, BusFront, Luggage, Sandwich, Tv, Wifi, type LucideIcon } from "lucide-react";
import { useId } from "react";

import type { MessageKeyIn } from "~/i18n/t";
import { useT } from "~/i18n/use-t";

type Group = "included" | "extras";
/** A service of a group, as the path of its texts under amenities: "included.linens" (….name, ….text). */
type Service<G extends Group> =
  MessageKeyIn<"amenities"> extends infer K ? (K extends `${G}.${infer S}.name` ? `${G}.${S}` : never) : never;

/** What every room includes, and the extras available on request. */
const GROUPS: { [G in Group]: { key: Service<G>; Icon: LucideIcon }[] } = {
  included: [
    { key: "included.linens", Icon: BedDouble },
    { key: "included.streaming", Icon: Tv },
    { key: "included.airConditioning", Icon: AirVent },
    { key: "included.wifi", Icon: Wifi },
  ],
  extras: [
    { key: "extras.shuttle", Icon: BusFront },
    { key: "extras.bikes", Icon: Bike },
    { key: "extras.packedLunch", Icon: Sandwich },
    { key: "extras.luggage", Icon: Luggage },
  ],
};

type Props = {
  group: Group;
  /** Overrides the group's own heading (the room page calls the included ones "comforts"). */
  title?: string;
  /** Four across on wide pages; two across inside the room page's text column. */
  wide?: boolean;
  className?: string;
};

/** A titled section listing a group of services with their icons. */
export function ServicesSection({ group, title, wide = false, className = "" }: Props) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-semibold text-sea-950 sm:text-3xl">
        {title ?? t(`amenities.${group}.title`)}
      </h2>
      <p className="mt-2 text-ink-700">{t(`amenities.${group}.intro`)}</p>
      <ul className={`mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4 ${wide ? "lg:grid-cols-4" : ""}`}>
        {GROUPS[group].map(({ key, Icon }) => (
          <li
            key={key}
            className={`flex gap-4 rounded-2xl border border-sand-200 bg-white p-4 sm:p-5 ${wide ? "lg:flex-col lg:gap-3" : ""}`}
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-sea-100 text-sea-800">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold text-ink-900">{t(`amenities.${key}.name`)}</h3>
              <p className="mt-1 text-sm text-ink-700">{t(`amenities.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
