import { ArrowDown, ArrowUp, ImageOff, ImagePlus, Pencil, Star, Trash2 } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";

import { UploadProgress, type UploadState } from "~/components/admin/upload-progress";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi, uploadWithProgress } from "~/components/panel/api";
import { adminDrafts, isStringList } from "~/components/panel/drafts";
import { Picture } from "~/components/ui/picture";
import { BookingLinksForm } from "~/features/rooms/components/booking-links-form";

import { roomsApi } from "../rooms.api";
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

type EditAction = "earlier" | "later" | "cover" | "remove";

export function RoomGalleryCard({ room }: { room: AdminRoom }) {
  const run = useAdminAction();
  const [draft, setDraft] = adminDrafts.useDraft(`gallery:${room.id}`, isGalleryDraft);
  const [saving, setSaving] = useState(false);
  const [upload, setUpload] = useState<UploadState>(null);
  const [announcement, setAnnouncement] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const editing = draft !== undefined;
  const images = draft ? reconcile(draft, room.images) : room.images;
  const headingId = `gallery-room-${room.id}`;

  /** After a move the buttons are re-rendered: keep the keyboard on the same photo. */
  const focusAfter = (path: string, action: EditAction) => {
    requestAnimationFrame(() => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
      const wanted = row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`);
      (wanted ?? row?.querySelector<HTMLButtonElement>("button:not(:disabled)"))?.focus();
    });
  };

  const edit = (action: EditAction, index: number) => {
    if (!draft) return;
    const path = images[index]!;
    let order = images;
    if (action === "earlier") order = move(images, index, index - 1);
    if (action === "later") order = move(images, index, index + 1);
    if (action === "cover") order = move(images, index, 0);
    if (action === "remove") order = images.filter((_, i) => i !== index);
    setDraft({ base: draft.base, order });
    if (action === "remove") {
      setAnnouncement(T.galleries.announceRemoved);
      const next = order[Math.min(index, order.length - 1)];
      requestAnimationFrame(() => {
        const target = next
          ? listRef.current?.querySelector<HTMLButtonElement>(`[data-path="${CSS.escape(next)}"] [data-action="remove"]`)
          : document.getElementById(`gallery-save-${room.id}`);
        target?.focus();
      });
    } else {
      setAnnouncement(action === "cover" ? T.galleries.announceCover : T.galleries.announceMoved(order.indexOf(path) + 1, order.length));
      focusAfter(path, action);
    }
  };

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    const result = await run(() => callApi(roomsApi.setImages, { params: { id: room.id }, body: { images } }), {
      success: { title: T.galleries.saved, description: room.name },
      error: T.galleries.saveError,
    });
    setSaving(false);
    if (result.ok) leaveEditing();
  };

  const startEditing = () => {
    setDraft({ base: room.images, order: room.images });
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus());
  };

  const leaveEditing = () => {
    setDraft(undefined);
    setAnnouncement("");
    requestAnimationFrame(() => document.getElementById(`gallery-edit-${room.id}`)?.focus());
  };

  const uploadFiles = async (files: File[]) => {
    if (!files.length) return;
    await run(
      async () => {
        for (const [i, file] of files.entries()) {
          setUpload({ current: i + 1, total: files.length, fraction: 0 });
          const form = new FormData();
          form.append("image", file);
          await uploadWithProgress(roomsApi.upload, { params: { id: room.id }, body: form }, (fraction) =>
            setUpload({ current: i + 1, total: files.length, fraction }),
          );
        }
        return files.length;
      },
      {
        success: (n) => ({
          title: T.galleries.uploadDone,
          description: n > 1 ? T.galleries.uploadDoneMany(n, room.name) : T.galleries.uploadDoneOne(room.name),
        }),
        error: T.galleries.uploadError,
      },
    );
    setUpload(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  return (
    <article aria-labelledby={headingId} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="text-xl font-semibold text-sea-950">
            {room.name}
          </h3>
          {!room.isActive && (
            <span className="rounded-full bg-sand-200 px-3 py-0.5 text-sm font-semibold text-ink-700">{T.rooms.hidden}</span>
          )}
        </div>
        <p className="text-sm text-ink-600">{T.galleries.photoCount(images.length)}</p>
      </div>

      {editing && (
        <p className="mt-3 rounded-xl bg-terracotta-100 px-4 py-2.5 text-sm font-medium text-terracotta-700">{T.galleries.editing}</p>
      )}

      {images.length === 0 ? (
        <p className="mt-4 rounded-xl border-2 border-dashed border-sand-300 px-4 py-6 text-center text-ink-700">
          {editing ? T.galleries.allRemoved : T.galleries.noPhotos}
        </p>
      ) : editing ? (
        <ol ref={listRef} className="mt-4 grid max-w-2xl gap-3">
          {images.map((path, index) => (
            <li key={path} data-path={path} className="flex items-center gap-3 rounded-xl border border-sand-200 bg-sand-50 p-2">
              <Thumb room={room} path={path} index={index} className="w-24 shrink-0 sm:w-32" sizes="128px" compact />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-ink-900">{T.galleries.position(index + 1, images.length)}</p>
                <div className="mt-1.5 flex flex-wrap gap-1">
                  <IconButton
                    label={T.galleries.moveEarlier}
                    action="earlier"
                    disabled={index === 0}
                    onClick={() => edit("earlier", index)}
                  >
                    <ArrowUp aria-hidden="true" className="size-5" />
                  </IconButton>
                  <IconButton
                    label={T.galleries.moveLater}
                    action="later"
                    disabled={index === images.length - 1}
                    onClick={() => edit("later", index)}
                  >
                    <ArrowDown aria-hidden="true" className="size-5" />
                  </IconButton>
                  <IconButton label={T.galleries.makeCover} action="cover" disabled={index === 0} onClick={() => edit("cover", index)}>
                    <Star aria-hidden="true" className="size-5" />
                  </IconButton>
                  <IconButton label={T.galleries.remove} action="remove" danger onClick={() => edit("remove", index)}>
                    <Trash2 aria-hidden="true" className="size-5" />
                  </IconButton>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <ol className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {images.map((path, index) => (
            <li key={path}>
              <Thumb room={room} path={path} index={index} sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw" />
            </li>
          ))}
        </ol>
      )}

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <div className="mt-5 flex flex-wrap gap-3">
        {editing ? (
          <>
            <button id={`gallery-save-${room.id}`} type="button" className="btn-sea" onClick={save} disabled={saving}>
              {saving ? T.common.saving : T.galleries.save}
            </button>
            <button type="button" className="btn-outline" disabled={saving} onClick={leaveEditing}>
              {T.common.cancel}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn-sea px-4" onClick={() => fileInput.current?.click()} disabled={upload !== null}>
              <ImagePlus aria-hidden="true" className="size-5" />
              {T.galleries.upload}
            </button>
            <button
              id={`gallery-edit-${room.id}`}
              type="button"
              className="btn-outline px-4"
              disabled={upload !== null || room.images.length === 0}
              onClick={startEditing}
            >
              <Pencil aria-hidden="true" className="size-5" />
              {T.galleries.edit}
            </button>
          </>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid={`room-upload-${room.slug}`}
          onChange={(e) => void uploadFiles([...(e.target.files ?? [])])}
        />
      </div>
      {editing && <p className="mt-2 text-sm text-ink-600">{T.galleries.uploadWhileEditing}</p>}
      <UploadProgress
        state={upload}
        label={(s, percent) => T.galleries.uploading(s.current, s.total, percent)}
        processing={T.galleries.processing}
      />

      <BookingLinksForm room={room} />
    </article>
  );
}

function Thumb({
  room,
  path,
  index,
  sizes,
  compact,
  className = "",
}: {
  room: AdminRoom;
  path: string;
  index: number;
  sizes: string;
  compact?: boolean;
  className?: string;
}) {
  const image = room.previews[path];
  return (
    <div className={`relative aspect-[4/3] overflow-hidden rounded-lg bg-sand-100 ${className}`}>
      {image ? (
        <Picture
          image={image}
          alt={T.galleries.photoAlt(room.name, index + 1)}
          sizes={sizes}
          className="block h-full w-full"
          imgClassName="h-full w-full object-cover"
        />
      ) : (
        <div
          className="flex h-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-ink-600"
          title={T.galleries.missingImage}
        >
          <ImageOff aria-hidden="true" className="size-6" />
          <span className={compact ? "sr-only" : undefined}>{T.galleries.missingImage}</span>
        </div>
      )}
      {index === 0 && (
        <span className="absolute top-1.5 left-1.5 rounded-full bg-terracotta-700 px-2 py-0.5 text-xs font-bold text-white shadow">
          {T.galleries.cover}
        </span>
      )}
    </div>
  );
}

function IconButton({
  label,
  action,
  disabled,
  danger,
  onClick,
  children,
}: {
  label: string;
  action: EditAction;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-action={action}
      disabled={disabled}
      onClick={onClick}
      className={`grid size-11 place-items-center rounded-full border bg-white transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
        danger ? "border-danger-700 text-danger-700 hover:bg-danger-50" : "border-sea-700 text-sea-800 hover:bg-sea-50"
      }`}
    >
      {children}
    </button>
  );
}
