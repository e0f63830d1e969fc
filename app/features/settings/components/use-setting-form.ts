import { callApi, type ApiError } from "~/components/panel/api";
import { isString, superAdminDrafts } from "~/components/panel/drafts";
import { usePanelForm, type PanelForm } from "~/components/panel/use-panel-form";
import { SUPER_ADMIN_API } from "~/components/super-admin/api";
import { T } from "~/components/super-admin/texts";
import type { SuperAdminActions } from "~/components/super-admin/use-super-admin-action";
import {
  asSaved,
  asText,
  sameSetting,
  settingsWith,
  type PanelSettings,
  type TextField,
} from "~/features/settings/components/panel-settings";

import { settingsRoutes } from "../settings.routes";

/** What each tab of the super-admin panel works with: the saved settings and the panel's runner. */
export type SettingsTabProps = { saved: PanelSettings; actions: SuperAdminActions };

const saveSettings = (body: PanelSettings) => callApi(settingsRoutes.setSuperAdmin, { body }, SUPER_ADMIN_API);

/** A listed tracking host that is not an https origin has its own words; any other refusal the panel's. */
const hostsError = (error: ApiError) =>
  error.status === 400 && "trackingHosts" in error.fields ? T.tracking.hostsRefused : T.toast.saveError;

/**
 * One text setting (the tracking code, the extra hosts, a banner) as a panel form: its draft in
 * this browser tab under the field's name, blank text the same as a saved null, saved on its own.
 * docs/decisions/0021-one-way-to-write-a-panel-form.md.
 */
export function useTextSetting(field: TextField, { saved, actions }: SettingsTabProps): PanelForm<string> {
  return usePanelForm({
    saved: asText(saved[field]),
    draft: { store: superAdminDrafts, key: field, isValid: isString },
    same: sameSetting,
    run: actions.run,
    submit: (text) => saveSettings(settingsWith(saved, { [field]: asSaved(text) })),
    success: { title: T.toast.saveOk },
    error: field === "trackingHosts" ? hostsError : T.toast.saveError,
  });
}

/** The offline switch as a panel form: its value is the saved one, and a flip sends the opposite. */
export function useOfflineSwitch({ saved, actions }: SettingsTabProps): PanelForm<boolean> {
  return usePanelForm({
    saved: saved.siteOffline,
    run: actions.run,
    submit: (offline) => saveSettings(settingsWith(saved, { siteOffline: !offline })),
    success: { title: T.toast.saveOk },
    error: T.toast.saveError,
  });
}
