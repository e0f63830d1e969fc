import { LoaderCircle, Send as SendIcon } from "lucide-react";

import type { Language } from "~/i18n/languages";

import type { GuestFormTexts, GuestsFormData } from "../guests-form";
import type { GuestsFormElement } from "../guests-form-element";
import type { Send } from "../guests-form-script";
import { GuestFieldset } from "./guest-fieldset";
import { RadioChoices } from "./radio-choices";

type Props = {
  data: GuestsFormData;
  texts: GuestFormTexts;
  /** Prefixes every id: the form may share a page with other fields. */
  idPrefix: string;
  /** Where the guest's page posts the party as JSON (app/islands/check-in.ts reads it from the form). */
  submitUrl: string;
  method: "POST" | "PUT";
  /** Today in Italy: the latest birth date. */
  today: string;
  /** The form's accessible name: the id of the heading above it. */
  labelledBy: string;
  /** The language the place look-ups name countries in (the guest's page); the police table's Italian names otherwise. */
  placesLang?: Language;
  /**
   * How the island sends the party: the panel's, a prop React assigns to the element's property.
   * The guest's page, never hydrated, leaves it out: its island (app/islands/check-in.ts) sets it.
   */
  send?: Send;
};

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React 19 reads intrinsic elements from this namespace.
  namespace JSX {
    interface IntrinsicElements {
      /** The guests' form's island (guests-form-element.ts): `send` is a property, never an attribute. */
      "guests-form-island": DetailedHTMLProps<HTMLAttributes<GuestsFormElement>, GuestsFormElement> & { send?: Send };
    }
  }
}

/**
 * The party's data the law asks for, one fieldset per guest: the guest's pre-check-in page
 * (rendered on the server only) and the owner's panel draw the same markup, each with its own
 * words, inside one island, the custom element `<guests-form-island>` (guests-form-element.ts,
 * decision 0030). The browser starts it once it is in the page and has its `send`, and stops it
 * when it leaves: the place look-ups, the municipality fields shown for Italy only, the document
 * fields of every guest for a party of individuals, the Latin spelling of a name in another
 * script, the JSON post and each field's message (guests-form-script.ts). Until the island runs
 * the button stays disabled, so the form never posts itself.
 */
export function GuestsForm({ data, texts, idPrefix, submitUrl, method, today, labelledBy, placesLang, send }: Props) {
  const count = Math.max(1, data.expected);
  const scriptTexts = {
    sent: texts.sent,
    invalid: texts.invalid,
    failed: texts.failed,
    results: texts.results,
    noResults: texts.noResults,
    savedNumber: texts.savedNumber,
  };
  return (
    <guests-form-island send={send} className="block">
      <form
        method="post"
        // Our messages, under each field, in the page's language, rather than the browser's bubbles.
        noValidate
        aria-labelledby={labelledBy}
        data-guests-form=""
        data-submit-url={submitUrl}
        data-method={method}
        data-italy={data.italy}
        data-places-lang={placesLang}
        data-texts={JSON.stringify(scriptTexts)}
        className="grid gap-6"
      >
        <div className="grid gap-2 text-ink-700">
          <p>{texts.intro}</p>
          <p>{texts.placesIntro}</p>
        </div>
        {count > 1 && (
          <RadioChoices
            id={`${idPrefix}-party`}
            name="partyType"
            legend={texts.partyType}
            value={data.partyType}
            options={[
              ["family", texts.family, texts.familyHint],
              ["group", texts.group, texts.groupHint],
              ["individuals", texts.individuals, texts.individualsHint],
            ]}
          />
        )}
        {Array.from({ length: count }, (_, i) => (
          <GuestFieldset key={i} index={i} guest={data.guests[i]} data={data} texts={texts} id={`${idPrefix}-g${i}`} today={today} />
        ))}
        {/* Always in the page, so that what the script writes in them is announced. */}
        <p className="sr-only" aria-live="polite" data-places-status="" />
        <div role="alert" data-form-alert="" />
        <div role="status" data-form-status="" />
        <div>
          <button type="submit" disabled className="btn-primary w-full sm:w-auto">
            <span data-when="idle" className="contents">
              <SendIcon aria-hidden="true" className="size-5" />
              {texts.submit}
            </span>
            <span data-when="pending" hidden className="contents">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              {texts.sending}
            </span>
          </button>
        </div>
      </form>
    </guests-form-island>
  );
}
