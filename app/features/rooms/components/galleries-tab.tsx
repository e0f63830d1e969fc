import { Info } from "lucide-react";

import { EmptyState } from "~/components/admin/empty-state";
import { TabHeader } from "~/components/admin/tab-header";
import { RoomGalleryCard } from "~/features/rooms/components/room-gallery-card";

import type { AdminRoom } from "./panel-types";
import { T } from "./texts";

export function GalleriesTab({ rooms }: { rooms: AdminRoom[] }) {
  return (
    <section aria-labelledby="tab-galleries-title">
      <TabHeader id="tab-galleries-title" title={T.tabs.galleries} />
      <aside aria-labelledby="gallery-help" className="mb-6 rounded-2xl border border-sea-200 bg-sea-50 p-5">
        <h3 id="gallery-help" className="flex items-center gap-2 text-lg font-semibold text-sea-950">
          <Info aria-hidden="true" className="size-5 text-sea-700" />
          {T.galleries.instructionsTitle}
        </h3>
        <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-ink-700">
          {T.galleries.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </aside>
      {rooms.length === 0 ? (
        <EmptyState>{T.galleries.empty}</EmptyState>
      ) : (
        <div className="grid gap-6">
          {rooms.map((room) => (
            <RoomGalleryCard key={room.id} room={room} />
          ))}
        </div>
      )}
    </section>
  );
}
