import { eq } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { memoContent } from "~/db/content-memo.server";
import { siteSettings, superAdminSettings, type SuperAdminSettings } from "~/db/schema";
import { SITE_SETTINGS, type SiteSettingKey, type SuperAdminSettingsInput } from "~/features/settings/settings.schema";

export const getSiteSetting = memoContent(async function getSiteSetting(key: SiteSettingKey) {
  const [row] = await getDb().select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return row ?? { id: null, key, value: SITE_SETTINGS[key].default, updatedAt: null };
});

export async function setSiteSetting(key: SiteSettingKey, value: string) {
  const [row] = await getDb()
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } })
    .returning();
  return row!;
}

/**
 * A value another feature keeps in the site settings under a key of its own (the seasons, the
 * tourist tax rule: JSON it parses itself), or null when none is stored. Not remembered: the
 * feature remembers what it makes of it.
 */
export async function readStoredSetting(key: string): Promise<string | null> {
  const [row] = await getDb().select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return row?.value ?? null;
}

/** Stores a value under another feature's key (see readStoredSetting), replacing what it held. */
export async function storeSetting(key: string, value: string): Promise<void> {
  await getDb()
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}

const SINGLETON = 1;

export const getSuperAdminSettings = memoContent(async function getSuperAdminSettings(): Promise<SuperAdminSettings> {
  const db = getDb();
  const [row] = await db.select().from(superAdminSettings).where(eq(superAdminSettings.id, SINGLETON)).limit(1);
  if (row) return row;
  const [created] = await db.insert(superAdminSettings).values({ id: SINGLETON }).onConflictDoNothing().returning();
  return created ?? (await getSuperAdminSettings());
});

export async function updateSuperAdminSettings(input: SuperAdminSettingsInput): Promise<SuperAdminSettings> {
  await getSuperAdminSettings();
  const [row] = await getDb()
    .update(superAdminSettings)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(superAdminSettings.id, SINGLETON))
    .returning();
  return row!;
}
