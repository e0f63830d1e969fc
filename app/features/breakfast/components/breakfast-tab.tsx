import { ImageOff, ImagePlus, Trash2, Upload } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";

import { formatShortDate } from "~/components/admin/format";
import { EmptyState, TabHeader } from "~/components/admin/tab-header";
import { UploadProgress, type UploadState } from "~/components/admin/upload-progress";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest, uploadWithProgress } from "~/components/panel/api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormField } from "~/components/ui/form-field";
import { Picture } from "~/components/ui/picture";
import { toast } from "~/components/ui/toast";

import type { AdminBreakfastImage } from "./panel-types";
import { T } from "./texts";

export function BreakfastTab({ images }: { images: AdminBreakfastImage[] }) {
  return (
    <section aria-labelledby="tab-breakfast-title">
      <TabHeader id="tab-breakfast-title" title={T.tabs.breakfast}>
        {T.breakfast.hint}
      </TabHeader>
      <BreakfastUpload />
      <div className="mt-8 flex flex-wrap items-baseline gap-x-3">
        <h3 className="text-xl font-semibold text-sea-950">{T.breakfast.gridTitle}</h3>
        <p className="text-ink-600" data-testid="breakfast-count">
          {T.breakfast.count(images.length)}
        </p>
      </div>
      {images.length === 0 ? (
        <div className="mt-4">
          <EmptyState>{T.breakfast.empty}</EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((photo) => (
            <BreakfastPhoto key={photo.id} photo={photo} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BreakfastUpload() {
  const run = useAdminAction();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState("");
  const [fileError, setFileError] = useState<string>();
  const [descriptionError, setDescriptionError] = useState<string>();
  const [upload, setUpload] = useState<UploadState>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload) return;
    if (!file) {
      setFileError(T.breakfast.selectFirst);
      toast({ title: T.common.errorTitle, description: T.breakfast.selectFirst, variant: "destructive" });
      document.getElementById("breakfast-file-button")?.focus();
      return;
    }
    setUpload({ current: 1, total: 1, fraction: 0 });
    const form = new FormData();
    form.append("image", file);
    if (description.trim()) form.append("description", description.trim());
    const result = await run(
      () => uploadWithProgress("/api/breakfast-images", form, (fraction) => setUpload({ current: 1, total: 1, fraction })),
      { success: { title: T.breakfast.uploaded, description: description.trim() || file.name }, error: T.breakfast.uploadError },
    );
    setUpload(null);
    if (result.ok) {
      setFile(null);
      setDescription("");
      if (fileInput.current) fileInput.current.value = "";
    } else if (result.error.status !== 401) {
      setDescriptionError(result.error.fields.description);
      setFileError(result.error.fields.image ?? (result.error.fields.description ? undefined : result.error.serverMessage));
    }
  };

  const fileDescribedBy = ["breakfast-file-name", fileError ? "breakfast-file-error" : null].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} noValidate aria-labelledby="breakfast-upload-title" className="card p-5 sm:p-6">
      <h3 id="breakfast-upload-title" className="text-xl font-semibold text-sea-950">
        {T.breakfast.uploadTitle}
      </h3>
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        <div>
          <p className="field-label">{T.breakfast.file}</p>
          <div className="flex flex-wrap items-center gap-3">
            <button
              id="breakfast-file-button"
              type="button"
              className="btn-outline"
              onClick={() => fileInput.current?.click()}
              aria-describedby={fileDescribedBy}
            >
              <ImagePlus aria-hidden="true" className="size-5" />
              {T.breakfast.chooseFile}
            </button>
            <span id="breakfast-file-name" className="min-w-0 text-sm break-all text-ink-700">
              {file ? file.name : T.breakfast.noFile}
            </span>
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            data-testid="breakfast-file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(undefined);
            }}
          />
          {fileError && (
            <p id="breakfast-file-error" className="field-error">
              {fileError}
            </p>
          )}
        </div>
        <FormField id="breakfast-description" label={T.breakfast.description} labelNote={T.breakfast.optional} error={descriptionError}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={300}
              value={description}
              placeholder={T.breakfast.descriptionPlaceholder}
              onChange={(e) => {
                setDescription(e.target.value);
                setDescriptionError(undefined);
              }}
              className="field-input"
            />
          )}
        </FormField>
      </div>
      <button type="submit" className="btn-sea mt-5" disabled={upload !== null}>
        <Upload aria-hidden="true" className="size-5" />
        {T.breakfast.upload}
      </button>
      <UploadProgress state={upload} label={(_, percent) => T.breakfast.uploading(percent)} processing={T.breakfast.processing} />
    </form>
  );
}

function BreakfastPhoto({ photo }: { photo: AdminBreakfastImage }) {
  const run = useAdminAction();
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
          run(() => apiRequest("DELETE", `/api/breakfast-images/${photo.id}`), {
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
