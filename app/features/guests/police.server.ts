import { lt } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { policeSends } from "~/db/schema";

/** The sending history is kept five years, as the portal's receipts are. */
export async function purgePoliceSendsBefore(cutoff: Date): Promise<void> {
  await getDb().delete(policeSends).where(lt(policeSends.sentAt, cutoff));
}
