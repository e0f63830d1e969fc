import { focusFirstInvalid } from "~/lib/focus-first-invalid";

import { setError } from "./guests-form-field-error";

/** The party as PUT /api/stays/{id}/guests and POST /api/check-in/{token} take it. */
export type GuestsBody = { partyType: string | null; guests: Record<string, string | null>[] };

/** What a send came to: saved (with the API's answer), or refused with the API's words. */
export type SendOutcome =
  | { ok: true; saved: { guests?: { documentNumber?: string | null }[] } }
  | {
      ok: false;
      /** 0: no answer. */
      status: number;
      code?: string;
      /** Shown above the button (the guest's page); the panel says it in a toast instead. */
      message?: string;
      fields?: Record<string, string>;
    };

export type Send = (body: GuestsBody) => Promise<SendOutcome>;

/** The words the send says above the button, and under a document number once saved. */
export type SendTexts = { sent: string; invalid: string; failed: string; savedNumber: string };

/**
 * The guests' form's send (guests-form-script.ts): the party as JSON through `send`, the button
 * waiting meanwhile, then the outcome above the button and each refused field's message under it.
 * It enables the button, which stays disabled until the island runs (guests-form-element.ts).
 */
export function startSending(form: HTMLFormElement, send: Send, texts: SendTexts, signal: AbortSignal): void {
  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      void submit();
    },
    { signal },
  );

  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const alert = form.querySelector<HTMLElement>("[data-form-alert]");
  const status = form.querySelector<HTMLElement>("[data-form-status]");
  if (button) button.disabled = false;

  const pending = (busy: boolean) => {
    form.toggleAttribute("aria-busy", busy);
    if (button) button.disabled = busy;
    for (const face of form.querySelectorAll<HTMLElement>("[data-when]")) face.hidden = face.dataset.when !== (busy ? "pending" : "idle");
  };

  const submit = async () => {
    if (form.hasAttribute("aria-busy")) return;
    pending(true);
    say(alert, "");
    say(status, "");
    let outcome: SendOutcome;
    try {
      outcome = await send(collect(form));
    } catch {
      outcome = { ok: false, status: -1, message: texts.failed };
    }
    if (signal.aborted) return;
    pending(false);
    for (const field of form.querySelectorAll<HTMLElement>("[data-field]")) setError(field, null);
    if (outcome.ok) {
      savedNumbers(form, outcome.saved, texts.savedNumber);
      say(status, texts.sent, "ok");
      return;
    }
    const unplaced: string[] = [];
    for (const [key, message] of Object.entries(outcome.fields ?? {})) {
      const field = form.querySelector<HTMLElement>(`[data-field="${CSS.escape(key)}"]`);
      if (field && !field.hidden) setError(field, message);
      else unplaced.push(message);
    }
    const invalid = Object.keys(outcome.fields ?? {}).length > 0;
    if (outcome.status === 409 && outcome.code === "check_in_closed") {
      // The owner has checked the data meanwhile: nothing more can be changed from here.
      for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLButtonElement>("input, select, button")) {
        control.disabled = true;
      }
    }
    const words = [
      ...unplaced,
      ...(invalid && !unplaced.length ? [texts.invalid] : []),
      ...(outcome.message && !invalid ? [outcome.message] : []),
    ];
    if (words.length) say(alert, words.join(" "), "error");
    if (invalid) focusFirstInvalid(form);
  };
}

/** Writes (or empties) one of the form's live regions: its text in a box the eye finds too. */
function say(region: HTMLElement | null, text: string, tone: "ok" | "error" = "ok"): void {
  if (!region) return;
  if (!text) return region.replaceChildren();
  const box = document.createElement("p");
  box.className =
    tone === "ok"
      ? "rounded-xl border border-olive-700/30 bg-sea-50 p-4 font-semibold text-ink-900"
      : "rounded-xl border border-danger-700/40 bg-danger-50 p-4 font-semibold text-danger-700";
  box.textContent = text;
  region.replaceChildren(box);
}

/** The party from the form: each guest's fields by their names (guests.0.surname), the disabled (hidden) left out. */
function collect(form: HTMLFormElement): GuestsBody {
  const guests: Record<string, string | null>[] = [];
  for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>("fieldset[data-guest]")) {
    const index = Number(fieldset.dataset.guest);
    guests[index] = {};
  }
  let partyType: string | null = null;
  for (const element of form.elements) {
    // :disabled, not .disabled: the fields of a disabled fieldset (another guest's document) are left out too.
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name || element.matches(":disabled"))
      continue;
    if (element instanceof HTMLInputElement && element.type === "radio" && !element.checked) continue;
    if (element.name === "partyType") {
      partyType = element.value;
      continue;
    }
    const match = /^guests\.(\d+)\.(\w+)$/.exec(element.name);
    if (!match) continue;
    const guest = (guests[Number(match[1])] ??= {});
    guest[match[2]!] = element.value.trim() === "" ? null : element.value.trim();
  }
  return { partyType, guests: guests.map((guest) => guest ?? {}) };
}

/** After a save on the guest's page: each newly stored number, masked, and an empty field again. */
function savedNumbers(form: HTMLFormElement, saved: { guests?: { documentNumber?: string | null }[] }, template: string): void {
  saved.guests?.forEach((guest, i) => {
    const masked = guest.documentNumber;
    const input = form.querySelector<HTMLInputElement>(`input[name="guests.${i}.documentNumber"]`);
    const hint = input?.closest("[data-field]")?.querySelector<HTMLElement>("[data-hint]");
    if (!input || !hint || !masked || !masked.includes("•")) return;
    input.value = "";
    hint.textContent = template.replace("{masked}", masked);
    hint.hidden = false;
    if (!(input.getAttribute("aria-describedby") ?? "").split(" ").includes(hint.id)) {
      input.setAttribute("aria-describedby", [hint.id, input.getAttribute("aria-describedby")].filter(Boolean).join(" "));
    }
  });
}
