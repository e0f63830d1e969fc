import { ImagePlus, Pencil } from "lucide-react";

import { UploadProgress } from "~/components/admin/upload-progress";
import { BookingLinksForm } from "~/features/rooms/components/booking-links-form";

import { GalleryOrderList } from "./gallery-order-list";
import { GalleryThumb } from "./gallery-thumb";
import type { AdminRoom } from "./panel-types";
import { T } from "./texts";
import { useGalleryOrder } from "./use-gallery-order";
import { useGalleryUpload } from "./use-gallery-upload";

/** One room in "Gallerie Camere": its photos (uploaded, reordered, removed, the cover chosen) and its booking links. */
export function RoomGalleryCard({ room }: { room: AdminRoom }) {
  const { editing, images, listRef, announcement, edit, startEditing, leaveEditing, save, saving } = useGalleryOrder(room);
  const { fileInput, uploadFiles, uploading, progress } = useGalleryUpload(room);
  const headingId = `gallery-room-${room.id}`;

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
        <GalleryOrderList room={room} images={images} listRef={listRef} onEdit={edit} />
      ) : (
        <ol className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {images.map((path, index) => (
            <li key={path}>
              <GalleryThumb room={room} path={path} index={index} sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw" />
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
            <button id={`gallery-save-${room.id}`} type="button" className="btn-sea" onClick={() => void save()} disabled={saving}>
              {saving ? T.common.saving : T.galleries.save}
            </button>
            <button type="button" className="btn-outline" disabled={saving} onClick={leaveEditing}>
              {T.common.cancel}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn-sea px-4" onClick={() => fileInput.current?.click()} disabled={uploading}>
              <ImagePlus aria-hidden="true" className="size-5" />
              {T.galleries.upload}
            </button>
            <button
              id={`gallery-edit-${room.id}`}
              type="button"
              className="btn-outline px-4"
              disabled={uploading || room.images.length === 0}
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
        state={progress}
        label={(s, percent) => T.galleries.uploading(s.current, s.total, percent)}
        processing={T.galleries.processing}
      />

      <BookingLinksForm room={room} />
    </article>
  );
}
