import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";

import {
  allowsTracking,
  consentSnapshot,
  injectTrackingCode,
  settingsRequestSnapshot,
  storeConsent,
  subscribeConsent,
} from "~/features/consent/consent";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";

const serverConsent = () => undefined;
const serverRequests = () => 0;

/** The cookie banner; the tracking code runs only after consent to analytics or marketing. */
export function CookieConsent({ trackingCode }: { trackingCode: string | null }) {
  const { lang, t } = useT();
  // undefined while hydrating (the server cannot know the choice), then the stored choice or null.
  const consent = useSyncExternalStore(subscribeConsent, consentSnapshot, serverConsent);
  const requests = useSyncExternalStore(subscribeConsent, settingsRequestSnapshot, serverRequests);
  const [handledRequests, setHandledRequests] = useState(0);
  const [customizing, setCustomizing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (trackingCode && allowsTracking(consent ?? null)) injectTrackingCode(trackingCode);
  }, [consent, trackingCode]);

  const reopened = requests > handledRequests;
  if (reopened && !customizing) {
    // The footer asked to change the choice: open the toggles on the stored values.
    setHandledRequests(requests);
    setAnalytics(consent?.preferences.analytics ?? false);
    setMarketing(consent?.preferences.marketing ?? false);
    setCustomizing(true);
  }

  const choose = (a: boolean, m: boolean) => {
    storeConsent(a, m);
    setHandledRequests(requests);
    setCustomizing(false);
  };

  // Server and hydration render the banner (consent undefined), marked for the CSS that shows
  // it only where CONSENT_SNIFF found no choice; it paints with the page instead of popping
  // up after the JavaScript. From then on the stored choice decides.
  const visible = consent === undefined || consent === null || customizing;
  if (!visible) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-consent-banner={consent === undefined ? "ssr" : undefined}
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
    >
      <div className="card mx-auto max-w-3xl border border-sand-200 p-5 sm:p-6">
        <h2 id={titleId} className="text-xl font-semibold text-sea-900">
          {t("common.consent.title")}
        </h2>
        <p className="mt-2 text-ink-700">
          {t("common.consent.text")}{" "}
          <Link to={`${hrefFor("privacy", lang)}#cookies`} className="font-medium text-sea-800 underline">
            {t("common.consent.policy")}
          </Link>
        </p>
        {customizing && (
          <fieldset className="mt-4 grid gap-3">
            <legend className="sr-only">{t("common.consent.customize")}</legend>
            <ConsentToggle label={t("common.consent.necessary")} hint={t("common.consent.necessaryHint")} checked disabled />
            <ConsentToggle
              label={t("common.consent.analytics")}
              hint={t("common.consent.analyticsHint")}
              checked={analytics}
              onChange={setAnalytics}
            />
            <ConsentToggle
              label={t("common.consent.marketing")}
              hint={t("common.consent.marketingHint")}
              checked={marketing}
              onChange={setMarketing}
            />
          </fieldset>
        )}
        <div className="mt-5 flex flex-wrap gap-2">
          <button type="button" className="btn-sea" onClick={() => choose(true, true)}>
            {t("common.consent.acceptAll")}
          </button>
          <button type="button" className="btn-outline" onClick={() => choose(false, false)}>
            {t("common.consent.rejectAll")}
          </button>
          {customizing ? (
            <button type="button" className="btn-outline" onClick={() => choose(analytics, marketing)}>
              {t("common.consent.save")}
            </button>
          ) : (
            <button type="button" className="btn-outline" onClick={() => setCustomizing(true)}>
              {t("common.consent.customize")}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

function ConsentToggle(props: { label: string; hint: string; checked: boolean; disabled?: boolean; onChange?: (v: boolean) => void }) {
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
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange?.(e.target.checked)}
      />
    </div>
  );
}
