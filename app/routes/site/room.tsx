import { data, Link } from "react-router";
import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";
import { useT } from "~/i18n/use-t";
import { getRoomBySlug } from "~/features/rooms/rooms.server";
import { localizedPath } from "~/i18n/paths";
import type { Route } from "./+types/room";

export async function loader({ params }: Route.LoaderArgs) {
  const room = await getRoomBySlug(params.slug);
  if (!room) return data({ room: null }, { status: 404 });
  return { room: { name: room.name, slug: room.slug, maxGuests: room.maxGuests } };
}

export default function Room({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useT();
  if (!loaderData.room) {
    return (
      <main id="main">
        <h1>{t("room.notFound")}</h1>
        <Link to={localizedPath("rooms", lang)}>{t("room.backToRooms")}</Link>
      </main>
    );
  }
  return (
    <ScreenPlaceholder screen="room">
      <h2>{loaderData.room.name}</h2>
    </ScreenPlaceholder>
  );
}
