import { ADMIN_SECTIONS, type AdminSectionId } from "~/components/admin/sections";
import { sessionFromCookies, type Session } from "~/features/auth/auth.server";
import { secondFactorSetupRequired } from "~/features/auth/factors.server";
import { roleAllows } from "~/lib/roles";

/**
 * A section's data, read only for a request that carries a live session whose role may open
 * the section: nothing private is ever sent to a signed-out browser or to a role below the
 * section's (the layout then shows the sign-in form, or says the section is not theirs).
 */
export async function forSection<T>(request: Request, section: AdminSectionId, read: (session: Session) => Promise<T>): Promise<T | null> {
  const session = await sessionFromCookies("admin", request.headers.get("cookie"));
  if (!session?.role || !roleAllows(session.role, ADMIN_SECTIONS[section].role)) return null;
  // The owner's policy wants a second factor this account has not set up: the layout shows its set-up instead.
  if (await secondFactorSetupRequired(session)) return null;
  return read(session);
}
