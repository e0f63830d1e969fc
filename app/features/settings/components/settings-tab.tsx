import { useState } from "react";

import { TabHeader } from "~/components/admin/tab-header";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { SETTING_KEYS } from "~/lib/constants";

import { T } from "./texts";

export function SettingsTab({ showReviewsSection }: { showReviewsSection: boolean }) {
  const run = useAdminAction();
  // The value being saved shows at once; the server's value takes over once the lists reload.
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? showReviewsSection;

  const toggle = async (next: boolean) => {
    if (saving !== null) return;
    setSaving(next);
    await run(() => apiRequest("PUT", `/api/settings/${SETTING_KEYS.showReviewsSection}`, { value: next ? "true" : "false" }), {
      success: { title: T.settings.saved, description: `${T.settings.showReviews}: ${next ? T.settings.on : T.settings.off}` },
      error: T.settings.error,
    });
    setSaving(null);
  };

  return (
    <section aria-labelledby="tab-settings-title">
      <TabHeader id="tab-settings-title" title={T.tabs.settings} />
      <div className="card max-w-2xl p-5 sm:p-6">
        <h3 className="text-xl font-semibold text-sea-950">{T.settings.homepageTitle}</h3>
        <div className="mt-4 flex items-start gap-4 rounded-xl bg-sand-50 p-4">
          <input
            id="setting-show-reviews"
            type="checkbox"
            checked={checked}
            aria-busy={saving !== null || undefined}
            onChange={(e) => void toggle(e.target.checked)}
            aria-describedby="setting-show-reviews-state setting-show-reviews-hint"
            className="mt-0.5 size-6 shrink-0 cursor-pointer accent-sea-700"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <label htmlFor="setting-show-reviews" className="cursor-pointer text-base font-semibold text-ink-900">
                {T.settings.showReviews}
              </label>
              <span
                id="setting-show-reviews-state"
                className={`rounded-full px-3 py-0.5 text-sm font-bold ${checked ? "bg-olive-700 text-white" : "bg-sand-200 text-ink-700"}`}
              >
                {checked ? T.settings.on : T.settings.off}
              </span>
            </div>
            <p id="setting-show-reviews-hint" className="mt-1.5 text-sm text-ink-600">
              {T.settings.showReviewsHint}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
