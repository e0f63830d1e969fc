import type { ShouldRevalidateFunctionArgs } from "react-router";

import { ADMIN_SECTION_PATHS } from "./addresses";

/**
 * After a save the panel reads again only the open section's data. The panel's own data (the
 * session, the two badges) is read again when the owner moves to another section, when she signs
 * in or out or her session ends (`refreshWholePanel` first), and after a change in the two
 * sections whose badges count what is waiting there.
 */
let wholePanel = false;

/** Reads the session and the badges again along with the section (React Router may ask its question more than once per reload). */
export async function refreshWholePanel(revalidate: () => Promise<void>): Promise<void> {
  wholePanel = true;
  try {
    await revalidate();
  } finally {
    wholePanel = false;
  }
}

const BADGE_SECTIONS = [ADMIN_SECTION_PATHS.quotes, ADMIN_SECTION_PATHS.reviews];

export function panelShouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.href !== nextUrl.href) return true;
  return wholePanel || BADGE_SECTIONS.some((path) => currentUrl.pathname.startsWith(path));
}
