import { setError } from "./guests-form-field-error";
import { startLatinSpelling } from "./guests-form-latin-spelling";
import { startCombobox, type PlaceTexts } from "./guests-form-place-combobox";
import { startSending, type Send, type SendTexts } from "./guests-form-send";

export type { GuestsBody, Send, SendOutcome } from "./guests-form-send";

/**
 * The behaviour of the guests' form (components/guests-form.tsx), plain DOM: its island, the
 * custom element `<guests-form-island>` (guests-form-element.ts), starts it once the element is in
 * the page with its `send`, on the guest's page and in the owner's panel alike. It never
 * validates: the server's messages, in the caller's language, are the only ones. Its parts: the
 * place look-ups (guests-form-place-combobox.ts), the Latin spelling of a name in another script
 * (guests-form-latin-spelling.ts) and the send (guests-form-send.ts); here, the fields shown or
 * hidden by the others' values, and a message taken away as its field is corrected.
 */

/** Starts the form; the returned function stops it (the element's disconnectedCallback). */
export function startGuestsForm(form: HTMLFormElement, send: Send): () => void {
  const stop = new AbortController();
  const on = { signal: stop.signal };
  const texts = JSON.parse(form.dataset.texts ?? "{}") as PlaceTexts & SendTexts;
  const italy = form.dataset.italy ?? "";

  for (const box of form.querySelectorAll<HTMLElement>("[data-place]")) startCombobox(box, texts, form.dataset.placesLang, stop.signal);
  for (const box of form.querySelectorAll<HTMLElement>("[data-latin-of]")) startLatinSpelling(form, box, stop.signal);

  // A municipality of Italy only: shown while its country's field holds Italy's code.
  const italyOnly = () => {
    for (const box of form.querySelectorAll<HTMLElement>("[data-italy-only]")) {
      const country = form.querySelector<HTMLInputElement>(`input[type=hidden][name="${box.dataset.italyOnly}"]`);
      const shown = country?.value === italy;
      if (box.hidden === !shown) continue;
      box.hidden = !shown;
      for (const input of box.querySelectorAll<HTMLInputElement>("input")) input.disabled = !shown;
    }
  };
  form.addEventListener("change", italyOnly, on);
  italyOnly();

  // In a party of individuals every guest gives a document: the other guests' document fields show.
  const memberDocuments = () => {
    const individuals = form.querySelector<HTMLInputElement>('input[name="partyType"]:checked')?.value === "individuals";
    for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>("fieldset[data-member-document]")) {
      fieldset.hidden = !individuals;
      fieldset.disabled = !individuals;
    }
  };
  form.addEventListener("change", memberDocuments, on);
  memberDocuments();

  // A field being corrected loses its message.
  const clear = (event: Event) => {
    const field = (event.target as Element).closest<HTMLElement>("[data-field]");
    if (field) setError(field, null);
  };
  form.addEventListener("input", clear, on);
  form.addEventListener("change", clear, on);

  startSending(form, send, texts, stop.signal);

  return () => stop.abort();
}
