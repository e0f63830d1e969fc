import { ArrowRight, BedDouble, Users } from "lucide-react";
import { Link } from "react-router";

import { Picture } from "~/components/ui/picture";
import type { PageImage } from "~/features/media/images.server";
import { AmenityList } from "~/features/rooms/components/amenity-list";
import { guestsLabel } from "~/features/rooms/components/guests";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";

export type RoomCardData = {
  slug: string;
  name: string;
  shortDescription: string;
  maxGuests: number;
  /** The first amenity keys (three on a card). */
  amenities: string[];
  cover: PageImage | null;
  /** The lowest price, formatted for the page's language without currency ("60"); null when none is set. */
  priceFrom: string | null;
};

type Props = {
  room: RoomCardData;
  /** The heading level of the room's name within the page (3 under a section's <h2>). */
  headingLevel?: 2 | 3;
  /** Only for a card whose photo is the first thing seen on the page. */
  priority?: boolean;
  /** The rendered width of the photo, for the browser's choice of file. */
  sizes?: string;
};

/**
 * A room as a card: photo, name, guests, a line of description, its first amenities and the
 * lowest price. The whole card is one link to the room (its name), so it reads as one stop.
 * Needs the `rooms` and `amenities` texts (ROOM_CARD_NAMESPACES).
 */
export function RoomCard({
  room,
  headingLevel = 3,
  priority = false,
  sizes = "(min-width: 1152px) 560px, (min-width: 768px) 50vw, calc(100vw - 2rem)",
}: Props) {
  const { lang, t } = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden">
      <div className="aspect-[4/3] overflow-hidden bg-sand-100">
        {room.cover ? (
          <Picture
            image={room.cover}
            alt={room.cover.alt}
            sizes={sizes}
            priority={priority}
            className="block size-full"
            imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="grid size-full place-items-center text-sea-700">
            <span className="flex flex-col items-center gap-2 text-sm font-medium">
              <BedDouble aria-hidden="true" className="size-10" />
              {t("rooms.card.noPhoto")}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div>
          <Heading className="text-2xl font-semibold text-sea-950">
            <Link
              to={hrefFor("room", lang, { slug: room.slug })}
              className="no-underline after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] hover:text-sea-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-terracotta-600"
            >
              {room.name}
            </Link>
          </Heading>
          <p className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-ink-600">
            <Users aria-hidden="true" className="size-4" />
            {guestsLabel(t, room.maxGuests)}
          </p>
        </div>
        {room.shortDescription && <p className="text-ink-700">{room.shortDescription}</p>}
        {room.amenities.length > 0 && <AmenityList amenities={room.amenities} variant="chips" label={t("rooms.card.amenities")} />}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-t border-sand-200 pt-4">
          <p className="text-ink-900">
            {room.priceFrom ? (
              <>
                <span className="font-display text-xl font-semibold text-sea-950">{t("common.priceFrom", { price: room.priceFrom })}</span>{" "}
                <span className="text-sm text-ink-600">{t("common.perNight")}</span>
              </>
            ) : (
              <span className="text-sm text-ink-600">{t("rooms.priceMissing")}</span>
            )}
          </p>
          <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-terracotta-700">
            {t("rooms.card.view")}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
