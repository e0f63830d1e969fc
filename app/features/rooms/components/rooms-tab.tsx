import { Plus } from "lucide-react";
import { useRef, useState } from "react";

import { EmptyState } from "~/components/admin/empty-state";
import { TabHeader } from "~/components/admin/tab-header";
import { adminDrafts } from "~/components/panel/drafts";
import type { Room } from "~/db/schema";

import { RoomForm } from "./room-form";
import { RoomPanelCard } from "./room-panel-card";
import { isRoomValues } from "./room-values";
import { T } from "./texts";

/** The "Camere" tab: the owner edits each room's texts, guests, amenities and visibility, adds rooms and deletes them. */
export function RoomsTab({ rooms }: { rooms: Room[] }) {
  const [newDraft] = adminDrafts.useDraft("room:new", isRoomValues);
  // Until she opens or closes it, a new room half written before a reload (or an expired session) shows open.
  const [addingChoice, setAdding] = useState<boolean | null>(null);
  const adding = addingChoice ?? newDraft !== undefined;
  const [focusId, setFocusId] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby="tab-rooms-title">
      <TabHeader
        id="tab-rooms-title"
        title={T.tabs.rooms}
        aside={
          <button
            ref={addButton}
            type="button"
            className="btn-primary"
            aria-expanded={adding}
            aria-controls={adding ? "room-new" : undefined}
            onClick={() => setAdding(!adding)}
          >
            <Plus aria-hidden="true" className="size-5" />
            {T.rooms.add}
          </button>
        }
      >
        {T.rooms.intro}
      </TabHeader>

      {adding && (
        <section id="room-new" aria-labelledby="room-new-title" className="card mb-6 border-2 border-sea-200 p-5 sm:p-6">
          <h3 id="room-new-title" className="text-xl font-semibold text-sea-950">
            {T.rooms.addTitle}
          </h3>
          <p className="mt-1 text-sm text-ink-600">{T.rooms.addHint}</p>
          <RoomForm
            room={null}
            onClose={(created) => {
              setAdding(false);
              if (created) setFocusId(created.id);
              else addButton.current?.focus();
            }}
          />
        </section>
      )}

      {rooms.length === 0 ? (
        <EmptyState>{T.rooms.empty}</EmptyState>
      ) : (
        <div className="grid gap-6">
          {rooms.map((room) => (
            <RoomPanelCard key={room.id} room={room} focus={focusId === room.id} onDeleted={() => addButton.current?.focus()} />
          ))}
        </div>
      )}
    </section>
  );
}
