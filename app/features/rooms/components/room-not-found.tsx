import { ArrowLeft, BedDouble } from "lucide-react";
import { Link } from "react-router";

import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";

/** An unknown or hidden room (404), or one that failed to load (500): the same page, back to the rooms. */
export function RoomNotFound() {
  const { lang, t } = useT();
  return (
    <main id="main" className="container-page grid min-h-[60vh] place-items-center py-16 text-center">
      <div className="max-w-lg">
        <span className="mx-auto mb-6 grid size-16 place-items-center rounded-full bg-sea-100 text-sea-800">
          <BedDouble aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-4xl font-semibold text-sea-950 sm:text-5xl">{t("room.notFound")}</h1>
        <p className="mt-4 text-lg text-ink-700">{t("room.notFoundText")}</p>
        <Link to={hrefFor("rooms", lang)} className="btn-primary mt-8">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("room.backToRooms")}
        </Link>
      </div>
    </main>
  );
}
