import { focusFirstInvalid } from "~/lib/focus-first-invalid";

import { needsLatinSpelling, type NamedPlace } from "./guest-types";
import { placeLabel } from "./guests-form";

/**
 * The behaviour of the guests' form (components/guests-form.tsx), plain DOM: the guest's page
 * starts it from its island (app/islands/check-in.ts), the owner's panel from an effect. It
 * never validates: the server's messages, in the caller's language, are the only ones.
 */

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

type Texts = { sent: string; invalid: string; failed: string; results: string; noResults: string; savedNumber: string };

const SEARCH_DELAY_MS = 200;
const MIN_QUERY = 2;
const MAX_RESULTS = 20;

/** Starts the form; the returned function stops it (a React effect's cleanup). */
export function startGuestsForm(form: HTMLFormElement, send: Send): () => void {
  const stop = new AbortController();
  const on = { signal: stop.signal };
  const texts = JSON.parse(form.dataset.texts ?? "{}") as Texts;
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

  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      void submit();
    },
    on,
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
    if (stop.signal.aborted) return;
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

  return () => stop.abort();
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

/** A field's message, under it and in its control's description, or none. */
function setError(field: HTMLElement, message: string | null): void {
  const control = field.matches("[data-control]") ? field : field.querySelector<HTMLElement>("[data-control]");
  const slot = [...field.querySelectorAll<HTMLElement>("[data-error]")].find((el) => el.closest("[data-field]") === field);
  if (!control || !slot) return;
  if (!message && slot.hidden) return;
  const described = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== slot.id);
  if (message) described.push(slot.id);
  if (described.length) control.setAttribute("aria-describedby", described.join(" "));
  else control.removeAttribute("aria-describedby");
  if (message) control.setAttribute("aria-invalid", "true");
  else control.removeAttribute("aria-invalid");
  slot.textContent = message ?? "";
  slot.hidden = !message;
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

/** The transliteration table (half a megabyte): fetched only once a name in another script is typed. */
let anyAscii: Promise<(text: string) => string> | undefined;

function latinSuggestion(name: string): Promise<string> {
  if (!anyAscii) {
    anyAscii = import("any-ascii").then((module) => module.default);
    // A failed fetch (offline) is tried again on the next letter.
    anyAscii.catch(() => (anyAscii = undefined));
  }
  return anyAscii.then((transliterate) => transliterate(name).toUpperCase().replace(/\s+/g, " ").trim());
}

/**
 * A name's spelling in Latin letters: shown while the name holds letters of another script,
 * and filled with a transliteration (Иванов → IVANOV) for the guest to check against the
 * passport. The suggestion follows the name until the guest edits it.
 */
function startLatinSpelling(form: HTMLFormElement, box: HTMLElement, signal: AbortSignal): void {
  const name = form.querySelector<HTMLInputElement>(`input[name="${box.dataset.latinOf}"]`);
  const input = box.querySelector<HTMLInputElement>("input");
  if (!name || !input) return;
  let suggested = "";
  const ours = () => input.value === "" || input.value === suggested;
  const follow = () => {
    const needed = needsLatinSpelling(name.value);
    box.hidden = !needed;
    input.disabled = !needed;
    if (!needed || !ours()) return;
    const typed = name.value;
    latinSuggestion(typed)
      .then((latin) => {
        if (signal.aborted || name.value !== typed || !ours()) return;
        suggested = latin;
        input.value = latin;
      })
      // Without the suggestion the guest types the spelling.
      .catch(() => undefined);
  };
  name.addEventListener("input", follow, { signal });
  follow();
}

/** The answers already fetched, by kind and query: typing back and forth asks once. */
const known = new Map<string, Promise<NamedPlace[]>>();

/** `lang`: the language countries are named in (the police table's Italian names without it). */
function lookUp(kind: string, query: string, lang: string | undefined, signal: AbortSignal): Promise<NamedPlace[]> {
  const key = `${kind}:${lang}:${query.toLowerCase()}`;
  let answer = known.get(key);
  if (!answer) {
    const address = `/api/places?kind=${kind}&q=${encodeURIComponent(query)}${lang ? `&lang=${lang}` : ""}`;
    answer = fetch(address, { headers: { accept: "application/json" }, signal })
      .then((res) => (res.ok ? (res.json() as Promise<NamedPlace[]>) : Promise.reject(new Error(String(res.status)))))
      .then((list) => (Array.isArray(list) ? list : []));
    // A failed or abandoned look-up is asked again next time.
    answer.catch(() => known.delete(key));
    known.set(key, answer);
  }
  return answer;
}

/**
 * One place field as an ARIA 1.2 combobox with a listbox popup: typing asks GET /api/places
 * (after a short pause), up and down move through the options, Enter or a tap chooses, Escape
 * closes the list (or, closed, empties the field). Typed text is not a choice: the hidden code
 * empties until an option is chosen, or until the text left in the box names one exactly.
 */
