import { useState, type FormEvent } from "react";
import { apiRequest } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { FormField } from "~/components/ui/form-field";
import { T } from "./texts";
import type { AdminRoom } from "./panel-types";
import { useAdminAction } from "~/components/admin/use-admin-action";

type Links = { bookingUrl: string; airbnbUrl: string };
type LinkField = keyof Links;

const isLinks = (value: unknown): value is Links =>
  typeof value === "object" && value !== null && typeof (value as Links).bookingUrl === "string" && typeof (value as Links).airbnbUrl === "string";

const FIELDS: { name: LinkField; label: string; placeholder: string }[] = [
  { name: "bookingUrl", label: T.galleries.bookingUrl, placeholder: T.galleries.bookingPlaceholder },
  { name: "airbnbUrl", label: T.galleries.airbnbUrl, placeholder: T.galleries.airbnbPlaceholder },
];

/** The room's two external booking links (SPEC §2.13), saved together with "Salva Link". */
export function BookingLinksForm({ room }: { room: AdminRoom }) {
  const run = useAdminAction();
  const saved: Links = { bookingUrl: room.bookingUrl ?? "", airbnbUrl: room.airbnbUrl ?? "" };
  const [draft, setDraft] = adminDrafts.useDraft(`links:${room.id}`, isLinks);
  const [errors, setErrors] = useState<Partial<Record<LinkField, string>>>({});
  const [busy, setBusy] = useState(false);
  const values = draft ?? saved;
  const edited = values.bookingUrl !== saved.bookingUrl || values.airbnbUrl !== saved.airbnbUrl;
  const headingId = `links-title-${room.id}`;

  const change = (name: LinkField, value: string) => {
    const next = { ...values, [name]: value };
    setDraft(next.bookingUrl === saved.bookingUrl && next.airbnbUrl === saved.airbnbUrl ? undefined : next);
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!edited || busy) return;
    setBusy(true);
    const body = { bookingUrl: values.bookingUrl.trim() || null, airbnbUrl: values.airbnbUrl.trim() || null };
    const result = await run(() => apiRequest("PUT", `/api/rooms/${room.id}/booking-links`, body), {
      success: { title: T.galleries.linksSaved, description: room.name },
      error: T.galleries.linksError,
    });
    setBusy(false);
    if (result.ok) {
      setDraft(undefined);
      setErrors({});
    } else if (result.error.status !== 401) {
      setErrors({ bookingUrl: result.error.fields.bookingUrl, airbnbUrl: result.error.fields.airbnbUrl });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${headingId} gallery-room-${room.id}`} className="mt-6 border-t border-sand-200 pt-5">
      <h4 id={headingId} className="font-display text-lg font-semibold text-sea-950">
        {T.galleries.linksTitle}
      </h4>
      <p className="mt-1 text-sm text-ink-600">{T.galleries.linksHint}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {FIELDS.map(({ name, label, placeholder }) => (
          <FormField key={name} name={name} id={`${name}-${room.id}`} label={label} error={errors[name]}>
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={values[name]}
                placeholder={placeholder}
                onChange={(e) => change(name, e.target.value)}
                className="field-input"
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-sea" disabled={!edited || busy}>
          {busy ? T.common.saving : T.galleries.saveLinks}
        </button>
        {edited && <span className="text-sm font-medium text-terracotta-700">{T.common.unsaved}</span>}
      </div>
    </form>
  );
}
