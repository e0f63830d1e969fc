import { readSession, SESSION_COOKIE } from "~/features/auth/auth.server";

function cookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Whether the request carries a live super-admin session (the bb_super cookie). */
export async function hasSuperAdminSession(request: Request): Promise<boolean> {
  const token = cookie(request.headers.get("cookie"), SESSION_COOKIE.super_admin);
  return (await readSession("super_admin", token)) !== null;
}
