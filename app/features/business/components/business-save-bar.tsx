import type { FieldErrors } from "~/components/panel/panel-form";
import { LANGUAGES } from "~/i18n/languages";
import { hrefFor } from "~/i18n/links";

import { isFieldKey } from "./business-form";
import { T } from "./texts";

const TB = T.business;

/**
 * The bar kept at the bottom of the "Struttura" form: the errors no input shows, save and
 * discard, whether there are unsaved edits and, after a save, links to see it on the site.
 */
type Props = {
  errors: FieldErrors;
  /** The save is on its way. */
  busy: boolean;
  /** The form holds unsaved edits. */
  edited: boolean;
  onDiscard: () => void;
  /** A save has just been made and nothing has been edited since. */
  justSaved: boolean;
};

export function BusinessSaveBar({ errors, busy, edited, onDiscard, justSaved }: Props) {
  const otherErrors = Object.entries(errors).filter((entry): entry is [string, string] => !isFieldKey(entry[0]) && Boolean(entry[1]));
  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-sand-300 bg-sand-50 px-4 py-3 shadow-[0_-6px_16px_-10px_rgb(7_41_58/0.35)] sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
      {otherErrors.length > 0 && (
        <ul role="alert" className="mb-3 text-sm font-medium text-danger-700">
          {otherErrors.map(([key, message]) => (
            <li key={key}>{message}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <button type="submit" className="btn-sea min-w-32" disabled={busy} aria-busy={busy || undefined}>
          {busy ? T.common.saving : TB.save}
        </button>
        {edited && (
          <button type="button" className="btn-outline" onClick={onDiscard} disabled={busy}>
            {TB.discard}
          </button>
        )}
        {edited && !hasErrors && <span className="text-sm font-medium text-terracotta-700">{T.common.unsaved}</span>}
        {hasErrors && <span className="text-sm font-medium text-danger-700">{TB.fixFields}</span>}
        {/* Always there, so that what appears in it after a save is announced. */}
        <div role="status" className="min-w-0">
          {justSaved && !edited && <SiteLinks />}
        </div>
      </div>
    </div>
  );
}

/** "Vedi sul sito": the contact page in each language. */
function SiteLinks() {
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-ink-900 sm:ml-2">
      <span className="mr-1 w-full font-semibold sm:w-auto">{TB.viewOnSite}</span>
      {LANGUAGES.map((lang, i) => (
        <span key={lang} className="inline-flex items-center gap-x-1">
          {i > 0 && <span aria-hidden="true">·</span>}
          <a
            href={hrefFor("contact", lang)}
            hrefLang={lang}
            lang={lang}
            className="inline-flex min-h-9 items-center px-1 font-semibold text-sea-800 underline hover:text-sea-950 sm:min-h-11"
          >
            {TB.siteLanguages[lang]}
          </a>
        </span>
      ))}
    </p>
  );
}
