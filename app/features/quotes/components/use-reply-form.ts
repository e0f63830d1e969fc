import { nightsBetween } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { usePanelForm, type PanelForm } from "~/components/panel/use-panel-form";
import { replyDraft } from "~/features/mail/reply-draft";
import { useBusiness } from "~/lib/business";

import { quotesRoutes } from "../quotes.routes";
import { calendarDay, languageOf, useQuotesContext, type CardQuote } from "./quote-view";
import { T } from "./texts";

/** What the owner typed and not sent yet: a reload, or an expired session, must not lose it. */
export type ReplyDraft = { price: string; message: string; edited: boolean; deposit: boolean; amount: string; dueDate: string };

const isReplyDraft = (value: unknown): value is ReplyDraft =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ReplyDraft).price === "string" &&
  typeof (value as ReplyDraft).message === "string" &&
  typeof (value as ReplyDraft).edited === "boolean" &&
  typeof (value as ReplyDraft).deposit === "boolean" &&
  typeof (value as ReplyDraft).amount === "string" &&
  typeof (value as ReplyDraft).dueDate === "string";

/** The API's names of the deposit's fields, as this form's. */
const DEPOSIT_FIELDS: Record<string, string> = { "deposit.amount": "amount", "deposit.dueDate": "dueDate", deposit: "deposit" };

/** The ids of the reply's controls for one request. */
export const replyIds = (quoteId: number) => ({
  price: `reply-${quoteId}-price`,
  message: `reply-${quoteId}-message`,
  deposit: `reply-${quoteId}-deposit`,
  amount: `reply-${quoteId}-amount`,
  dueDate: `reply-${quoteId}-due`,
});

export type ReplyForm = {
  form: PanelForm<ReplyDraft>;
  /** The message written from the request in the guest's language, with this price (or none). */
  draftFor: (price: string) => string;
};

/**
 * The reply's form: its draft in the panel's drafts store, the message required, the deposit's
 * field errors under this form's names, and `onSent` once the reply has gone (or is queued).
 */
export function useReplyForm(quote: CardQuote, onSent: () => void): ReplyForm {
  const { roomName, mailConfigured } = useQuotesContext();
  const businessName = useBusiness().name;

  const draftFor = (price: string) =>
    replyDraft(
      {
        firstName: quote.firstName,
        checkIn: calendarDay(quote.checkIn),
        checkOut: calendarDay(quote.checkOut),
        nights: nightsBetween(quote.checkIn, quote.checkOut),
        guests: quote.guests,
        roomName: roomName(quote.preferredRoom),
        lang: languageOf(quote.lang),
      },
      price.trim() || null,
      businessName,
    );

  const form = usePanelForm({
    saved: { price: "", message: draftFor(""), edited: false, deposit: false, amount: "", dueDate: "" },
    draft: { store: adminDrafts, key: `quote-reply:${quote.id}`, isValid: isReplyDraft },
    run: useAdminAction(),
    validate: (values) => (values.message.trim() ? undefined : { message: T.quotes.reply.messageRequired }),
    submit: (values) =>
      callApi(quotesRoutes.reply, {
        params: { id: quote.id },
        body: {
          message: values.message,
          price: values.price.trim() || null,
          deposit: values.deposit ? { amount: values.amount.trim(), dueDate: values.dueDate } : null,
        },
      }),
    refused: (error) =>
      Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [DEPOSIT_FIELDS[field] ?? field, message])),
    success: mailConfigured
      ? { title: T.quotes.reply.sent, description: T.quotes.reply.sentDescription(quote.email) }
      : { title: T.quotes.reply.queued, description: T.quotes.reply.queuedDescription },
    error: T.quotes.reply.error,
    onSaved: onSent,
  });

  return { form, draftFor };
}
