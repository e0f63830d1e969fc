import { startGuestsForm, type GuestsBody, type Send, type SendOutcome } from "./guests-form-script";

/** The guests' form's island: the element that wraps `<form data-guests-form>` (components/guests-form.tsx). */
export const GUESTS_FORM_TAG = "guests-form-island";

/** The server (which renders the panel too) has no HTMLElement: the class is only ever defined in the browser. */
const Base = (typeof HTMLElement === "undefined" ? class {} : HTMLElement) as typeof HTMLElement;

/**
 * `<guests-form-island>`: the browser starts the form's behaviour (guests-form-script.ts) when the
 * element is in the page and has its `send`, and stops it when the element leaves the page. The
 * page gives `send`, the one thing that differs: the guest's page (app/islands/check-in.ts) sets
 * it to its fetch POST, the owner's panel (stay-guests.tsx) passes it as a React prop, which React
 * 19 assigns to this property. React does not assign a custom element's props while it hydrates
 * server-rendered HTML, only on a later render, so the element waits for `send` rather than
 * assuming it is there when it connects. The form reads the current `send` at each submit.
 */
export class GuestsFormElement extends Base {
  #send: Send | undefined;
  #stop: (() => void) | undefined;

  get send(): Send | undefined {
    return this.#send;
  }

  set send(send: Send | undefined) {
    this.#send = send;
    this.#start();
  }

  connectedCallback(): void {
    this.#start();
  }

  disconnectedCallback(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  #start(): void {
    if (this.#stop || !this.#send || !this.isConnected) return;
    const form = this.querySelector<HTMLFormElement>("form[data-guests-form]");
    if (!form) return;
    this.#stop = startGuestsForm(form, (body) => this.#post(body));
  }

  #post(body: GuestsBody): Promise<SendOutcome> {
    return this.#send ? this.#send(body) : Promise.resolve({ ok: false, status: 0 });
  }
}

// Defined as the module loads, in the browser only: before React renders (or hydrates) the panel's
// element, and before the guest's page sets `send` on its own.
if (typeof customElements !== "undefined" && !customElements.get(GUESTS_FORM_TAG)) {
  customElements.define(GUESTS_FORM_TAG, GuestsFormElement);
}

declare global {
  interface HTMLElementTagNameMap {
    "guests-form-island": GuestsFormElement;
  }
}
