import { ImageOff } from "lucide-react";

import { Picture } from "~/components/ui/picture";

import type { AdminRoom } from "./panel-types";
import { T } from "./texts";

type Props = {
  room: AdminRoom;
  path: string;
  /** Its place in the gallery: the first is the cover, and says so. */
  index: number;
  sizes: string;
  /** In the editing list: the missing preview's words are for screen readers only. */
  compact?: boolean;
  className?: string;
};

/** One photo of a room's gallery, or a placeholder when it has no preview. */
export function GalleryThumb({ room, path, index, sizes, compact, className = "" }: Props) {
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
