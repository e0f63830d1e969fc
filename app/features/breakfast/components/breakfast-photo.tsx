import { ImageOff, Trash2 } from "lucide-react";

import { formatShortDate } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Picture } from "~/components/ui/picture";

import { breakfastRoutes } from "../breakfast.routes";
import type { AdminBreakfastImage } from "./panel-types";
import { T } from "./texts";

/** One uploaded photo in the grid, with its caption, its date and a confirmed delete. */
export function BreakfastPhoto({ photo }: { photo: AdminBreakfastImage }) {
  const removal = usePanelAction(useAdminAction());
  const name = photo.description ?? photo.originalName;
  return (
    <li className="group relative overflow-hidden rounded-xl bg-white shadow-[var(--shadow-card)]">
      <div className="aspect-[4/3] bg-sand-100">
        {photo.image ? (
          <Picture
            image={photo.image}
            alt={T.breakfast.alt(photo.description)}
            sizes="(min-width: 1024px) 280px, (min-width: 640px) 30vw, 45vw"
            className="block h-full w-full"
            imgClassName="h-full w-full object-cover"
          />
        ) : (
          <div className="grid h-full place-items-center text-ink-600">
            <ImageOff aria-hidden="true" className="size-6" />
          </div>
        )}
      </div>
      <div className="p-2.5 text-sm">
        <p className="line-clamp-2 font-medium break-words text-ink-900">{photo.description ?? photo.originalName}</p>
        <p className="text-ink-600">{formatShortDate(photo.uploadedAt)}</p>
      </div>
      <ConfirmDialog
        title={T.breakfast.confirmTitle}
        description={T.breakfast.confirmText}
        confirmLabel={T.breakfast.confirm}
        cancelLabel={T.common.cancel}
        onConfirm={() =>
          removal.start(() => callApi(breakfastRoutes.remove, { params: { id: photo.id } }), {
            success: { title: T.breakfast.deleted },
            error: T.breakfast.deleteError,
          })
        }
        trigger={
          <button
            type="button"
            aria-label={T.breakfast.deleteNamed(name)}
            title={T.breakfast.delete}
            className="absolute top-2 right-2 grid size-11 place-items-center rounded-full bg-danger-700 text-white opacity-0 shadow-lg transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-[#912018] focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        }
      />
    </li>
  );
}
