import type { NamedPlace } from "./guest-types";
import { placeLabel } from "./guests-form";

/** The words a place field says: how many options there are, or that there are none. */
export type PlaceTexts = { results: string; noResults: string };

const SEARCH_DELAY_MS = 200;
const MIN_QUERY = 2;
const MAX_RESULTS = 20;

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
export function startCombobox(box: HTMLElement, texts: PlaceTexts, lang: string | undefined, signal: AbortSignal): void {
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
