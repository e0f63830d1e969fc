import { BadgeCheck, BrushCleaning, LogIn, LogOut, Sparkles, type LucideIcon } from "lucide-react";

import { formatStayDate } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { addDays, italyTime, todayInItaly } from "~/lib/dates";

import { ROOM_STATUS_LABELS, ROOM_STATUSES, type RoomCleaning, type RoomMovement, type RoomStatusEntry } from "../room-status";
import { roomsRoutes } from "../rooms.routes";
import { T } from "./texts";

const TH = T.housekeeping;

/** Each status's look: an icon and colours, so that it reads at a glance and not by colour alone. */
const LOOK: Record<RoomCleaning, { icon: LucideIcon; tone: string }> = {
  to_clean: { icon: BrushCleaning, tone: "bg-terracotta-100 text-terracotta-700" },
  clean: { icon: Sparkles, tone: "bg-sea-50 text-sea-800" },
  checked: { icon: BadgeCheck, tone: "bg-sand-100 text-olive-700" },
};

/** "oggi alle 10:32", "ieri alle 18:05", "il 12/06/2027 alle 09:00", in Italian time. */
function when(moment: string, today: string): string {
  const day = todayInItaly(new Date(moment));
  const time = italyTime(new Date(moment));
  if (day === today) return `oggi alle ${time}`;
  if (day === addDays(today, -1)) return `ieri alle ${time}`;
  return `il ${formatStayDate(day)} alle ${time}`;
}

function Movement({ icon: Icon, label, movement }: { icon: LucideIcon; label: string; movement: RoomMovement | null }) {
  return (
    <div className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-sea-800" />
      <dt className="shrink-0 font-semibold text-ink-900">{label}:</dt>
      <dd className="min-w-0 text-ink-900">
        {movement ? `${movement.guestName} · ${TH.people(movement.guests)}` : <span className="text-ink-700">{TH.nobody}</span>}
      </dd>
    </div>
  );
}

/**
 * One room on the housekeeping screen, made for a phone held in one hand: its name, its status
 * in large type, who leaves and who arrives today, and a full-width button per status (the
 * current one pressed). A tap saves at once; the list is read again from the server.
 */
export function RoomStatusCard({ room, today }: { room: RoomStatusEntry; today: string }) {
  const change = usePanelAction(useAdminAction());
  const headingId = `room-status-${room.id}`;
  const { icon: StatusIcon, tone } = LOOK[room.status];

  const set = (status: RoomCleaning) => {
    if (status === room.status) return;
    void change.start(() => callApi(roomsRoutes.setStatus, { params: { id: room.id }, body: { status } }), {
      success: { title: TH.saved(room.name, ROOM_STATUS_LABELS[status]) },
      error: TH.saveError,
    });
  };

  return (
    <li className="card p-4 sm:p-6">
      <h3 id={headingId} className="text-xl font-semibold text-sea-950">
        {room.name}
      </h3>
      <p className={`mt-2 inline-flex items-center gap-2 rounded-full px-4 py-2 text-2xl font-semibold ${tone}`}>
        <StatusIcon aria-hidden="true" className="size-6 shrink-0" />
        {ROOM_STATUS_LABELS[room.status]}
      </p>
      <p className="mt-1 text-sm text-ink-700">{room.changedAt ? TH.changed(when(room.changedAt, today), room.changedBy) : TH.never}</p>
      <dl className="mt-3 grid gap-2">
        <Movement icon={LogOut} label={TH.departure} movement={room.departure} />
        <Movement icon={LogIn} label={TH.arrival} movement={room.arrival} />
      </dl>
      <div role="group" aria-label={TH.statusOf(room.name)} className="mt-4 grid gap-2 sm:grid-cols-3">
        {ROOM_STATUSES.map((status) => {
          const pressed = status === room.status;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={pressed}
              disabled={change.busy}
              onClick={() => set(status)}
              className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full border-2 border-sea-700 px-4 text-lg font-semibold transition-colors disabled:opacity-60 ${
                pressed ? "bg-sea-700 text-white" : "bg-white text-sea-800 hover:bg-sea-50"
              }`}
            >
              {ROOM_STATUS_LABELS[status]}
            </button>
          );
        })}
      </div>
    </li>
  );
}
