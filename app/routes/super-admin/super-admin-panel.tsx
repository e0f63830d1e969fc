import { ChartLine, Info, LogOut, Megaphone, Power } from "lucide-react";
import { useEffect, useState } from "react";

import { callApi } from "~/components/panel/api";
import { isString, superAdminDrafts } from "~/components/panel/drafts";
import { toastRunner } from "~/components/panel/toast-runner";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { SUPER_ADMIN_API } from "~/components/super-admin/api";
import { T } from "~/components/super-admin/texts";
import { useSuperAdminAction } from "~/components/super-admin/use-super-admin-action";
import { Tabs } from "~/components/ui/tabs";
import { authRoutes } from "~/features/auth/auth.routes";
import { BannersTab } from "~/features/settings/components/banners-tab";
import { GeneralTab } from "~/features/settings/components/general-tab";
import { TEXT_FIELDS, type PanelSettings } from "~/features/settings/components/panel-settings";
import { TrackingTab } from "~/features/settings/components/tracking-tab";
import type { SettingsTabProps } from "~/features/settings/components/use-setting-form";
import { useBusiness } from "~/lib/business";

const TAB_IDS = ["general", "tracking", "banners"] as const;
type TabId = (typeof TAB_IDS)[number];
const isTabId = (value: unknown): value is TabId => TAB_IDS.some((id) => id === value);

/** Where the open tab is kept, beside the settings' drafts, so a reload or a new login comes back to it. */
const TAB_DRAFT = "tab";

type Props = {
  settings: PanelSettings;
  titleId: string;
  /** Reloads the route's data: after logging out, to fall back to the key screen. */
  reload: () => void;
};

/** The super-admin panel after access: three tabs and a Logout button. */
export function SuperAdminPanel({ settings, titleId, reload }: Props) {
  const businessName = useBusiness().name;
  const tabProps: SettingsTabProps = { saved: settings, actions: useSuperAdminAction() };
  const [tab, setTab] = useState<TabId>("general");
  const [restored, setRestored] = useState(false);

  // Drafts kept from an expired session or a reload, and the open tab, live in this tab's
  // sessionStorage, which the server's HTML cannot know about: once the page runs, the tab
  // comes back and the owner is told that her unsaved edits did too (each form shows its own).
  useEffect(() => {
    const storedTab = superAdminDrafts.read(TAB_DRAFT, isTabId);
    const hasDrafts = TEXT_FIELDS.some((field) => superAdminDrafts.read(field, isString) !== undefined);
    queueMicrotask(() => {
      if (storedTab) setTab(storedTab);
      if (hasDrafts) setRestored(true);
    });
  }, []);

  const leaving = usePanelAction(toastRunner({ title: () => T.toast.connectionTitle }));
  async function logout() {
    const result = await leaving.start(() => callApi(authRoutes.superAdminLogout, {}, SUPER_ADMIN_API), {
      success: { title: T.common.loggedOut },
      error: T.toast.connectionText,
    });
    if (!result?.ok) return;
    superAdminDrafts.clear();
    reload();
  }

  const changeTab = (value: string) => {
    if (!isTabId(value)) return;
    setTab(value);
    superAdminDrafts.write(TAB_DRAFT, value);
  };

  const triggerClass =
    "flex min-h-12 flex-1 flex-col items-center justify-center gap-1 rounded-xl px-2 py-2 text-center text-sm font-semibold leading-tight text-ink-700 hover:bg-sand-100 hover:text-sea-900 sm:flex-row sm:gap-2 sm:text-base data-[state=active]:bg-sea-700 data-[state=active]:text-white data-[state=active]:hover:bg-sea-700";

  return (
    <div className="min-h-dvh bg-sand-50">
      <header className="bg-sea-900 text-white">
        <div className="mx-auto flex w-full max-w-4xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <p className="flex items-center gap-2 font-display text-lg font-semibold">
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 rounded-full bg-white p-0.5" />
            <span>{businessName}</span>
          </p>
          <button type="button" onClick={() => void logout()} className="btn-ghost-light min-h-10 px-4 py-1.5 text-sm">
            <LogOut aria-hidden="true" className="size-4" />
            {T.header.logout}
          </button>
        </div>
      </header>

      <main id="main" className="mx-auto w-full max-w-4xl px-4 pt-6 pb-28 sm:px-6 sm:pt-8">
        <h1 id={titleId} tabIndex={-1} className="text-3xl font-semibold text-sea-950 outline-none sm:text-4xl">
          {T.panelTitle}
        </h1>
        <p className="mt-2 text-ink-700">{T.header.intro}</p>

        {restored && (
          <p role="status" className="mt-4 flex items-start gap-2 rounded-xl border border-sea-200 bg-sea-50 p-3 text-sea-900">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {T.header.restoredDrafts}
          </p>
        )}

        <Tabs
          idBase="super-admin"
          label={T.common.tabsLabel}
          value={tab}
          onValueChange={changeTab}
          className="mt-6"
          listClassName="card flex gap-1 p-1.5"
          tabClassName={triggerClass}
          panelClassName="mt-6"
          items={(
            [
              ["general", Power, T.tabs.general, <GeneralTab key="general" {...tabProps} />],
              ["tracking", ChartLine, T.tabs.tracking, <TrackingTab key="tracking" {...tabProps} />],
              ["banners", Megaphone, T.tabs.banners, <BannersTab key="banners" {...tabProps} />],
            ] as const
          ).map(([value, Icon, label, panel]) => ({
            value,
            tab: (
              <>
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
              </>
            ),
            panel,
          }))}
        />
      </main>
    </div>
  );
}
