import { FILL_TIME_FIELD } from "~/lib/bot-check";
import { focusFirstInvalid } from "~/lib/focus-first-invalid";

import { toast } from "./toast";

/**
 * The guests' forms (quote, review). Without this script they post the page and the server
 * answers with the page again: the outcome above the form, or each field's message under it
 * (decision 0005). With it, the same post is sent in the background while the button says it
 * is sending; the form the server answers with takes the place of this one (emptied when sent,
 * with the messages and what was typed when refused), and a toast says the outcome. A lost
 * connection keeps everything typed and says the form was not sent.
 */
export function initGuestForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-guest-form]")) enable(form);
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches("form[data-guest-form]")) return;
    event.preventDefault();
    void send(form);
  });
}

/** What needs the script: the review's button waits for a rating, which the server still checks. */
function enable(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const rating = form.querySelectorAll<HTMLInputElement>("input[name=rating]");
  if (!button || !rating.length) return;
  const update = () => (button.disabled = ![...rating].some((r) => r.checked));
  update();
  form.addEventListener("change", update);
  form.addEventListener("reset", () => queueMicrotask(update));
}

function pending(form: HTMLFormElement, on: boolean): void {
  form.toggleAttribute("aria-busy", on);
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (button) button.disabled = on;
  for (const part of form.querySelectorAll<HTMLElement>("[data-when]")) part.hidden = part.dataset.when !== (on ? "pending" : "idle");
}

async function send(form: HTMLFormElement): Promise<void> {
  if (form.hasAttribute("aria-busy")) return;
  const card = form.closest<HTMLElement>("[data-form-outcome]");
  const texts = card?.dataset ?? {};
  // The time the form was open, from the page's load: a bot sends it at once (app/lib/bot-check.ts).
  const fill = form.elements.namedItem(FILL_TIME_FIELD);
  if (fill instanceof HTMLInputElement) fill.value = String(Math.round(performance.now()));
  pending(form, true);
  let answer: Document;
  try {
    // Encoded as the browser posts the form itself: the server takes no multipart on its pages.
    const body = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    const res = await fetch(form.action, { method: "POST", body, credentials: "same-origin" });
    answer = new DOMParser().parseFromString(await res.text(), "text/html");
  } catch {
    pending(form, false);
    toast({ title: texts.failedTitle ?? "", description: texts.failedText, variant: "destructive" });
    return;
  }
  const answered = answer.querySelector<HTMLElement>("[data-form-outcome]");
  const fresh = answered?.querySelector<HTMLFormElement>("form[data-guest-form]");
  const outcome = answered?.dataset.formOutcome;
  if (!fresh || (outcome !== "sent" && outcome !== "invalid")) {
    pending(form, false);
    const message = outcome === "limited" ? answered?.dataset.outcomeMessage : undefined;
    toast({ title: texts.failedTitle ?? "", description: message || texts.failedText, variant: "destructive" });
    return;
  }
  const next = document.importNode(fresh, true);
  form.replaceWith(next);
  enable(next);
  next.dispatchEvent(new CustomEvent("guest-form:replaced", { bubbles: true }));
  if (outcome === "sent") {
    next.querySelector<HTMLButtonElement>("button[type=submit]")?.focus({ preventScroll: true });
    toast({ title: texts.sentTitle ?? "", description: texts.sentText });
  } else {
    focusFirstInvalid(next);
  }
}
