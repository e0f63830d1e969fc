import { LogIn, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { adminStayPath } from "~/components/admin/addresses";
import { formatStayDate } from "~/components/admin/format";
import { TabHeader } from "~/components/admin/tab-header";
import { HydrateApart } from "~/components/ui/hydrate-apart";
import { SOURCE_LABELS } from "~/features/availability/channels";
import type { RoomsStatus } from "~/features/rooms/room-status";
import { type Movement, type Movements } from "~/features/stays/stay-types";

import { DepositState } from "./deposit-state";
import { RoomsToPrepare } from "./rooms-to-prepare";
import { StayForm } from "./stay-form";
import type { StayRoom, StayValues } from "./stay-values";
import { T } from "./texts";

const TM = T.movements;

export type MovementDay = Movements & { label: string };

/** One arrival or departure: the room, who, how many, the deposit, a link to the stay. */
function MovementItem({ movement }: { movement: Movement }) {
  const period = TM.period(
    formatStayDate(movement.checkIn),
    formatStayDate(movement.checkOut),
    TM.nights(Math.round((Date.parse(movement.checkOut) - Date.parse(movement.checkIn)) / 86_400_000)),
  );
  if (movement.type === "unregistered") {
    return (
      <li className="rounded-xl border-2 border-dashed border-sand-300 bg-white px-4 py-3">
        <p className="font-semibold text-ink-900">{movement.roomName}</p>
        <p className="text-ink-900">{movement.label}</p>
        <p className="text-sm text-ink-700">{period}</p>
        <p className="mt-1 text-sm text-ink-700">{TM.unregisteredHint}</p>
      </li>
    );
  }
  const { stay } = movement;
  return (
    <li className="rounded-xl border border-sand-300 bg-sand-50 px-4 py-3">
      <p className="font-semibold text-ink-900">{movement.roomName}</p>
      <Link to={adminStayPath(stay.id)} className="font-semibold text-sea-800 underline" aria-label={TM.open(stay.leadGuest.name)}>
        {stay.leadGuest.name}
      </Link>
      <p className="text-sm text-ink-700">
        {TM.guests(stay.guests)} · {SOURCE_LABELS[stay.source]}
      </p>
      <p className="text-sm text-ink-700">{period}</p>
      <p className="text-sm">
        <DepositState deposit={stay.deposit} />
      </p>
    </li>
  );
}

function MovementList({
  id,
  dayId,
  title,
  icon,
  empty,
  items,
}: {
  id: string;
  dayId: string;
  title: string;
  icon: ReactNode;
  empty: string;
  items: Movement[];
}) {
  // Named with its day too: "Arrivi (1) Oggi, 27/11/2026", one of a kind on the page.
  return (
    <section aria-labelledby={`${id} ${dayId}`}>
      <h4 id={id} className="flex items-center gap-2 text-lg font-semibold text-sea-950">
        {icon}
        {title} ({items.length})
      </h4>
      {items.length === 0 ? (
        <p className="mt-1 text-ink-700">{empty}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {items.map((m) => (
            <MovementItem key={`${m.type}-${m.roomId}-${m.type === "stay" ? m.stay.id : m.checkIn}`} movement={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "Arrivi e partenze": today, tomorrow and a chosen day, each with who arrives and who leaves,
 * room by room; then "Registra un soggiorno" (prefilled when opened from a channel's range in
 * the calendar, /admin/arrivi?camera=2&arrivo=…&partenza=…&provenienza=airbnb#registra).
 * Today's day also shows the rooms' cleaning status, as housekeeping keeps it.
 */
export function MovementsTab({
  days,
  chosen,
  rooms,
  register,
  roomsToday,
}: {
  days: MovementDay[];
  chosen: string;
  rooms: StayRoom[];
  /** The new stay's form, prefilled when opened from a channel's range in the calendar. */
  register: StayValues;
  /** Today's rooms and their cleaning status. */
  roomsToday?: RoomsStatus;
}) {
  return (
    <section aria-labelledby="tab-movements-title">
      <TabHeader id="tab-movements-title" title={T.tabs.movements}>
        {TM.intro}
      </TabHeader>
      <div className="grid gap-6">
        <HydrateApart>
          <Form method="get" className="card flex flex-wrap items-end gap-3 p-4 sm:p-6">
            <div>
              <label htmlFor="movements-day" className="field-label">
                {TM.otherDay}
              </label>
              <input id="movements-day" name="giorno" type="date" defaultValue={chosen} required className="field-input" />
            </div>
            <button type="submit" className="btn-outline">
              {TM.show}
            </button>
          </Form>
        </HydrateApart>
        {days.map((day) => (
          <HydrateApart key={day.date}>
            <section aria-labelledby={`day-${day.date}`} className="card p-4 sm:p-6">
              <h3 id={`day-${day.date}`} className="text-xl font-semibold text-sea-950">
                {TM.dayTitle(day.label, formatStayDate(day.date))}
              </h3>
              <div className="mt-3 grid gap-5 md:grid-cols-2">
                <MovementList
                  id={`arrivals-${day.date}`}
                  dayId={`day-${day.date}`}
                  title={TM.arrivals}
                  icon={<LogIn aria-hidden="true" className="size-5" />}
                  empty={TM.noArrivals}
                  items={day.arrivals}
                />
                <MovementList
                  id={`departures-${day.date}`}
                  dayId={`day-${day.date}`}
                  title={TM.departures}
                  icon={<LogOut aria-hidden="true" className="size-5" />}
                  empty={TM.noDepartures}
                  items={day.departures}
                />
              </div>
              {roomsToday && roomsToday.date === day.date && <RoomsToPrepare status={roomsToday} />}
            </section>
          </HydrateApart>
        ))}
        <HydrateApart>
          <section id="registra" aria-labelledby="new-stay-title" className="card scroll-mt-4 p-4 sm:p-6">
            <h3 id="new-stay-title" className="text-xl font-semibold text-sea-950">
              {T.form.newTitle}
            </h3>
            <p className="mt-1 mb-4 text-ink-700">{T.form.newIntro}</p>
            <StayForm key={JSON.stringify(register)} rooms={rooms} initial={register} />
          </section>
        </HydrateApart>
      </div>
    </section>
  );
}
