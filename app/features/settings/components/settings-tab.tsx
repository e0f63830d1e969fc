import { useState } from "react";

import { TabHeader } from "~/components/admin/tab-header";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { SETTING_KEYS } from "~/lib/constants";

import { settingsRoutes } from "../settings.routes";
import { T } from "./texts";

/** The owner's on/off settings, by their key in /api/settings. */
export type Switches = { showReviewsSection: boolean; prearrivalMail: boolean; poststayMail: boolean };
type SwitchName = keyof Switches;

const GROUPS: { title: string; switches: SwitchName[] }[] = [
  { title: T.settings.homepageTitle, switches: ["showReviewsSection"] },
  { title: T.settings.stayMailsTitle, switches: ["prearrivalMail", "poststayMail"] },
];

export function SettingsTab({ switches }: { switches: Switches }) {
  return (
    <section aria-labelledby="tab-settings-title">
      <TabHeader id="tab-settings-title" title={T.tabs.settings} />
      <div className="grid max-w-2xl gap-6">
        {GROUPS.map((group) => (
          <div key={group.title} className="card p-5 sm:p-6">
            <h3 className="text-xl font-semibold text-sea-950">{group.title}</h3>
            <div className="mt-4 grid gap-3">
              {group.switches.map((name) => (
                <Switch key={name} name={name} value={switches[name]} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

/** One setting: a checkbox saved as soon as it changes, its state in words, what it does. */
function Switch({ name, value }: { name: SwitchName; value: boolean }) {
  const saving = usePanelAction(useAdminAction());
  // The value being saved shows at once; the server's value takes over once the section reloads.
  const [target, setTarget] = useState(value);
  const checked = saving.busy ? target : value;
  const words: { label: string; hint: string; feminine?: boolean } = T.settings.switches[name];
  const on = words.feminine ? T.settings.onFeminine : T.settings.on;
  const off = words.feminine ? T.settings.offFeminine : T.settings.off;
  const id = `setting-${SETTING_KEYS[name].replace(/_/g, "-")}`;

  const toggle = (next: boolean) =>
    saving.start(
      () => {
        // Only once the change is under way: a tap while one is on its way changes nothing.
        setTarget(next);
        return callApi(settingsRoutes.set, { params: { key: SETTING_KEYS[name] }, body: { value: next ? "true" : "false" } });
      },
      { success: { title: T.settings.saved, description: `${words.label}: ${next ? on : off}` }, error: T.settings.error },
    );

  return (
    <div className="flex items-start gap-4 rounded-xl bg-sand-50 p-4">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-busy={saving.busy || undefined}
        onChange={(e) => void toggle(e.target.checked)}
        aria-describedby={`${id}-state ${id}-hint`}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-sea-700"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <label htmlFor={id} className="cursor-pointer text-base font-semibold text-ink-900">
            {words.label}
          </label>
          <span
            id={`${id}-state`}
            className={`rounded-full px-3 py-0.5 text-sm font-bold ${checked ? "bg-olive-700 text-white" : "bg-sand-200 text-ink-700"}`}
          >
            {checked ? on : off}
          </span>
        </div>
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {words.hint}
        </p>
      </div>
    </div>
  );
}
