import { data } from "react-router";

import { GuestCalendarView } from "~/features/availability/components/guest-calendar-view";
import { roomCalendar } from "~/features/availability/room-calendar.server";
import { RoomPage } from "~/features/rooms/components/room-page";
import { roomDetail } from "~/features/rooms/room-view.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/lib/language.server";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/room";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const messages = messagesFor(lang, ["room", "rooms", "amenities"]);
  try {
    const [room, availability] = await Promise.all([roomDetail(params.slug, lang), roomCalendar(params.slug, lang)]);
    if (room) return { lang, messages, room, availability };
    return data({ lang, messages, room: null, availability: null }, { status: 404 });
  } catch (error) {
    // a room that fails to load shows the same "not found" state, not a broken page.
    console.error(error);
    return data({ lang, messages, room: null, availability: null }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = (args) => {
  const room = args.loaderData?.room;
  if (!room)
    return [...seoMeta(args, { title: "room.notFound", description: "room.notFoundText" }), { name: "robots", content: "noindex" }];
  return seoMeta(args, {
    title: "room.meta.title",
    description: "room.meta.description",
    vars: { name: room.name, summary: room.shortDescription },
    image: room.images[0]?.src,
  });
};

/** The rooms feature's page, with the availability feature's calendar of the room's nights. */
export default function Room({ loaderData }: Route.ComponentProps) {
  const { room, availability } = loaderData;
  return <RoomPage room={room} calendar={availability && <GuestCalendarView calendar={availability} />} />;
}
