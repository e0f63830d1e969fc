import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { adminDrafts, isString } from "~/components/panel/drafts";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { usePageNames } from "~/lib/page-names";

import { pricingRoutes } from "../pricing.routes";
import type { AdminPrice } from "./panel-types";
import { T } from "./texts";

const seasonLabel = (season: string) => (season === "high" ? T.prices.high : T.prices.low);
/** Prices are stored with a decimal point ("70.5"); the owner reads and writes a comma. */
const italianDecimals = (price: string) => price.replace(/\./g, ",");

/** One room's price a night in one season, with the season's dates and "Aggiorna". */
export function PriceRow({ entry }: { entry: AdminPrice }) {
  const saved = italianDecimals(entry.pricePerNight);
  const season = seasonLabel(entry.season);
  // The owner's season dates, as the site shows them, in words the server made (the panel is in Italian).
  const range = usePageNames().seasons[entry.season === "high" ? "high" : "low"];
  const id = `price-${entry.roomId}-${entry.season}`;
  const form = usePanelForm({
    saved,
    draft: { store: adminDrafts, key: `price:${entry.roomId}:${entry.season}`, isValid: isString },
    run: useAdminAction(),
    submit: (value) =>
      callApi(pricingRoutes.update, { params: { roomId: entry.roomId, season: entry.season }, body: { pricePerNight: value.trim() } }),
    success: (stored) => ({
      title: T.prices.updated,
      description: T.prices.updatedDescription(entry.room.name, season, italianDecimals(stored.pricePerNight)),
    }),
    error: T.prices.error,
    onlyWhenEdited: true,
    // One input: whatever the server says goes under it.
    refused: (error) => ({ pricePerNight: error.fields.pricePerNight ?? error.serverMessage ?? T.prices.error }),
    // The button disables itself once saved: keep the keyboard in the row.
    onSaved: () => document.getElementById(id)?.focus(),
  });
  const { values: value, edited, busy } = form;
  const error = form.errors.pricePerNight;

  // A room made in the panel has no price yet: the row is empty until she writes one.
  const notSet = saved === "" && !edited && !error;
  const described = [`${id}-months`, error ? `${id}-error` : null, edited && !error ? `${id}-unsaved` : null, notSet ? `${id}-unset` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <form onSubmit={form.onSubmit} noValidate className="rounded-xl bg-sand-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="text-base font-semibold text-ink-900">
          {season}
          <span className="sr-only"> – {T.prices.inputLabel(entry.room.name)}</span>
        </label>
        <span id={`${id}-months`} className="text-sm text-ink-600">
          {range.from} – {range.to}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <input
            id={id}
            type="text"
            autoComplete="off"
            value={value}
            placeholder={T.prices.placeholder}
            onChange={(e) => {
              form.setValues(e.target.value);
              form.setErrors({});
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            className="field-input w-full min-w-0 sm:max-w-40"
          />
          <span className="shrink-0 text-ink-700">{T.prices.suffix}</span>
        </div>
        <button type="submit" className="btn-sea shrink-0" disabled={!edited || busy}>
          {busy ? T.common.saving : T.prices.update}
        </button>
      </div>
      {notSet && (
        <p id={`${id}-unset`} className="mt-1.5 text-sm text-ink-600">
          {T.prices.notSet}
        </p>
      )}
      {edited && !error && (
        <p id={`${id}-unsaved`} className="mt-1.5 text-sm font-medium text-terracotta-700">
          {T.common.unsaved}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </form>
  );
}
