import { needsLatinSpelling } from "./guest-types";

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
export function startLatinSpelling(form: HTMLFormElement, box: HTMLElement, signal: AbortSignal): void {
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
