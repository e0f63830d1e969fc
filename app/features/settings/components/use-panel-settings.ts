import { useEffect, useState } from "react";

import { apiRequest, asApiError } from "~/components/panel/api";
import { isString, superAdminDrafts } from "~/components/panel/drafts";
import { SUPER_ADMIN_API } from "~/components/super-admin/api";
import { T } from "~/components/super-admin/texts";
import { toast } from "~/components/ui/toast";
import {
  asSaved,
  draftsFrom,
  pickSettings,
  TEXT_FIELDS,
  type Drafts,
  type PanelSettings,
  type TextField,
} from "~/features/settings/components/panel-settings";

export type SettingField = "siteOffline" | TextField;

/** What each tab needs from the panel: the saved settings, the drafts and one way to save. */
export type TabProps = {
  saved: PanelSettings;
  drafts: Drafts;
  /** The field being saved; every save control waits while one is in flight. */
  pending: SettingField | null;
  setDraft: (field: TextField, value: string) => void;
  discard: (field: TextField) => void;
  save: (field: SettingField) => void;
};

/**
 * The super-admin's settings as the tabs edit them: the saved values, the drafts kept in this
 * browser tab, and one save at a time. The panel that shows the tabs only passes `tabProps` on.
 */
export function usePanelSettings(settings: PanelSettings, reload: () => void): { tabProps: TabProps; restored: boolean } {
  const [saved, setSaved] = useState(settings);
  const [loaderSettings, setLoaderSettings] = useState(settings);
  const [drafts, setDrafts] = useState(() => draftsFrom(settings));
  const [pending, setPending] = useState<SettingField | null>(null);
  const [restored, setRestored] = useState(false);

  // Fresh data from the server wins for saved values; drafts being typed are left alone.
  if (settings !== loaderSettings) {
    setLoaderSettings(settings);
    setSaved(settings);
  }

  // Drafts kept from an expired session or a reload live in this tab's sessionStorage,
  // which the server's HTML cannot know about: they are restored once the page runs.
  useEffect(() => {
    const stored: Partial<Drafts> = {};
    for (const field of TEXT_FIELDS) {
      const draft = superAdminDrafts.read(field, isString);
      if (draft !== undefined) stored[field] = draft;
    }
    if (Object.keys(stored).length) {
      queueMicrotask(() => {
        setDrafts((current) => ({ ...current, ...stored }));
        setRestored(true);
      });
    }
  }, []);

  const setDraft = (field: TextField, value: string) => {
    setDrafts((current) => ({ ...current, [field]: value }));
    superAdminDrafts.write(field, asSaved(value) === saved[field] ? undefined : value);
  };

  const discard = (field: TextField) => {
    setDrafts((current) => ({ ...current, [field]: saved[field] ?? "" }));
    superAdminDrafts.write(field, undefined);
  };

  async function save(field: SettingField) {
    if (pending) return;
    // The whole settings object as last saved, with only this field changed:
    // unsaved drafts of other fields are never sent by accident.
    const body: PanelSettings = {
      ...pickSettings(saved),
      ...(field === "siteOffline" ? { siteOffline: !saved.siteOffline } : { [field]: asSaved(drafts[field]) }),
    };
    setPending(field);
    let next: PanelSettings;
    try {
      next = pickSettings(await apiRequest<PanelSettings>("PUT", "/api/super-admin/settings", body, SUPER_ADMIN_API));
    } catch (caught) {
      if (asApiError(caught).status === 401) {
        toast({ title: T.toast.expiredTitle, description: T.toast.expiredText, variant: "destructive" });
        reload();
      } else {
        // The panel's own words for each refusal: a listed tracking host that is not an https origin has its own.
        const error = asApiError(caught);
        const hostsRefused = field === "trackingHosts" && error.status === 400 && "trackingHosts" in error.fields;
        toast({
          title: T.common.errorTitle,
          description: hostsRefused ? T.tracking.hostsRefused : T.toast.saveError,
          variant: "destructive",
        });
      }
      return;
    } finally {
      setPending(null);
    }
    setSaved(next);
    if (field !== "siteOffline") {
      setDrafts((current) => ({ ...current, [field]: next[field] ?? "" }));
      superAdminDrafts.write(field, undefined);
    }
    toast({ title: T.toast.saveOk });
    reload();
  }

  return { tabProps: { saved, drafts, pending, setDraft, discard, save: (field) => void save(field) }, restored };
}
