import { EmptyState } from "~/components/admin/empty-state";
import { TabHeader } from "~/components/admin/tab-header";

import { BreakfastPhoto } from "./breakfast-photo";
import { BreakfastUpload } from "./breakfast-upload";
import type { AdminBreakfastImage } from "./panel-types";
import { T } from "./texts";

/** "Foto Colazione": the owner adds photos to the site's breakfast page and deletes them. */
export function BreakfastTab({ images }: { images: AdminBreakfastImage[] }) {
  return (
    <section aria-labelledby="tab-breakfast-title">
      <TabHeader id="tab-breakfast-title" title={T.tabs.breakfast}>
        {T.breakfast.hint}
      </TabHeader>
      <BreakfastUpload />
      <div className="mt-8 flex flex-wrap items-baseline gap-x-3">
        <h3 className="text-xl font-semibold text-sea-950">{T.breakfast.gridTitle}</h3>
        <p className="text-ink-600" data-testid="breakfast-count">
          {T.breakfast.count(images.length)}
        </p>
      </div>
      {images.length === 0 ? (
        <div className="mt-4">
          <EmptyState>{T.breakfast.empty}</EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((photo) => (
            <BreakfastPhoto key={photo.id} photo={photo} />
          ))}
        </ul>
      )}
    </section>
  );
}
