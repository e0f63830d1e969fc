import { ArrowDown, ArrowUp, Star, Trash2 } from "lucide-react";
import type { ReactNode, RefObject } from "react";

import { GalleryThumb } from "./gallery-thumb";
import type { AdminRoom } from "./panel-types";
import { T } from "./texts";
import type { EditAction } from "./use-gallery-order";

type Props = {
  room: AdminRoom;
  /** The order being edited. */
  images: string[];
  listRef: RefObject<HTMLOListElement | null>;
  onEdit: (action: EditAction, index: number) => void;
};

/** The gallery while its order is edited: one row per photo, with its place and the buttons that move or remove it. */
export function GalleryOrderList({ room, images, listRef, onEdit }: Props) {
  return (
    <ol ref={listRef} className="mt-4 grid max-w-2xl gap-3">
      {images.map((path, index) => (
        <li key={path} data-path={path} className="flex items-center gap-3 rounded-xl border border-sand-200 bg-sand-50 p-2">
          <GalleryThumb room={room} path={path} index={index} className="w-24 shrink-0 sm:w-32" sizes="128px" compact />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-ink-900">{T.galleries.position(index + 1, images.length)}</p>
            <div className="mt-1.5 flex flex-wrap gap-1">
              <IconButton label={T.galleries.moveEarlier} action="earlier" disabled={index === 0} onClick={() => onEdit("earlier", index)}>
                <ArrowUp aria-hidden="true" className="size-5" />
              </IconButton>
              <IconButton
                label={T.galleries.moveLater}
                action="later"
                disabled={index === images.length - 1}
                onClick={() => onEdit("later", index)}
              >
                <ArrowDown aria-hidden="true" className="size-5" />
              </IconButton>
              <IconButton label={T.galleries.makeCover} action="cover" disabled={index === 0} onClick={() => onEdit("cover", index)}>
                <Star aria-hidden="true" className="size-5" />
              </IconButton>
              <IconButton label={T.galleries.remove} action="remove" danger onClick={() => onEdit("remove", index)}>
                <Trash2 aria-hidden="true" className="size-5" />
              </IconButton>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

type IconButtonProps = {
  label: string;
  action: EditAction;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
};

function IconButton({ label, action, disabled, danger, onClick, children }: IconButtonProps) {
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
