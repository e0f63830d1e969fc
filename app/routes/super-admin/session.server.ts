import { sessionFromCookies } from "~/features/auth/auth.server";

/** Whether the request carries a live super-admin session (the bb_super cookie). */
export async function hasSuperAdminSession(request: Request): Promise<boolean> {
  return (await sessionFromCookies("super_admin", request.headers.get("cookie"))) !== null;
}
