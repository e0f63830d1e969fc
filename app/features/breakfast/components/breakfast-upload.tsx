import { ImagePlus, Upload } from "lucide-react";
import { useRef, useState } from "react";

import { UploadProgress } from "~/components/admin/upload-progress";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { uploadWithProgress, type ApiError } from "~/components/panel/api";
import type { FieldErrors } from "~/components/panel/panel-form";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/components/ui/toast-store";

import { breakfastRoutes } from "../breakfast.routes";
import { T } from "./texts";

/** The photo chosen, named as the API names its field, and its caption. */
type PhotoUpload = { image: File | null; description: string };

const NOTHING: PhotoUpload = { image: null, description: "" };
const FILE_BUTTON = "breakfast-file-button";

/** A file is the same only when it is the very one chosen: a File has no fields to compare. */
const sameUpload = (a: PhotoUpload, b: PhotoUpload) => a.image === b.image && a.description === b.description;

/** Without a photo nothing is sent: the toast says so and the keyboard goes to the button that chooses one. */
function missingFile({ image }: PhotoUpload): FieldErrors | undefined {
  if (image) return undefined;
  toast({ title: T.common.errorTitle, description: T.breakfast.selectFirst, variant: "destructive" });
  document.getElementById(FILE_BUTTON)?.focus();
  return { image: T.breakfast.selectFirst };
}

/** A refused upload: the description's own error, else the file's (or what the server said of it). */
function refusedUpload(error: ApiError): FieldErrors {
  const { description, image } = error.fields;
  const fileError = image ?? (description ? undefined : error.serverMessage);
  return { ...(description ? { description } : {}), ...(fileError ? { image: fileError } : {}) };
}

/**
 * "Aggiungi una foto": a photo and its caption, sent with a progress bar (a phone's photo takes
 * a while on a slow connection). The form has no formRef: a refusal leaves the focus where it is.
 */
export function BreakfastUpload() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [fraction, setFraction] = useState(0);
  const form = usePanelForm({
    saved: NOTHING,
    same: sameUpload,
    run: useAdminAction(),
    validate: missingFile,
    submit: ({ image, description }) => {
      setFraction(0);
      const body = new FormData();
      if (image) body.append("image", image);
      if (description.trim()) body.append("description", description.trim());
      return uploadWithProgress(breakfastRoutes.upload, { body }, setFraction);
    },
    success: (photo) => ({ title: T.breakfast.uploaded, description: photo.description ?? photo.originalName }),
    error: T.breakfast.uploadError,
    refused: refusedUpload,
    onSaved: () => {
      if (fileInput.current) fileInput.current.value = "";
    },
  });
  const { values, errors, busy } = form;

  const fileDescribedBy = ["breakfast-file-name", errors.image ? "breakfast-file-error" : null].filter(Boolean).join(" ");
  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby="breakfast-upload-title" className="card p-5 sm:p-6">
      <h3 id="breakfast-upload-title" className="text-xl font-semibold text-sea-950">
        {T.breakfast.uploadTitle}
      </h3>
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        <div>
          <p className="field-label">{T.breakfast.file}</p>
          <div className="flex flex-wrap items-center gap-3">
            <button
              id={FILE_BUTTON}
              type="button"
              className="btn-outline"
              onClick={() => fileInput.current?.click()}
              aria-describedby={fileDescribedBy}
            >
              <ImagePlus aria-hidden="true" className="size-5" />
              {T.breakfast.chooseFile}
            </button>
            <span id="breakfast-file-name" className="min-w-0 text-sm break-all text-ink-700">
              {values.image ? values.image.name : T.breakfast.noFile}
            </span>
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            data-testid="breakfast-file"
            onChange={(e) => form.setField("image", e.target.files?.[0] ?? null)}
          />
          {errors.image && (
            <p id="breakfast-file-error" className="field-error">
              {errors.image}
            </p>
          )}
        </div>
        <FormField id="breakfast-description" label={T.breakfast.description} labelNote={T.breakfast.optional} error={errors.description}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={300}
              value={values.description}
              placeholder={T.breakfast.descriptionPlaceholder}
              onChange={(e) => form.setField("description", e.target.value)}
              className="field-input"
            />
          )}
        </FormField>
      </div>
      <button type="submit" className="btn-sea mt-5" disabled={busy}>
        <Upload aria-hidden="true" className="size-5" />
        {T.breakfast.upload}
      </button>
      <UploadProgress
        state={busy ? { current: 1, total: 1, fraction } : null}
        label={(_, percent) => T.breakfast.uploading(percent)}
        processing={T.breakfast.processing}
      />
    </form>
  );
}
