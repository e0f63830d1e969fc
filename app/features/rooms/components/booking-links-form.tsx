import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";

import { roomsRoutes } from "../rooms.routes";
import type { AdminRoom } from "./panel-types";
import { T } from "./texts";

type Links = { bookingUrl: string; airbnbUrl: string };
type LinkField = keyof Links;

const isLinks = (value: unknown): value is Links =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Links).bookingUrl === "string" &&
  typeof (value as Links).airbnbUrl === "string";

const FIELDS: { name: LinkField; label: string; placeholder: string }[] = [
  { name: "bookingUrl", label: T.galleries.bookingUrl, placeholder: T.galleries.bookingPlaceholder },
  { name: "airbnbUrl", label: T.galleries.airbnbUrl, placeholder: T.galleries.airbnbPlaceholder },
];

/** The room's two external booking links, saved together with "Salva Link". */
export function BookingLinksForm({ room }: { room: AdminRoom }) {
  const form = usePanelForm({
    saved: { bookingUrl: room.bookingUrl ?? "", airbnbUrl: room.airbnbUrl ?? "" },
    draft: { store: adminDrafts, key: `links:${room.id}`, isValid: isLinks },
    run: useAdminAction(),
    submit: (values: Links) =>
      callApi(roomsRoutes.setBookingLinks, {
        params: { id: room.id },
        body: { bookingUrl: values.bookingUrl.trim() || null, airbnbUrl: values.airbnbUrl.trim() || null },
      }),
    success: { title: T.galleries.linksSaved, description: room.name },
    error: T.galleries.linksError,
    onlyWhenEdited: true,
  });
  const { values, errors, busy, edited } = form;
  const headingId = `links-title-${room.id}`;

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={`${headingId} gallery-room-${room.id}`}
      className="mt-6 border-t border-sand-200 pt-5"
    >
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
                onChange={(e) => form.setField(name, e.target.value)}
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
