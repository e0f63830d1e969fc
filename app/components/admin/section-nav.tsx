import type { LucideIcon } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";

import { HydrateApart } from "~/components/ui/hydrate-apart";
import { tabForKey } from "~/components/ui/tabs";

export type NavSection = {
  id: string;
  href: string;
  label: string;
  icon: LucideIcon;
  /** A count of what waits there (requests to answer, reviews to moderate), with its words for screen readers. */
  badge?: { count: number; label: string };
};

export type NavGroup = { label: string; sections: NavSection[] };

/** The element that shows the open section; each tab controls it. */
export const SECTION_PANEL_ID = "admin-section";
export const sectionTabId = (id: string) => `admin-tab-${id}`;

/**
 * The panel's sections as tabs that are links: each section has its own address, so the back
 * button, a reload and the owner's e-mail links all land on one. On a wide screen a column on the
 * left, grouped; on a phone one row that scrolls sideways, so the open section starts right
 * below it. As in any tab list, arrow keys, Home and End move to another tab and open it (one
 * tab stop for the whole list). The open one is marked both ways (aria-selected, aria-current).
 */
export function SectionNav({ label, groups, current }: { label: string; groups: NavGroup[]; current: string }) {
  const listRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // On a section the account may not open, no tab is selected: the first one is then the list's
  // tab stop, so the keyboard can still reach the tabs (and a row that scrolls sideways).
  const tabStop = groups.some((group) => group.sections.some((section) => section.id === current)) ? current : groups[0]?.sections[0]?.id;

  // On a phone the open tab may be out of the row's view (Impostazioni, far right): bring it in.
  // When the page comes alive, only if nobody has scrolled the row yet: moving it under a finger
  // (or a test's pointer) about to tap another tab would make the tap land elsewhere.
  const mounted = useRef(false);
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    const firstRun = !mounted.current;
    mounted.current = true;
    if (!list || !tab || list.scrollWidth <= list.clientWidth || (firstRun && list.scrollLeft !== 0)) return;
    const start = tab.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = start - (list.clientWidth - tab.offsetWidth) / 2;
    }
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tab = tabForKey<HTMLAnchorElement>(event.currentTarget, event.key, { upDown: true });
    if (!tab) return;
    event.preventDefault();
    tab.focus();
    void navigate(tab.pathname);
  };

  return (
    <nav
      aria-label={label}
      className="-mx-4 border-b border-sand-200 bg-white sm:-mx-6 lg:sticky lg:top-6 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent"
    >
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="relative flex gap-2 overflow-x-auto px-4 py-2.5 [scrollbar-width:thin] sm:px-6 lg:flex-col lg:gap-1 lg:overflow-visible lg:p-0"
      >
        {groups.map((group, g) => (
          <div key={group.label} role="none" className="flex shrink-0 gap-2 lg:flex-col lg:gap-1">
            {g > 0 && <span aria-hidden="true" className="my-1.5 w-px shrink-0 bg-sand-300 lg:hidden" />}
            <span
              aria-hidden="true"
              className={`hidden px-3 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase lg:block ${g > 0 ? "pt-5" : ""}`}
            >
              {group.label}
            </span>
            {group.sections.map((section) => (
              <HydrateApart key={section.id}>
                <SectionTab section={section} selected={section.id === current} tabStop={section.id === tabStop} />
              </HydrateApart>
            ))}
          </div>
        ))}
      </div>
    </nav>
  );
}

function SectionTab({ section, selected, tabStop }: { section: NavSection; selected: boolean; tabStop: boolean }) {
  const { id, href, label, icon: Icon, badge } = section;
  return (
    <Link
      to={href}
      id={sectionTabId(id)}
      role="tab"
      aria-selected={selected}
      aria-current={selected ? "page" : undefined}
      aria-controls={selected ? SECTION_PANEL_ID : undefined}
      tabIndex={tabStop ? 0 : -1}
      className={`flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap no-underline lg:rounded-xl lg:px-3 lg:text-base ${
        selected
          ? "border-sea-700 bg-sea-700 text-white"
          : "border-sea-200 bg-white text-sea-900 hover:bg-sea-50 lg:border-transparent lg:bg-transparent"
      }`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className="lg:flex-1">{label}</span>
      {badge && badge.count > 0 && (
        <span
          className={`min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-bold ${selected ? "bg-white text-terracotta-800" : "bg-terracotta-700 text-white"}`}
        >
          {badge.count}
          <span className="sr-only"> {badge.label}</span>
        </span>
      )}
    </Link>
  );
}
