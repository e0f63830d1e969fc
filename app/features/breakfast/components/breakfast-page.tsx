import { PageHeader } from "~/components/ui/page-header";
import { useT } from "~/i18n/use-t";

import type { BreakfastPhoto } from "../breakfast-photos.server";
import { BreakfastGallery } from "./breakfast-gallery";
import { BreakfastOffer } from "./breakfast-offer";
import { BreakfastSchedule } from "./breakfast-schedule";

/** The breakfast page: the photos, what is served, and when. */
export function BreakfastPage({ photos }: { photos: BreakfastPhoto[] }) {
  const { t } = useT();
  return (
    <main id="main">
      <PageHeader eyebrow={t("breakfast.eyebrow")} title={t("breakfast.title")} subtitle={t("breakfast.subtitle")} />
      <BreakfastGallery photos={photos} />
      <BreakfastOffer />
      <BreakfastSchedule />
    </main>
  );
}
