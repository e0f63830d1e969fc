import { useId } from "react";

import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";

/**
 * The cookie banner, whole in the server's HTML: the head script's `data-consent` shows it only
 * to visitors who have not chosen, and the page's script (app/islands/consent.ts) works its
 * buttons, opens the toggles, and runs the tracking code only after consent to analytics or
 * marketing. The tracking code travels as JSON data, so it never runs as markup.
 */
export function CookieConsent({ trackingCode }: { trackingCode: string | null }) {
  const { lang, t } = useT();
  const titleId = useId();
  return (
    <>
      {trackingCode && (
        <script
          type="application/json"
          data-tracking-source=""
          // "<" escaped: the code's own </script> cannot end this element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(trackingCode).replaceAll("<", "\\u003c") }}
        />
      )}
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        data-consent-banner="ssr"
        className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
      >
        <div className="card mx-auto max-w-3xl border border-sand-200 p-5 sm:p-6">
          <h2 id={titleId} className="text-xl font-semibold text-sea-900">
            {t("common.consent.title")}
          </h2>
          <p className="mt-2 text-ink-700">
            {t("common.consent.text")}{" "}
            <a href={`${hrefFor("privacy", lang)}#cookies`} className="font-medium text-sea-800 underline">
              {t("common.consent.policy")}
            </a>
          </p>
          <fieldset className="mt-4 grid gap-3" data-consent-toggles="" hidden>
            <legend className="sr-only">{t("common.consent.customize")}</legend>
            <ConsentToggle label={t("common.consent.necessary")} hint={t("common.consent.necessaryHint")} disabled />
            <ConsentToggle label={t("common.consent.analytics")} hint={t("common.consent.analyticsHint")} kind="analytics" />
            <ConsentToggle label={t("common.consent.marketing")} hint={t("common.consent.marketingHint")} kind="marketing" />
          </fieldset>
          <div className="mt-5 flex flex-wrap gap-2">
            <button type="button" className="btn-sea" data-consent-choice="all">
              {t("common.consent.acceptAll")}
            </button>
            <button type="button" className="btn-outline" data-consent-choice="none">
              {t("common.consent.rejectAll")}
            </button>
            <button type="button" className="btn-outline" data-consent-choice="save" hidden>
              {t("common.consent.save")}
            </button>
            <button type="button" className="btn-outline" data-consent-customize="">
              {t("common.consent.customize")}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}

function ConsentToggle(props: { label: string; hint: string; kind?: "analytics" | "marketing"; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl bg-sand-50 p-3">
      <label htmlFor={id} className="grid gap-0.5">
        <span className="font-semibold text-ink-900">{props.label}</span>
        <span className="text-sm text-ink-600" id={`${id}-hint`}>
          {props.hint}
        </span>
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        className="mt-1 size-6 shrink-0 accent-sea-700"
        data-consent-kind={props.kind}
        defaultChecked={props.disabled}
        disabled={props.disabled}
      />
    </div>
  );
}
