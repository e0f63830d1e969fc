import { ExternalLink, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";

import { ADMIN_SECTION_PATHS } from "~/components/admin/addresses";
import { SECTION_PANEL_ID, SectionNav, sectionTabId, type NavGroup } from "~/components/admin/section-nav";
import { ADMIN_SECTION_IDS, ADMIN_SECTIONS, type AdminSection, type AdminSectionId } from "~/components/admin/sections";
import { T } from "~/components/admin/texts";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { HydrateApart } from "~/components/ui/hydrate-apart";
import { authRoutes } from "~/features/auth/auth.routes";
import { roleAllows, type Role } from "~/lib/roles";

type Badges = Partial<Record<AdminSectionId, number>> & { quotes: number; reviews: number };

const GROUPS: AdminSection["group"][] = ["site", "house", "data"];

/** The sections the role may open, in their declared order, grouped: the spec's six first, then what runs the house. */
function sectionGroups(role: Role, badges: Badges): NavGroup[] {
  const groups = GROUPS.map((group) => ({
    label: T.panel.groups[group],
    sections: ADMIN_SECTION_IDS.filter((id) => ADMIN_SECTIONS[id].group === group && roleAllows(role, ADMIN_SECTIONS[id].role)).map(
      (id) => {
        const badge = badges[id];
        return {
          id,
          href: ADMIN_SECTION_PATHS[id],
          label: ADMIN_SECTIONS[id].title,
          icon: ADMIN_SECTIONS[id].icon,
          badge: badge === undefined ? undefined : { count: badge, label: T.panel.pendingBadge },
        };
      },
    ),
  }));
  return groups.filter((group) => group.sections.length > 0);
}

/** The section an address shows: /admin itself is the first section, /admin/richieste/12 is Richieste Preventivo. */
function sectionOf(pathname: string): AdminSectionId {
  return (
    ADMIN_SECTION_IDS.find((id) => pathname === ADMIN_SECTION_PATHS[id] || pathname.startsWith(`${ADMIN_SECTION_PATHS[id]}/`)) ??
    ADMIN_SECTION_IDS[0]!
  );
}

type Props = {
  username: string;
  role: Role;
  badges: Badges;
  onLoggedOut: () => Promise<void>;
  /** Above the open section: the invitation to set up a second factor. */
  notice?: ReactNode;
  /** In place of the navigation and the sections: setting up the second factor the owner's policy requires. */
  setup?: ReactNode;
  children: ReactNode;
};

/** Everything around the open section: the title bar with sign-out, the sections' navigation. */
export function PanelChrome({ username, role, badges, onLoggedOut, notice, setup, children }: Props) {
  const current = sectionOf(useLocation().pathname);
  const leave = usePanelAction(useAdminAction());

  const logout = () =>
    leave.start(
      async () => {
        await callApi(authRoutes.logout);
        await onLoggedOut();
      },
      { success: { title: T.common.loggedOut }, error: T.panel.logout },
    );

  return (
    <div className="min-h-dvh bg-sand-50">
      <header className="bg-sea-900 text-white">
        <div className="container-page flex items-center justify-between gap-3 py-3 lg:py-4">
          <div className="min-w-0">
            <h1 className="truncate text-base font-semibold min-[400px]:text-lg sm:text-2xl">{T.panel.title}</h1>
            <p className="truncate text-sm text-sea-100">{T.panel.signedInAs(username)}</p>
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            {/* A full document load: the site's pages carry their own policies (docs/decisions/0015). */}
            <a href="/" className="btn min-h-11 px-3 text-white underline-offset-4 hover:bg-white/10 hover:underline sm:px-4">
              <ExternalLink aria-hidden="true" className="size-5 sm:hidden" />
              <span className="sr-only sm:not-sr-only">{T.panel.viewSite}</span>
            </a>
            <button type="button" onClick={logout} disabled={leave.busy} className="btn-ghost-light px-3 sm:px-4">
              <LogOut aria-hidden="true" className="size-5" />
              {leave.busy ? T.panel.loggingOut : T.panel.logout}
            </button>
          </div>
        </div>
      </header>

      {setup ? (
        <main id="main" className="container-page py-6 sm:py-8">
          {setup}
        </main>
      ) : (
        <div className="container-page lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
          <HydrateApart>
            <SectionNav label={T.common.tabsLabel} groups={sectionGroups(role, badges)} current={current} />
          </HydrateApart>
          <HydrateApart>
            <main id="main" className="py-6 sm:py-8 lg:py-0">
              <div role="tabpanel" id={SECTION_PANEL_ID} aria-labelledby={sectionTabId(current)}>
                {roleAllows(role, ADMIN_SECTIONS[current].role) ? (
                  children
                ) : (
                  <div className="card p-6">
                    <p className="font-semibold">{T.panel.notYours}</p>
                    <p className="mt-2 text-sm">{T.panel.notYoursHint}</p>
                  </div>
                )}
              </div>
              {/* Below the section: it appears once the page runs (it reads the browser's storage), and
                above it pushed the whole section down, a layout shift of 0.17 on a phone. In the
                section's part: it is placed right only once the section has hydrated. */}
              {notice}
            </main>
          </HydrateApart>
        </div>
      )}
    </div>
  );
}
