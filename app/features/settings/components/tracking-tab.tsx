import { ShieldCheck } from "lucide-react";
import { LIMITS } from "~/lib/constants";
import { FieldActions } from "~/features/settings/components/field-actions";
import type { TabProps } from "~/routes/super-admin/super-admin-panel";
import { T } from "~/components/super-admin/texts";

const FIELD_ID = "tracking-code";

/** Tracking: the script for the page head, which runs only after consent (SPEC §2.14, §4). */
export function TrackingTab(props: TabProps) {
  const { drafts, setDraft } = props;
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
          value={drafts.trackingCode}
          onChange={(e) => setDraft("trackingCode", e.target.value)}
          className="field-input min-h-48 resize-y font-mono text-sm"
        />
        <p id={`${FIELD_ID}-count`} className="mt-1.5 text-right text-sm text-ink-600">
          {T.common.chars(drafts.trackingCode.length, LIMITS.trackingCode)}
        </p>
        <FieldActions {...props} field="trackingCode" controlId={FIELD_ID} saveLabel={T.tracking.save} />
      </div>
    </section>
  );
}
