import { useRef, useState } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { adminDrafts, isStringList } from "~/components/panel/drafts";
import { usePanelAction } from "~/components/panel/use-panel-action";

import { roomsRoutes } from "../rooms.routes";
import type { AdminRoom } from "./panel-types";
import { T } from "./texts";

/** The gallery being edited: the list as it was when editing began, and the new order. */
type GalleryDraft = { base: string[]; order: string[] };

const isGalleryDraft = (value: unknown): value is GalleryDraft =>
  typeof value === "object" && value !== null && isStringList((value as GalleryDraft).base) && isStringList((value as GalleryDraft).order);

/**
 * The edited order, kept in step with the server: a photo that disappeared meanwhile is
 * dropped, one that arrived meanwhile is added at the end, so saving never loses a photo the
 * owner did not remove herself.
 */
function reconcile(draft: GalleryDraft, current: string[]): string[] {
  const present = new Set(current);
  const known = new Set(draft.base);
  return [...draft.order.filter((p) => present.has(p)), ...current.filter((p) => !known.has(p))];
}

function move<X>(list: X[], from: number, to: number): X[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export type EditAction = "earlier" | "later" | "cover" | "remove";

/** The order after one of the editing buttons. */
function reordered(images: string[], action: EditAction, index: number): string[] {
  if (action === "earlier") return move(images, index, index - 1);
  if (action === "later") return move(images, index, index + 1);
  if (action === "cover") return move(images, index, 0);
  return images.filter((_, i) => i !== index);
}

/**
 * A room's gallery order being edited: a draft kept across a reload until it is saved or
 * cancelled, each change announced to screen readers, and the keyboard kept on the photo just
 * moved (or, after a removal, on the next photo's remove button).
 */
export function useGalleryOrder(room: AdminRoom) {
  const saving = usePanelAction(useAdminAction());
  const [draft, setDraft] = adminDrafts.useDraft(`gallery:${room.id}`, isGalleryDraft);
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  const images = draft ? reconcile(draft, room.images) : room.images;

  /** After a change the buttons are re-rendered: put the keyboard back once they are. */
  const focusLater = (target: () => HTMLElement | null | undefined) => requestAnimationFrame(() => target()?.focus());
  const row = (path: string) => listRef.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);

  const edit = (action: EditAction, index: number) => {
    if (!draft) return;
    const path = images[index]!;
    const order = reordered(images, action, index);
    setDraft({ base: draft.base, order });
    if (action === "remove") {
      setAnnouncement(T.galleries.announceRemoved);
      const next = order[Math.min(index, order.length - 1)];
      focusLater(() =>
        next ? row(next)?.querySelector<HTMLButtonElement>('[data-action="remove"]') : document.getElementById(`gallery-save-${room.id}`),
      );
    } else {
      setAnnouncement(action === "cover" ? T.galleries.announceCover : T.galleries.announceMoved(order.indexOf(path) + 1, order.length));
      focusLater(
        () =>
          row(path)?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`) ??
          row(path)?.querySelector<HTMLButtonElement>("button:not(:disabled)"),
      );
    }
  };

  const startEditing = () => {
    setDraft({ base: room.images, order: room.images });
    focusLater(() => listRef.current?.querySelector<HTMLButtonElement>("button:not(:disabled)"));
  };

  const leaveEditing = () => {
    setDraft(undefined);
    setAnnouncement("");
    focusLater(() => document.getElementById(`gallery-edit-${room.id}`));
  };

  const save = async () => {
    if (!draft) return;
    const result = await saving.start(() => callApi(roomsRoutes.setImages, { params: { id: room.id }, body: { images } }), {
      success: { title: T.galleries.saved, description: room.name },
      error: T.galleries.saveError,
    });
    if (result?.ok) leaveEditing();
  };

  return { editing: draft !== undefined, images, listRef, announcement, edit, startEditing, leaveEditing, save, saving: saving.busy };
}
