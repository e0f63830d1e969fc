import { ShieldCheck } from "lucide-react";

import { T } from "~/components/super-admin/texts";
import { FieldActions } from "~/features/settings/components/field-actions";
import { useTextSetting, type SettingsTabProps } from "~/features/settings/components/use-setting-form";
import { allowedTrackingOrigins, splitTrackingHosts, trackingHostOrigin } from "~/features/settings/tracking-hosts";
import { LIMITS } from "~/lib/constants";

const FIELD_ID = "tracking-code";
const HOSTS_ID = "tracking-hosts";

/** Tracking: the script for the page head, which runs only after consent. */
export function TrackingTab(props: SettingsTabProps) {
  const code = useTextSetting("trackingCode", props);
  const hosts = useTextSetting("trackingHosts", props);
  const { busy } = props.actions;
  // What the public pages' connect-src will allow once these drafts are saved (as the site layout computes it).
  const allowed = code.values.trim() ? allowedTrackingOrigins(code.values, hosts.values) : [];
  const invalid = splitTrackingHosts(hosts.values).filter((item) => trackingHostOrigin(item) === null);
  return (
    <section aria-labelledby="tracking-title" className="card p-5 sm:p-7">
      <h2 id="tracking-title" className="text-2xl font-semibold text-sea-950">
        {T.tracking.title}
      </h2>
      <p className="mt-3 max-w-prose text-ink-700">{T.tracking.intro}</p>
      <p id={`${FIELD_ID}-consent`} className="mt-4 flex items-start gap-2 rounded-xl border border-sea-200 bg-sea-50 p-3 text-sea-900">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {T.tracking.consent}
      </p>

      <div className="mt-5">
        <label htmlFor={FIELD_ID} className="field-label">
          {T.tracking.label}
        </label>
        <textarea
          id={FIELD_ID}
          rows={10}
          maxLength={LIMITS.trackingCode}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-describedby={`${FIELD_ID}-consent ${FIELD_ID}-count`}
          value={code.values}
          onChange={(e) => code.setValues(e.target.value)}
          className="field-input min-h-48 resize-y font-mono text-sm"
        />
        <p id={`${FIELD_ID}-count`} className="mt-1.5 text-right text-sm text-ink-600">
          {T.common.chars(code.values.length, LIMITS.trackingCode)}
        </p>
        <FieldActions form={code} busy={busy} controlId={FIELD_ID} saveLabel={T.tracking.save} />
      </div>

      <div className="mt-8">
        <h3 className="text-xl font-semibold text-sea-950">{T.tracking.hostsTitle}</h3>
        <p id={`${HOSTS_ID}-intro`} className="mt-2 max-w-prose text-ink-700">
          {T.tracking.hostsIntro}
        </p>
        <label htmlFor={HOSTS_ID} className="field-label mt-4">
          {T.tracking.hostsLabel}
        </label>
        <textarea
          id={HOSTS_ID}
          rows={4}
          maxLength={4000}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-describedby={`${HOSTS_ID}-intro ${HOSTS_ID}-allowed`}
          aria-invalid={invalid.length > 0 || undefined}
          value={hosts.values}
          onChange={(e) => hosts.setValues(e.target.value)}
          placeholder="https://region1.google-analytics.com"
          className="field-input resize-y font-mono text-sm"
        />
        {invalid.length > 0 && (
          <p className="mt-1.5 text-sm font-semibold text-terracotta-700">{T.tracking.invalidHosts(invalid.join(", "))}</p>
        )}
        <FieldActions form={hosts} busy={busy} controlId={HOSTS_ID} saveLabel={T.tracking.hostsSave} />

        <div
          id={`${HOSTS_ID}-allowed`}
          className="mt-5 rounded-xl border border-sand-200 bg-sand-50 p-3"
          data-testid="tracking-allowed-hosts"
        >
          <p className="font-semibold text-sea-950">{T.tracking.allowedTitle}</p>
          {allowed.length ? (
            <ul className="mt-2 list-disc space-y-0.5 pl-5 font-mono text-sm text-ink-800">
              {allowed.map((origin) => (
                <li key={origin}>{origin}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-ink-700">{T.tracking.allowedNone}</p>
          )}
          <p className="mt-2 text-sm text-ink-600">{T.tracking.allowedHint}</p>
        </div>
      </div>
    </section>
  );
}
