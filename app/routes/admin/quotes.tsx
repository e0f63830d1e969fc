import { ADMIN_PAGE_PARAMS, QUOTE_STATUS_PARAM } from "~/components/admin/addresses";
import { getOwnerDetails } from "~/features/business/business.server";
import { OutboxPanel } from "~/features/mail/components/outbox-panel";
import { mailConfigured, ownerAddress } from "~/features/mail/mail.server";
import { listOutbox } from "~/features/mail/outbox.server";
import { QuotesTab } from "~/features/quotes/components/quotes-tab";
import { isExpired, isQuoteStatus } from "~/features/quotes/quote-status";
import { listQuotesPage, quoteCounts, quoteDeposit } from "~/features/quotes/quotes.server";
import { listRoomNames } from "~/features/rooms/galleries.server";
import { todayInItaly } from "~/lib/dates";
import { pageNumber } from "~/lib/pagination";

import type { Route } from "./+types/quotes";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("quotes");

/**
 * /admin/richieste (?stato=, ?richieste=2 and the outbox's ?posta=2) and /admin/richieste/12, the
 * address of one request in the owner's e-mails: the list as well, with that request first.
 */
export const loader = ({ request }: Route.LoaderArgs) =>
  forSection(request, "quotes", async () => {
    const params = new URL(request.url).searchParams;
    const asked = params.get(QUOTE_STATUS_PARAM);
    const status = isQuoteStatus(asked) ? asked : null;
    const [quotes, counts, rooms, unsent, owner] = await Promise.all([
      listQuotesPage(pageNumber(params.get(ADMIN_PAGE_PARAMS.quotes)), status ?? undefined),
      quoteCounts(),
      listRoomNames(),
      listOutbox("unsent", pageNumber(params.get(ADMIN_PAGE_PARAMS.outbox))),
      getOwnerDetails(),
    ]);
    const today = todayInItaly();
    return {
      quotes: { ...quotes, items: quotes.items.map((q) => ({ ...q, expired: isExpired(q, today), deposit: quoteDeposit(q, today) })) },
      depositAccount: Boolean(owner.iban && owner.accountHolder),
      counts,
      status,
      rooms: rooms.map(({ id, slug, name, isActive }) => ({ id, slug, name, isActive })),
      mail: { configured: mailConfigured(), ownerEmail: ownerAddress() ?? null, unsent },
    };
  });

const idParam = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export default function QuotesSection({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { quotes, counts, status, rooms, mail, depositAccount } = loaderData;
  return (
    <QuotesTab
      quotes={quotes}
      counts={counts}
      status={status}
      rooms={rooms}
      linkedId={idParam(params.id)}
      mailConfigured={mail.configured}
      depositAccount={depositAccount}
      outbox={<OutboxPanel mail={mail} />}
      outboxFirst={mail.unsent.items.some((m) => m.status === "failed")}
    />
  );
}
