import {
  BedDouble,
  Building2,
  CalendarDays,
  Coffee,
  DatabaseBackup,
  DoorOpen,
  Euro,
  ExternalLink,
  Images,
  Inbox,
  Landmark,
  LogOut,
  MessageSquareQuote,
  Settings,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";

import { ADMIN_SECTION_PATHS, type AdminSectionId } from "~/components/admin/addresses";
import { SECTION_PANEL_ID, SectionNav, sectionTabId, type NavGroup } from "~/components/admin/section-nav";
import { T } from "~/components/admin/texts";
import { errorDescription } from "~/components/admin/use-admin-action";
import { apiRequest, asApiError } from "~/components/panel/api";
import { toast } from "~/components/ui/toast";

type Badges = { quotes: number; reviews: number };

/** The spec's six sections first, in their order; then what runs the house. */
function sectionGroups(badges: Badges): NavGroup[] {
  const section = (id: AdminSectionId, icon: NavGroup["sections"][number]["icon"], badge?: number) => ({
    id,
    href: ADMIN_SECTION_PATHS[id],
    label: T.tabs[id],
    icon,
    badge: badge === undefined ? undefined : { count: badge, label: T.panel.pendingBadge },
  });
  return [
    {
      label: T.panel.groups.site,
      sections: [
        section("prices", Euro),
        section("galleries", Images),
        section("quotes", Inbox, badges.quotes),
        section("breakfast", Coffee),
        section("reviews", MessageSquareQuote, badges.reviews),
        section("settings", Settings),
      ],
    },
    {
      label: T.panel.groups.house,
      sections: [
        section("movements", DoorOpen),
        section("compliance", Landmark),
        section("rooms", BedDouble),
        section("availability", CalendarDays),
        section("business", Building2),
      ],
    },
    { label: T.panel.groups.data, sections: [section("backup", DatabaseBackup)] },
  ];
}

/** The section an address shows: /admin itself is Gestione Prezzi, /admin/richieste/12 is Richieste Preventivo. */
function sectionOf(pathname: string): AdminSectionId {
  const found = (Object.entries(ADMIN_SECTION_PATHS) as [AdminSectionId, string][]).find(
    ([, path]) => pathname === path || pathname.startsWith(`${path}/`),
  );
  return found?.[0] ?? "prices";
}

type Props = { username: string; badges: Badges; onLoggedOut: () => Promise<void>; children: ReactNode };

/** Everything around the open section: the title bar with sign-out, the sections' navigation. */
export function PanelChrome({ username, badges, onLoggedOut, children }: Props) {
  const [leaving, setLeaving] = useState(false);
  const current = sectionOf(useLocation().pathname);

  const logout = async () => {
    setLeaving(true);
    try {
      await apiRequest("POST", "/api/auth/logout");
      await onLoggedOut();
      toast({ title: T.common.loggedOut });
    } catch (caught) {
      const error = asApiError(caught);
      toast({ title: T.common.errorTitle, description: errorDescription(T.panel.logout, error), variant: "destructive" });
    } finally {
      setLeaving(false);
    }
  };

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
            <button type="button" onClick={logout} disabled={leaving} className="btn-ghost-light px-3 sm:px-4">
              <LogOut aria-hidden="true" className="size-5" />
              {leaving ? T.panel.loggingOut : T.panel.logout}
            </button>
          </div>
        </div>
      </header>

      <div className="container-page lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
        <SectionNav label={T.common.tabsLabel} groups={sectionGroups(badges)} current={current} />
        <main id="main" className="py-6 sm:py-8 lg:py-0">
          <div role="tabpanel" id={SECTION_PANEL_ID} aria-labelledby={sectionTabId(current)}>
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}
