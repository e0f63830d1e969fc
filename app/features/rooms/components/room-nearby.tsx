import { BusFront, Plane, TrainFront, Waves, type LucideIcon } from "lucide-react";

import type { MessageKeyIn } from "~/i18n/t";
import { useT } from "~/i18n/use-t";
import { DISTANCES } from "~/lib/constants";
import { smallNumber } from "~/lib/intl";

import { RoomSection } from "./room-section";

type Distance = { km?: number; minutes: number; byCar: boolean };

const NEARBY: { key: MessageKeyIn<"room.nearby">; Icon: LucideIcon; distance: Distance }[] = [
  { key: "airport", Icon: Plane, distance: DISTANCES.airport },
  { key: "station", Icon: TrainFront, distance: DISTANCES.station },
  { key: "beach", Icon: Waves, distance: DISTANCES.beach },
];

/** The airport, the station and the beach with their distances, and the shuttle. */
export function RoomNearby() {
  const { lang, t } = useT();
  const describe = ({ km, minutes, byCar }: Distance) =>
    [
      km === undefined ? null : t("room.nearby.km", { km: smallNumber(km, lang) }),
      t(byCar ? "room.nearby.byCar" : "room.nearby.onFoot", { minutes }),
    ]
      .filter(Boolean)
      .join(" · ");
  const items = [
    ...NEARBY.map(({ key, Icon, distance }) => ({ key, Icon, name: t(`room.nearby.${key}`), detail: describe(distance) })),
    { key: "shuttle", Icon: BusFront, name: t("room.nearby.shuttle"), detail: t("room.nearby.shuttleText") },
  ];
  return (
    <RoomSection title={t("room.nearby.title")}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map(({ key, Icon, name, detail }) => (
          <li key={key} className="flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-terracotta-100 text-terracotta-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-ink-900">{name}</span>
              <span className="block text-sm text-ink-700">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </RoomSection>
  );
}
