import { ADMIN_MOVEMENT_PARAMS } from "~/components/admin/addresses";
import { MovementsTab, type MovementDay } from "~/features/arrivals/components/movements-tab";
import { StayPage } from "~/features/arrivals/components/stay-page";
import { EMPTY_STAY, type StayValues } from "~/features/arrivals/components/stay-values";
import { T as TS } from "~/features/arrivals/components/texts";
import { getStayDetail } from "~/features/arrivals/stay-detail.server";
import { stayTarget } from "~/features/audit/audit-actions";
import { recordAudit } from "~/features/audit/audit.server";
import { STAY_SOURCES } from "~/features/availability/channels";
import { IdentityCheck } from "~/features/guests/components/identity-check";
import { StayGuests } from "~/features/guests/components/stay-guests";
import type { GuestFormTexts } from "~/features/guests/guests-form";
import { guestsFormData } from "~/features/guests/guests-form.server";
import { policeErrorOf } from "~/features/guests/police-send-state.server";
import { listRoomNames } from "~/features/rooms/galleries.server";
import { roomsStatus } from "~/features/rooms/room-status.server";
import { movementsOn } from "~/features/stays/movements.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { addDays, isCalendarDay, todayInItaly } from "~/lib/dates";
import { HttpError } from "~/lib/http-error";

import type { Route } from "./+types/movements";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("movements");

const TM = TS.movements;

/** The new stay's form, prefilled from the calendar's "Registra soggiorno" (room, dates, channel). */
function registerValues(params: URLSearchParams): StayValues {
  const p = ADMIN_MOVEMENT_PARAMS;
  const source = params.get(p.source);
  return {
    ...EMPTY_STAY,
    roomId: /^\d{1,9}$/.test(params.get(p.room) ?? "") ? params.get(p.room)! : "",
    checkIn: isCalendarDay(params.get(p.checkIn)) ? params.get(p.checkIn)! : "",
    checkOut: isCalendarDay(params.get(p.checkOut)) ? params.get(p.checkOut)! : "",
    source: STAY_SOURCES.find((s) => s === source && s !== "request") ?? EMPTY_STAY.source,
  };
}

/**
 * /admin/arrivi: today's and tomorrow's arrivals and departures (and ?giorno=), with the rooms'
 * cleaning status beside today's and the form of a new stay; /admin/arrivi/12: stay 12, with its
 * guests' data (the guests feature's part).
 */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  forSection(request, "movements", async (session) => {
    const rooms = await listRoomNames();
    if (params.id !== undefined) {
      const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
      const stay = await getStayDetail(id).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      });
      // The guests feature's part of the page: its data, with the document number in full, and the
      // check-in page's form in Italian.
      const guests =
        stay && stay.status === "booked"
          ? {
              data: await guestsFormData(id, "owner"),
              texts: (messagesFor("it", ["checkIn"]).checkIn as { form: GuestFormTexts }).form,
              today: todayInItaly(),
              policeError: await policeErrorOf(id),
            }
          : null;
      // Reading a stay's guests' data is recorded, as GET /api/stays/{id}/guests is.
      if (guests) {
        await recordAudit({
          actor: session.username ?? "unknown",
          action: "guests.viewed",
          target: stayTarget(id),
          ip: context.clientIp ?? "unknown",
        });
      }
      return { view: "stay" as const, stay, rooms, guests };
    }
    const search = new URL(request.url).searchParams;
    const today = todayInItaly();
    const tomorrow = addDays(today, 1);
    const asked = search.get(ADMIN_MOVEMENT_PARAMS.day);
    const chosen = isCalendarDay(asked) && asked !== today && asked !== tomorrow ? asked : null;
    const wanted: [string, string][] = [
      [TM.today, today],
      [TM.tomorrow, tomorrow],
      ...(chosen ? ([[TM.chosenDay, chosen]] as [string, string][]) : []),
    ];
    const [days, roomsToday] = await Promise.all([
      Promise.all(wanted.map(async ([label, date]): Promise<MovementDay> => ({ ...(await movementsOn(date)), label }))),
      roomsStatus(),
    ]);
    return { view: "days" as const, days, chosen: chosen ?? "", rooms, register: registerValues(search), roomsToday };
  });

export default function MovementsSection({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  if (loaderData.view === "stay") {
    const { stay, rooms, guests } = loaderData;
    return (
      <StayPage
        stay={stay}
        rooms={rooms}
        guests={stay && guests && <StayGuests stayId={stay.id} {...guests} />}
        guestNames={guests?.data.guests.map((g) => `${g.givenName} ${g.surname}`.trim())}
        identity={
          stay && guests && <IdentityCheck stayId={stay.id} checkIn={stay.checkIn} registration={stay.registration} today={guests.today} />
        }
      />
    );
  }
  return (
    <MovementsTab
      days={loaderData.days}
      chosen={loaderData.chosen}
      rooms={loaderData.rooms}
      register={loaderData.register}
      roomsToday={loaderData.roomsToday}
    />
  );
}
