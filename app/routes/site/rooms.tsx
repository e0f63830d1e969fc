import { RoomsPage } from "~/features/rooms/components/rooms-page";
import { ROOM_CARD_NAMESPACES, roomCards } from "~/features/rooms/room-cards.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/lib/language.server";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/rooms";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  return { lang, messages: messagesFor(lang, ROOM_CARD_NAMESPACES), rooms: await roomCards(lang) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "rooms.meta.title",
    description: "rooms.meta.description",
    vars: { count: args.loaderData?.rooms.length ?? 0 },
    image: args.loaderData?.rooms.find((room) => room.cover)?.cover?.src,
  });

export default function Rooms({ loaderData }: Route.ComponentProps) {
  return <RoomsPage rooms={loaderData.rooms} />;
}
