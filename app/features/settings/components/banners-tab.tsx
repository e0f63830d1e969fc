import { Monitor, Smartphone } from "lucide-react";
import { useDeferredValue, type ReactNode } from "react";

import { T } from "~/components/super-admin/texts";
import { FieldActions } from "~/features/settings/components/field-actions";
import { DESKTOP_BANNERS, MOBILE_BANNERS, type BannerField } from "~/features/settings/components/panel-settings";
import { useTextSetting, type SettingsTabProps } from "~/features/settings/components/use-setting-form";
import { LIMITS } from "~/lib/constants";

/** Banner Pubblicitari: six HTML slots, each with a live preview. */
export function BannersTab(props: SettingsTabProps) {
  return (
    <section aria-labelledby="banners-title" className="card p-5 sm:p-7">
      <h2 id="banners-title" className="text-2xl font-semibold text-sea-950">
        {T.banners.title}
      </h2>
      <p className="mt-3 max-w-prose text-ink-700">{T.banners.intro}</p>
      <details className="mt-4 rounded-xl border border-sand-200 bg-sand-50 p-3">
        <summary className="cursor-pointer font-semibold text-sea-800">{T.banners.exampleSummary}</summary>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-white p-3 text-sm text-ink-900">
          <code>{T.banners.example}</code>
        </pre>
      </details>

      <SlotGroup icon={<Monitor aria-hidden="true" className="size-6" />} title={T.banners.desktop} hint={T.banners.desktopHint}>
        {DESKTOP_BANNERS.map((field) => (
          <BannerSlotEditor key={field} {...props} field={field} device="desktop" />
        ))}
      </SlotGroup>
      <SlotGroup icon={<Smartphone aria-hidden="true" className="size-6" />} title={T.banners.mobile} hint={T.banners.mobileHint}>
        {MOBILE_BANNERS.map((field) => (
          <BannerSlotEditor key={field} {...props} field={field} device="mobile" />
        ))}
      </SlotGroup>
    </section>
  );
}

function SlotGroup({ icon, title, hint, children }: { icon: ReactNode; title: string; hint: string; children: ReactNode }) {
  return (
    <div className="mt-8">
      <h3 className="flex items-center gap-2 text-xl font-semibold text-sea-900">
        {icon}
        {title}
      </h3>
      <p className="mt-1 text-ink-600">{hint}</p>
      <div className="mt-4 grid gap-5">{children}</div>
    </div>
  );
}

function BannerSlotEditor({ field, device, ...props }: SettingsTabProps & { field: BannerField; device: "desktop" | "mobile" }) {
  const form = useTextSetting(field, props);
  const slot = T.banners.slots[field];
  const id = `banner-${field}`;
  return (
    <div className="rounded-2xl border border-sand-200 p-4 sm:p-5" data-slot={field}>
      <label htmlFor={id} className="block text-lg font-semibold text-ink-900">
        {slot.label}
      </label>
      <p id={`${id}-where`} className="mt-0.5 text-sm text-ink-600">
        {slot.where}
      </p>
      <textarea
        id={id}
        rows={4}
        maxLength={LIMITS.bannerHtml}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        aria-describedby={`${id}-where`}
        value={form.values}
        onChange={(e) => form.setValues(e.target.value)}
        className="field-input mt-3 min-h-28 resize-y font-mono text-sm"
      />
      <p className="mt-4 mb-1.5 text-sm font-semibold text-ink-700">{T.banners.preview}</p>
      <BannerPreview html={form.values} title={T.banners.previewTitle(slot.label)} device={device} />
      <FieldActions form={form} busy={props.actions.busy} controlId={id} saveLabel={T.banners.save} />
    </div>
  );
}

/**
 * The banner as the site will show it. It runs in a sandboxed frame with no permissions
 * at all, so whatever the HTML holds can run no script and reach nothing in the panel.
 */
function BannerPreview({ html, title, device }: { html: string; title: string; device: "desktop" | "mobile" }) {
  const deferred = useDeferredValue(html);
  if (!deferred.trim()) {
    return (
      <p className="rounded-xl border-2 border-dashed border-sand-300 bg-sand-50 p-4 text-center text-sm text-ink-600">
        {T.banners.previewEmpty}
      </p>
    );
  }
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={previewDocument(deferred)}
      className={`block h-40 w-full rounded-xl border border-sand-200 bg-white ${device === "mobile" ? "max-w-[390px]" : ""}`}
    />
  );
}

function previewDocument(html: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><style>body{margin:0;padding:8px;font-family:system-ui,sans-serif}img{max-width:100%;height:auto}</style></head><body>${html}</body></html>`;
}
