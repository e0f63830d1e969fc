import { sessionFromCookies } from "~/features/auth/auth.server";

/**
 * A section's data, read only for a request that carries the owner's live session: nothing
 * private is ever sent to a signed-out browser (the layout then shows the sign-in form instead).
 */
export async function forOwner<T>(request: Request, read: () => Promise<T>): Promise<T | null> {
  const session = await sessionFromCookies("admin", request.headers.get("cookie"));
  return session ? read() : null;
}
