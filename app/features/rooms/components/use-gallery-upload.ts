import { useRef, useState } from "react";

import type { UploadState } from "~/components/admin/upload-progress";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { uploadWithProgress } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";

import { roomsRoutes } from "../rooms.routes";
import type { AdminRoom } from "./panel-types";
import { T } from "./texts";

/**
 * "Carica foto": the photos chosen are sent one after the other, each with its progress, and
 * added at the end of the room's gallery. `progress` is null while nothing is being sent.
 */
export function useGalleryUpload(room: AdminRoom) {
  const uploads = usePanelAction(useAdminAction());
  const [progress, setProgress] = useState<NonNullable<UploadState>>({ current: 1, total: 1, fraction: 0 });
  const fileInput = useRef<HTMLInputElement>(null);

  const uploadFiles = async (files: File[]) => {
    if (!files.length) return;
    await uploads.start(
      async () => {
        for (const [i, file] of files.entries()) {
          setProgress({ current: i + 1, total: files.length, fraction: 0 });
          const form = new FormData();
          form.append("image", file);
          await uploadWithProgress(roomsRoutes.upload, { params: { id: room.id }, body: form }, (fraction) =>
            setProgress({ current: i + 1, total: files.length, fraction }),
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
    if (fileInput.current) fileInput.current.value = "";
  };

  return { fileInput, uploadFiles, uploading: uploads.busy, progress: uploads.busy ? progress : null };
}
