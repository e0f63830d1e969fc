import * as Tabs from "@radix-ui/react-tabs";
import { BedDouble, Building2, CalendarDays, Coffee, Euro, Images, Inbox, LogOut, MessageSquareQuote, Settings, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { apiRequest, asApiError } from "~/components/panel/api";
import { AvailabilityTab } from "~/features/availability/components/availability-tab";
import { BreakfastTab } from "~/features/breakfast/components/breakfast-tab";
import { GalleriesTab } from "~/features/rooms/components/galleries-tab";
import { RoomsTab } from "~/features/rooms/components/rooms-tab";
import { BusinessTab } from "~/features/business/components/business-tab";
import { PricesTab } from "~/features/pricing/components/prices-tab";
import { QuotesTab } from "~/features/quotes/components/quotes-tab";
import { OutboxPanel } from "~/features/mail/components/outbox-panel";
import { ReviewsTab } from "~/features/reviews/components/reviews-tab";
import { SettingsTab } from "~/features/settings/components/settings-tab";
import { AccountSecurity } from "~/features/auth/components/account-security";
import { T } from "~/components/admin/texts";
import { ADMIN_PAGE_PARAMS, ADMIN_PARAMS, type AdminData } from "~/components/admin/types";
import { errorDescription } from "~/components/admin/use-admin-action";

export type AdminTabId = "prices" | "galleries" | "rooms" | "availability" | "quotes" | "breakfast" | "reviews" | "business" | "settings";

const TABS: { id: AdminTabId; label: string; icon: LucideIcon }[] = [
  { id: "prices", label: T.tabs.prices, icon: Euro },
  { id: "galleries", label: T.tabs.galleries, icon: Images },
  { id: "rooms", label: T.tabs.rooms, icon: BedDouble },
  { id: "availability", label: T.tabs.availability, icon: CalendarDays },
  { id: "quotes", label: T.tabs.quotes, icon: Inbox },
  { id: "breakfast", label: T.tabs.breakfast, icon: Coffee },
  { id: "reviews", label: T.tabs.reviews, icon: MessageSquareQuote },
  { id: "business", label: T.tabs.business, icon: Building2 },
  { id: "settings", label: T.tabs.settings, icon: Settings },
];

/** The tab's name in the address (/admin?scheda=richieste: the owner's e-mails link to it). */
const TAB_NAMES = new Map<string, AdminTabId>([
  ["prezzi", "prices"],
  ["gallerie", "galleries"],
  ["camere", "rooms"],
  ["disponibilita", "availability"],
  ["richieste", "quotes"],
  ["colazione", "breakfast"],
  ["recensioni", "reviews"],
  ["struttura", "business"],
  ["impostazioni", "settings"],
]);

/**
 * The tab to open first: the one named by `scheda`, else the one whose list the address is
 * about (a request, a filter, a page of a list), else Gestione Prezzi.
 */
export function tabFromParams(params: URLSearchParams): AdminTabId {
  const named = TAB_NAMES.get(params.get(ADMIN_PARAMS.tab) ?? "");
  if (named) return named;
  if ([ADMIN_PARAMS.quote, ADMIN_PARAMS.quoteStatus, ADMIN_PAGE_PARAMS.quotes, ADMIN_PAGE_PARAMS.outbox].some((p) => params.has(p))) return "quotes";
  if ([ADMIN_PAGE_PARAMS.pending, ADMIN_PAGE_PARAMS.published].some((p) => params.has(p))) return "reviews";
  return "prices";
}

type Props = {
  data: AdminData;
  tab: AdminTabId;
  onTabChange: (tab: AdminTabId) => void;
  onLoggedOut: () => Promise<void>;
};

export function AdminPanel({ data, tab, onTabChange, onLoggedOut }: Props) {
  const [leaving, setLeaving] = useState(false);
  const pending = data.pendingReviews.total;
  const waiting = data.quoteCounts.pending;

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
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-3 py-4">
          <div>
            <h1 className="text-xl font-semibold sm:text-2xl">{T.panel.title}</h1>
            <p className="text-sm text-sea-100">{T.panel.signedInAs(data.username)}</p>
          </div>
          <div className="flex items-center gap-2">
            <a href="/" className="btn min-h-11 px-4 text-white underline-offset-4 hover:bg-white/10 hover:underline">
              {T.panel.viewSite}
            </a>
            <button type="button" onClick={logout} disabled={leaving} className="btn-ghost-light px-4">
              <LogOut aria-hidden="true" className="size-5" />
              {leaving ? T.panel.loggingOut : T.panel.logout}
            </button>
          </div>
        </div>
      </header>

      <main id="main" className="container-page py-6 sm:py-8">
        <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AdminTabId)}>
          <Tabs.List aria-label={T.common.tabsLabel} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            {TABS.map(({ id, label, icon: Icon }) => (
              <Tabs.Trigger
                key={id}
                value={id}
                className="relative flex min-h-12 items-center gap-2 rounded-xl border border-sea-200 bg-white px-3 py-2 text-left text-sm leading-tight font-semibold text-sea-900 shadow-sm hover:bg-sea-50 data-[state=active]:border-sea-700 data-[state=active]:bg-sea-700 data-[state=active]:text-white sm:text-base"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className="min-w-0 flex-1">{label}</span>
                {((id === "reviews" && pending > 0) || (id === "quotes" && waiting > 0)) && (
                  <span className="absolute -top-2 -right-1.5 min-w-6 rounded-full bg-terracotta-700 px-1.5 py-0.5 text-center text-xs font-bold text-white shadow">
                    {id === "reviews" ? pending : waiting}
                    <span className="sr-only">{T.quotes.pendingBadge}</span>
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          <div className="mt-6 sm:mt-8">
            <Tabs.Content value="prices">
              <PricesTab pricing={data.pricing} />
            </Tabs.Content>
            <Tabs.Content value="galleries">
              <GalleriesTab rooms={data.rooms} />
            </Tabs.Content>
            <Tabs.Content value="rooms">
              <RoomsTab rooms={data.roomsEditable} />
            </Tabs.Content>
            <Tabs.Content value="availability">
              <AvailabilityTab rooms={data.rooms} />
            </Tabs.Content>
            <Tabs.Content value="quotes">
              <QuotesTab
                quotes={data.quotes}
                counts={data.quoteCounts}
                status={data.quoteStatus}
                rooms={data.rooms}
                mailConfigured={data.mail.configured}
                outbox={<OutboxPanel mail={data.mail} />}
                outboxFirst={data.mail.unsent.items.some((m) => m.status === "failed")}
              />
            </Tabs.Content>
            <Tabs.Content value="breakfast">
              <BreakfastTab images={data.breakfastImages} />
            </Tabs.Content>
            <Tabs.Content value="reviews">
              <ReviewsTab pending={data.pendingReviews} published={data.publishedReviews} />
            </Tabs.Content>
            <Tabs.Content value="business">
              <BusinessTab />
            </Tabs.Content>
            <Tabs.Content value="settings">
              <SettingsTab showReviewsSection={data.showReviewsSection} />
              <AccountSecurity />
            </Tabs.Content>
          </div>
        </Tabs.Root>
      </main>
    </div>
  );
}
