import { ExternalLink } from "lucide-react";

import type { Room } from "~/db/schema";
import type { Language } from "~/i18n/languages";

import { roomPath } from "./room-values";
import { T } from "./texts";

type Props = {
  /** null for a new room. */
  room: Room | null;
  /** The language being edited, which the link to the site opens. */
  lang: Language;
  busy: boolean;
  edited: boolean;
  onCancel: () => void;
};

/** Under the room's form: save (or create), cancel, the room on the site, and whether there are unsaved edits. */
export function RoomFormActions({ room, lang, busy, edited, onCancel }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-sea" disabled={busy || (room !== null && !edited)}>
        {busy ? T.common.saving : room ? T.rooms.save : T.rooms.create}
      </button>
      <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>
        {T.common.cancel}
      </button>
      {room &&
        (room.isActive ? (
          // A full page load of the public site, in the language being edited.
          <a href={roomPath(room.slug, lang)} className="btn-outline">
            <ExternalLink aria-hidden="true" className="size-5" />
            {T.rooms.viewOnSiteIn(T.rooms.inLanguage[lang])}
          </a>
        ) : (
          <span className="text-sm text-ink-600">{T.rooms.notOnSite}</span>
        ))}
      {edited && <span className="text-sm font-medium text-terracotta-700">{T.common.unsaved}</span>}
    </div>
  );
}
