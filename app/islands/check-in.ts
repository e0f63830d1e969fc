import type * as GuestsFormScript from "~/features/guests/guests-form-script";

import { toast } from "./toast";

/**
 * The pre-check-in page's form (/check-in/{token}): the server renders it inside the custom
 * element `<guests-form-island>` (decision 0030), the same island the owner's panel uses. Here it
 * is defined, and given its `send`: this page's fetch POST. Its code (the element, the place
 * look-ups, the post) is fetched only on this page: the other pages' script stays as small as it was.
 */
export function initCheckIn(): void {
  const islands = document.querySelectorAll("guests-form-island");
  if (!islands.length) return;
  import("~/features/guests/guests-form-element")
    .then(() => {
      for (const island of document.querySelectorAll("guests-form-island")) {
        const form = island.querySelector<HTMLFormElement>("form[data-guests-form]");
        if (form) island.send = (body) => post(form, body);
      }
    })
    .catch((error: unknown) => console.error("The check-in form failed", error));
}

/** POST /api/check-in/{token}?lang=xx: the answer, or the API's words for a refusal. */
async function post(form: HTMLFormElement, body: GuestsFormScript.GuestsBody): Promise<GuestsFormScript.SendOutcome> {
  const failed = (JSON.parse(form.dataset.texts ?? "{}") as { failed?: string }).failed ?? "";
  let res: Response;
  try {
    res = await fetch(form.dataset.submitUrl ?? "", {
      method: form.dataset.method ?? "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    // As the other guest forms say it; the text also stays above the button.
    toast({ title: failed, variant: "destructive" });
    return { ok: false, status: 0, message: failed };
  }
  const answer = (await res.json().catch(() => ({}))) as {
    guests?: { documentNumber?: string | null }[];
    error?: { code?: string; message?: string; fields?: Record<string, string> };
  };
  if (res.ok) return { ok: true, saved: answer };
  return {
    ok: false,
    status: res.status,
    code: answer.error?.code,
    message: answer.error?.message ?? failed,
    fields: answer.error?.fields,
  };
}