function startCombobox(box: HTMLElement, texts: Texts, lang: string | undefined, signal: AbortSignal): void {
  const input = box.querySelector<HTMLInputElement>("[role=combobox]");
  const list = box.querySelector<HTMLElement>("[role=listbox]");
  const code = box.querySelector<HTMLInputElement>("input[data-code]");
  const empty = box.querySelector<HTMLElement>("[data-empty]");
  if (!input || !list || !code) return;
  const kinds = (box.dataset.place ?? "stato").split(" ");
  const on = { signal };
  let options: NamedPlace[] = [];
  let active = -1;
  let timer = 0;
  let asking: AbortController | null = null;
  let asked = "";

  const choose = (place: NamedPlace) => {
    input.value = placeLabel(place);
    setCode(place.code);
    close();
  };
  const setCode = (value: string) => {
    if (code.value === value) return;
    code.value = value;
    code.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const close = () => {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };
  const highlight = (index: number) => {
    active = index;
    list.querySelectorAll<HTMLElement>("[role=option]").forEach((option, i) => option.setAttribute("aria-selected", String(i === index)));
    const option = list.children[index] as HTMLElement | undefined;
    if (option) {
      input.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };
  const show = (found: NamedPlace[], query = "") => {
    options = found;
    active = -1;
    input.removeAttribute("aria-activedescendant");
    list.replaceChildren(
      ...found.map((place, i) => {
        const option = document.createElement("li");
        option.id = `${list.id}-${i}`;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.className = "cursor-pointer px-3.5 py-2.5 text-ink-900 hover:bg-sea-50 aria-selected:bg-sea-100";
        option.textContent = placeLabel(place);
        return option;
      }),
    );
    const open = found.length > 0;
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    const none = query !== "" && !open;
    if (empty) empty.hidden = !none;
    // How many options there are, for a screen reader: the listbox says nothing until one is active.
    const status = box.closest("form")?.querySelector<HTMLElement>("[data-places-status]");
    if (status && query) status.textContent = none ? texts.noResults : texts.results.replace("{count}", String(found.length));
  };
  const search = () => {
    const query = input.value.trim();
    if (query.length < MIN_QUERY) {
      asked = "";
      show([]);
      return;
    }
    if (query === asked) return;
    asked = query;
    asking?.abort();
    asking = new AbortController();
    const mine = asking;
    Promise.all(kinds.map((kind) => lookUp(kind, query, lang, mine.signal)))
      .then((lists) => {
        if (mine.signal.aborted || signal.aborted || input.value.trim() !== query) return;
        show(lists.flat().slice(0, MAX_RESULTS), query);
        if (document.activeElement !== input) settle();
      })
      .catch(() => {
        if (asked === query) asked = "";
      });
  };
  // Leaving the box: text that names one of the options exactly is that choice.
  const settle = () => {
    close();
    if (code.value) return;
    const typed = input.value.trim().toUpperCase();
    const same = options.find((place) => place.name.toUpperCase() === typed || placeLabel(place).toUpperCase() === typed);
    if (same) choose(same);
  };

  // Text typed before this script ran (or put back by the browser) is not a choice yet.
  if (input.value !== input.defaultValue) {
    setCode("");
    if (document.activeElement === input) search();
  }

  input.addEventListener(
    "input",
    () => {
      setCode("");
      clearTimeout(timer);
      timer = window.setTimeout(search, SEARCH_DELAY_MS);
    },
    on,
  );
  input.addEventListener(
    "keydown",
    (event) => {
      const open = !list.hidden;
      switch (event.key) {
        case "ArrowDown":
          event.preventDefault();
          if (!open) {
            if (!options.length) return search();
            list.hidden = false;
            input.setAttribute("aria-expanded", "true");
            if (!event.altKey) highlight(0);
          } else highlight(active + 1 >= options.length ? 0 : active + 1);
          return;
        case "ArrowUp":
          if (!open) return;
          event.preventDefault();
          highlight(active <= 0 ? options.length - 1 : active - 1);
          return;
        case "Enter":
          // With the list open, Enter chooses rather than sends the form half done.
          if (!open) return;
          event.preventDefault();
          if (active >= 0 || options.length === 1) choose(options[Math.max(0, active)]!);
          else highlight(0);
          return;
        case "Escape":
          if (open) {
            event.preventDefault();
            close();
          } else if (input.value) {
            event.preventDefault();
            input.value = "";
            setCode("");
          }
          return;
      }
    },
    on,
  );
  input.addEventListener("blur", settle, on);
  // A pointer on an option keeps the focus in the box, so its click chooses before any blur.
  list.addEventListener("mousedown", (event) => event.preventDefault(), on);
  list.addEventListener(
    "click",
    (event) => {
      const option = (event.target as Element).closest<HTMLElement>("[role=option]");
      const index = option ? [...list.children].indexOf(option) : -1;
      if (index >= 0) choose(options[index]!);
    },
    on,
  );
}
