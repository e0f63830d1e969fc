import { ArrowLeft, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";

import type { RoomDetail } from "../room-view.server";
import { AmenityList } from "./amenity-list";
import { guestsLabel } from "./guests";
import { RoomBookingPanel } from "./room-booking-panel";
import { RoomGallery } from "./room-gallery";
import { RoomNearby } from "./room-nearby";
import { RoomNotFound } from "./room-not-found";
import { RoomSection } from "./room-section";
import { ServicesSection } from "./services-section";

/** The booking panel spans the rows of the first column's sections: a row more with each optional one. */
const ROW_SPAN = ["lg:row-span-4", "lg:row-span-5", "lg:row-span-6"];

type Props = {
  /** The room (roomDetail), or null for an unknown, hidden or unreadable one. */
  room: RoomDetail | null;
  /** Its free and taken nights: the availability feature's calendar, which the route passes in; null leaves the section out. */
  calendar: ReactNode;
};

/** A room's page: its photos and description, prices and booking, amenities, calendar, services and what is near. */
export function RoomPage({ room, calendar }: Props) {
  const { lang, t } = useT();
  if (!room) return <RoomNotFound />;
  return (
    <main id="main" className="pb-16 sm:pb-24">
      <div className="container-page pt-5 sm:pt-8">
        <Link
          to={hrefFor("rooms", lang)}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-sea-800 no-underline hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("room.allRooms")}
        </Link>
        <header className="mt-1 mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="max-w-3xl">
            <h1 className="text-4xl font-semibold text-sea-950 sm:text-5xl">{room.name}</h1>
            {room.shortDescription && <p className="mt-2 text-lg text-ink-700">{room.shortDescription}</p>}
          </div>
          <p className="inline-flex items-center gap-2 rounded-full bg-sea-100 px-4 py-2 text-sm font-semibold text-sea-900">
            <Users aria-hidden="true" className="size-4" />
            {guestsLabel(t, room.maxGuests)}
          </p>
        </header>
        <RoomGallery images={room.images} name={room.name} />
        <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-x-14">
          <RoomSection title={t("room.about")}>
            <p className="max-w-prose text-lg leading-relaxed text-ink-700">{room.description}</p>
          </RoomSection>
          <RoomBookingPanel
            room={room}
            className={`lg:col-start-2 lg:row-start-1 ${ROW_SPAN[Number(room.amenities.length > 0) + Number(Boolean(calendar))]}`}
          />
          {room.amenities.length > 0 && (
            <RoomSection title={t("room.amenitiesTitle")}>
              <AmenityList amenities={room.amenities} />
            </RoomSection>
          )}
          {calendar && <RoomSection title={t("room.availability.title")}>{calendar}</RoomSection>}
          <ServicesSection group="included" title={t("room.comfortTitle")} className="lg:col-start-1" />
          <RoomNearby />
          <ServicesSection group="extras" className="lg:col-start-1" />
        </div>
      </div>
    </main>
  );
}
