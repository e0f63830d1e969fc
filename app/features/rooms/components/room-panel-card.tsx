import { ExternalLink, Pencil, Trash2, Users } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { Room } from "~/db/schema";

import { roomsRoutes } from "../rooms.routes";
import { RoomForm } from "./room-form";
import { canonical, isRoomValues, roomPath, translationMissing, TRANSLATIONS, valuesOf } from "./room-values";
import { T } from "./texts";

function Pill({ tone, children }: { tone: "on" | "off" | "warn"; children: ReactNode }) {
  const look = { on: "bg-olive-700 text-white", off: "bg-sand-200 text-ink-900", warn: "bg-terracotta-100 text-terracotta-700" }[tone];
  return <span className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${look}`}>{children}</span>;
}

type Props = {
  room: Room;
  /** The room was just created: its card takes the keyboard. */
  focus: boolean;
  onDeleted: () => void;
};

/** One room of the "Camere" tab: what the site shows of it, its translations, and its form (opened on demand) and delete. */
export function RoomPanelCard({ room, focus, onDeleted }: Props) {
  const removal = usePanelAction(useAdminAction());
  const [draft] = adminDrafts.useDraft(`room:${room.id}`, isRoomValues);
  const hasDraft = draft !== undefined && canonical(draft) !== canonical(valuesOf(room));
  // Until she opens or closes it, the form holding unsaved edits (a reload, an expired session) shows open.
  const [openChoice, setOpen] = useState<boolean | null>(null);
  const open = openChoice ?? hasDraft;
  const [refused, setRefused] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `room-title-${room.id}`;
  const formId = `room-form-${room.id}`;

  // A room just created: bring its card into view and the keyboard to it.
  useEffect(() => {
    if (!focus) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "center", behavior: "auto" });
  }, [focus]);

  const remove = async () => {
    setRefused(null);
    const result = await removal.start(() => callApi(roomsRoutes.remove, { params: { id: room.id } }), {
      success: { title: T.rooms.deleted, description: T.rooms.deletedDescription(room.name) },
      error: T.rooms.deleteError,
    });
    if (result?.ok) {
      adminDrafts.write(`room:${room.id}`, undefined);
      onDeleted();
    } else if (result?.error.status === 409) {
      setRefused(result.error.serverMessage ?? T.rooms.deleteError);
    }
  };

  return (
    <article aria-labelledby={headingId} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-sea-950">
          {room.name}
        </h3>
        {room.isActive ? <Pill tone="on">{T.rooms.visible}</Pill> : <Pill tone="off">{T.rooms.hidden}</Pill>}
        {hasDraft && !open && <Pill tone="warn">{T.common.unsaved}</Pill>}
      </div>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-sm text-ink-600">
        <Users aria-hidden="true" className="size-4" />
        <span>{T.rooms.guests(room.maxGuests)}</span>
        <span aria-hidden="true">·</span>
        <span className="break-all">{roomPath(room.slug)}</span>
      </p>
      <p className="mt-3 line-clamp-2 text-ink-700">{room.shortDescription}</p>
      <ul aria-label={T.rooms.translations} className="mt-3 flex flex-wrap gap-2">
        {TRANSLATIONS.map((lang) => (
          <li key={lang}>
            {translationMissing(valuesOf(room), lang) ? (
              <Pill tone="warn">
                {T.rooms.languages[lang]}: {T.rooms.missingTab}
              </Pill>
            ) : (
              <Pill tone="off">
                {T.rooms.languages[lang]}: {T.rooms.translated.toLowerCase()}
              </Pill>
            )}
          </li>
        ))}
      </ul>

      {refused && (
        <div className="mt-4 rounded-xl border border-danger-700 bg-danger-50 px-4 py-3 text-ink-900">
          <p className="font-semibold text-danger-700">{T.rooms.deleteRefusedTitle}</p>
          <p className="mt-1">{refused}</p>
        </div>
      )}

      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-sea"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => setOpen(!open)}
        >
          <Pencil aria-hidden="true" className="size-5" />
          {open ? T.rooms.close : T.rooms.edit}
          <span className="sr-only"> {room.name}</span>
        </button>
        {room.isActive && (
          <a href={roomPath(room.slug)} className="btn-outline">
            <ExternalLink aria-hidden="true" className="size-5" />
            {T.rooms.viewOnSite}
            <span className="sr-only"> – {room.name}</span>
          </a>
        )}
        <ConfirmDialog
          title={T.rooms.deleteTitle(room.name)}
          description={T.rooms.deleteText}
          confirmLabel={T.rooms.delete}
          cancelLabel={T.common.cancel}
          onConfirm={remove}
          trigger={
            <button type="button" className="btn border-2 border-danger-700 bg-white text-danger-700 hover:bg-danger-50">
              <Trash2 aria-hidden="true" className="size-5" />
              {T.rooms.delete}
              <span className="sr-only"> {room.name}</span>
            </button>
          }
        />
      </div>

      {open && (
        <div id={formId} className="mt-6 border-t border-sand-200 pt-5">
          <RoomForm room={room} onClose={() => setOpen(false)} />
        </div>
      )}
    </article>
  );
}
