import type { z } from "zod";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiUrl, callApi } from "~/components/panel/api";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { PoliceError } from "~/db/schema";

import type { GuestFormTexts, GuestsFormData } from "../guests-form";
import { guestsRoutes } from "../guests.routes";
// Defines <guests-form-island> as this module loads in the browser: before React renders (or hydrates) it.
import "../guests-form-element";

import type { Send } from "../guests-form-script";
import type { guestsBodySchema } from "../guests.schema";
import { GuestsForm } from "./guests-form";
import { StayGuestLine } from "./stay-guest-line";
import { TG } from "./stay-guests-texts";

type Props = {
  stayId: number;
  data: GuestsFormData;
  /** The check-in page's Italian words for the form. */
  texts: GuestFormTexts;
  today: string;
  /** What the portal refused of these guests the last time the site sent them. */
  policeError: PoliceError | null;
};

/**
 * A stay's guests for the owner: who is entered (with the document number in full), and the
 * guest's own form, in Italian, to fill in or correct them (PUT /api/stays/{id}/guests). The form
 * is the check-in page's markup and island (`<guests-form-island>`, decision 0030), given the
 * panel's `send`: the runner says the outcome in its toasts and reads the stay again, which draws
 * the form afresh with what was saved.
 */
export function StayGuests({ stayId, data, texts, today, policeError }: Props) {
  const run = useAdminAction();
  const words: GuestFormTexts = { ...texts, ...TG.form };
  // A new function at each render, with this render's runner: React hands each one to the
  // element, which calls whichever it holds when the owner saves.
  const send: Send = async (fields) => {
    // The fields as typed, never checked in the browser: the server names every problem at once.
    const body = fields as z.input<typeof guestsBodySchema>;
    const result = await run(() => callApi(guestsRoutes.update, { params: { id: stayId }, body }), {
      success: { title: TG.saved },
      error: TG.error,
    });
    if (result.ok) return { ok: true, saved: result.value };
    return { ok: false, status: result.error.status, code: result.error.code, fields: result.error.fields };
  };
  // React 19 leaves a custom element's props alone while it hydrates the server's HTML: given
  // from the render after hydration, `send` is assigned then, and the island starts.
  const hydrated = useHydrated();

  return (
    <div className="grid gap-4">
      <div>
        <h4 className="font-sans text-base font-semibold text-ink-900">{TG.list}</h4>
        {data.guests.length === 0 ? (
          <p className="mt-1 text-ink-700">{TG.none}</p>
        ) : (
          <>
            {data.partyType && data.guests.length > 1 && (
              <p className="mt-1 text-ink-700">
                {TG.partyLabel}: {TG.party[data.partyType]}
              </p>
            )}
            <ol className="mt-2 grid gap-2">
              {data.guests.map((guest, i) => (
                <StayGuestLine key={i} guest={guest} position={i} data={data} texts={texts} policeError={policeError} />
              ))}
            </ol>
          </>
        )}
      </div>
      <details open={data.guests.length < data.expected} className="group rounded-xl border border-sand-300 bg-white">
        <summary
          id={`stay-${stayId}-guests-form`}
          className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-sea-800 underline-offset-4 hover:underline"
        >
          {TG.edit}
        </summary>
        {/* Drawn afresh after each save, with what the server stored: the island leaving the page stops, the new one starts. */}
        <div key={data.updatedAt ?? "none"} className="border-t border-sand-300 p-3 sm:p-4">
          <GuestsForm
            data={data}
            texts={words}
            idPrefix={`stay-${stayId}-guests`}
            // The address of the PUT (guestsRoutes.update) is the GET's: the panel sends through `send` above.
            submitUrl={apiUrl(guestsRoutes.get, { params: { id: stayId } })}
            method="PUT"
            today={today}
            labelledBy={`stay-${stayId}-guests-form`}
            send={hydrated ? send : undefined}
          />
        </div>
      </details>
    </div>
  );
}
