import { sectionTitle, type AdminSectionId } from "~/components/admin/sections";
import { T } from "~/components/admin/texts";
import { businessName } from "~/lib/business";

type Match = { loaderData?: unknown } | undefined;

/**
 * A section's page title ("Recensioni | Pannello amministratore | Casa Brezza"), never indexed.
 * Before sign-in the page is the sign-in form, and its title names no section.
 */
export const sectionMeta =
  (id: AdminSectionId) =>
  ({ matches }: { matches: readonly Match[] }) => {
    const section = sectionTitle(id);
    const signedIn = matches.some((m) => (m?.loaderData as { authenticated?: boolean } | undefined)?.authenticated === true);
    return [
      { title: signedIn ? `${section} | ${T.meta.title} | ${businessName(matches)}` : `${T.meta.title} | ${businessName(matches)}` },
      { name: "robots", content: "noindex, nofollow" },
    ];
  };
