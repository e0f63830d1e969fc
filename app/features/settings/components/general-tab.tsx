import * as Switch from "@radix-ui/react-switch";
import { CircleCheck, CircleX, ExternalLink } from "lucide-react";

import { T } from "~/components/super-admin/texts";
import { useOfflineSwitch, type SettingsTabProps } from "~/features/settings/components/use-setting-form";

const SWITCH_ID = "site-offline";

/** Controllo Generale: the site's online/offline switch. */
export function GeneralTab(props: SettingsTabProps) {
  const form = useOfflineSwitch(props);
  const { busy } = props.actions;
  // While the change is on its way the switch already shows where it is going.
  const offline = form.busy ? !form.values : form.values;
  return (
    <section aria-labelledby="general-title" className="card p-5 sm:p-7">
      <h2 id="general-title" className="text-2xl font-semibold text-sea-950">
        {T.general.title}
      </h2>

      <div className="mt-5 flex items-center justify-between gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-4 sm:p-5">
        <div className="grid gap-1">
          <label htmlFor={SWITCH_ID} className="text-lg font-semibold text-ink-900">
            {T.general.switchLabel}
          </label>
          <p id={`${SWITCH_ID}-hint`} className="text-sm text-ink-600">
            {T.general.switchHint}
          </p>
        </div>
        <Switch.Root
          id={SWITCH_ID}
          checked={offline}
          // aria-disabled, not disabled: focus stays on the switch while the change is saved.
          aria-disabled={busy || undefined}
          onCheckedChange={() => !busy && void form.onSubmit()}
          aria-describedby={`${SWITCH_ID}-hint`}
          className="relative inline-flex h-9 w-16 shrink-0 items-center rounded-full border-2 border-transparent bg-ink-500 transition-colors aria-disabled:cursor-wait aria-disabled:opacity-70 data-[state=checked]:bg-danger-700"
        >
          <Switch.Thumb className="block size-7 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.875rem]" />
        </Switch.Root>
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-3" aria-live="polite">
        <span className="font-semibold text-ink-900">{T.general.current}</span>
        <span
          data-testid="site-status"
          className={`inline-flex items-center gap-1.5 rounded-full px-3.5 py-1 text-sm font-bold tracking-wider text-white ${offline ? "bg-danger-700" : "bg-olive-700"}`}
        >
          {offline ? <CircleX aria-hidden="true" className="size-4" /> : <CircleCheck aria-hidden="true" className="size-4" />}
          {offline ? T.general.offline : T.general.online}
        </span>
        <span className="text-ink-700">{offline ? T.general.offlineText : T.general.onlineText}</span>
      </div>

      <p className="mt-5 max-w-prose text-ink-700">{T.general.explain}</p>
      <p className="mt-4">
        <a href="/" target="_blank" rel="noopener" className="inline-flex items-center gap-1.5 font-medium text-sea-800 underline">
          {T.general.openSite}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </p>
    </section>
  );
}
