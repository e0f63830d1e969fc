import { Reply, RotateCcw } from "lucide-react";
import { useState, type ReactElement } from "react";

import { nightsBetween } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { replyDraft } from "~/features/mail/reply-draft";
import { useBusiness } from "~/lib/business";
import { LIMITS } from "~/lib/constants";
import { todayInItaly } from "~/lib/dates";

import { DialogBody, DialogClose, DialogFooter, DialogShell } from "./dialog-shell";
import { calendarDay, fullName, languageName, languageOf, useQuotesContext, type CardQuote } from "./quote-view";
import { T } from "./texts";

/** What the owner typed and not sent yet: a reload, or an expired session, must not lose it. */
type ReplyDraft = { price: string; message: string; edited: boolean; deposit: boolean; amount: string; dueDate: string };
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

/**
 * "Rispondi": the price (optional) and the message, already written in the guest's language
 * from the request. Until the owner edits the message, a new price rewrites it. "Chiedi una
 * caparra" adds the amount and the day it is due; the e-mail then carries the bank transfer's
 * details and its QR code. Without an account in Struttura, the option says so instead.
 */
export function ReplyDialog({ quote, trigger }: { quote: CardQuote; trigger: ReactElement }) {
  const { roomName, mailConfigured, depositAccount } = useQuotesContext();
  const businessName = useBusiness().name;
  const [open, setOpen] = useState(false);
  const name = fullName(quote);
  const language = languageName(quote.lang);
  const ids = {
    price: `reply-${quote.id}-price`,
    message: `reply-${quote.id}-message`,
    deposit: `reply-${quote.id}-deposit`,
    amount: `reply-${quote.id}-amount`,
    dueDate: `reply-${quote.id}-due`,
  };

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
      apiRequest("POST", `/api/quotes/${quote.id}/reply`, {
        message: values.message,
        price: values.price.trim() || null,
        deposit: values.deposit ? { amount: values.amount.trim(), dueDate: values.dueDate } : null,
      }),
    refused: (error) =>
      Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [DEPOSIT_FIELDS[field] ?? field, message])),
    success: mailConfigured
      ? { title: T.quotes.reply.sent, description: T.quotes.reply.sentDescription(quote.email) }
      : { title: T.quotes.reply.queued, description: T.quotes.reply.queuedDescription },
    error: T.quotes.reply.error,
    onSaved: () => setOpen(false),
  });
  const { values, errors, busy, formRef, onSubmit } = form;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    // A draft kept from before (a reload, an expired session) shows again; closed without sending, what was typed is let go.
    if (next) form.setErrors({});
    else form.reset();
    setOpen(next);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={T.quotes.reply.title(name)}
      description={
        <>
          {T.quotes.reply.intro(quote.email)} <strong className="font-semibold text-ink-900">{T.quotes.reply.language(language)}.</strong>
        </>
      }
      keepOnOutsideClick
      size="lg"
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <div className="grid gap-4">
            <FormField
              id={ids.price}
              name="price"
              label={T.quotes.reply.price}
              labelNote={T.quotes.reply.priceNote}
              hint={T.quotes.reply.priceHint}
              error={errors.price}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="text"
                  autoComplete="off"
                  maxLength={LIMITS.replyPrice}
                  value={values.price}
                  onChange={(e) => {
                    const price = e.target.value;
                    form.setValues(values.edited ? { ...values, price } : { ...values, price, message: draftFor(price), edited: false });
                    form.clearError("price");
                  }}
                  onKeyDown={(e) => {
                    // Enter after the price moves on to the message instead of sending at once.
                    if (e.key !== "Enter") return;
                    e.preventDefault();
                    document.getElementById(ids.message)?.focus();
                  }}
                  className="field-input sm:max-w-72"
                />
              )}
            </FormField>
            <FormField
              id={ids.message}
              name="message"
              label={T.quotes.reply.message}
              hint={T.quotes.reply.messageHint(language)}
              error={errors.message}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={14}
                  maxLength={LIMITS.replyMessage}
                  value={values.message}
                  onChange={(e) => {
                    const message = e.target.value;
                    form.setValues({ ...values, message, edited: message !== draftFor(values.price) });
                    form.clearError("message");
                  }}
                  className="field-input min-h-64 leading-relaxed"
                />
              )}
            </FormField>
            <fieldset className="rounded-xl border border-sand-300 p-4" aria-describedby={`${ids.deposit}-hint`}>
              <legend className="px-1 font-semibold text-ink-900">{T.quotes.reply.depositTitle}</legend>
              <div className="flex items-start gap-3">
                <input
                  id={ids.deposit}
                  type="checkbox"
                  checked={values.deposit}
                  disabled={!depositAccount || busy}
                  onChange={(e) => {
                    form.setValues({ ...values, deposit: e.target.checked });
                    form.clearError("deposit");
                  }}
                  className="mt-0.5 size-6 shrink-0 accent-sea-700"
                />
                <label htmlFor={ids.deposit} className="text-ink-900">
                  {T.quotes.reply.depositAsk}
                </label>
              </div>
              <p id={`${ids.deposit}-hint`} className="mt-1 text-sm text-ink-700">
                {depositAccount ? T.quotes.reply.depositHint : T.quotes.reply.depositNoAccount}
              </p>
              {errors.deposit && (
                <p role="alert" className="mt-1 text-sm font-semibold text-danger-700">
                  {errors.deposit}
                </p>
              )}
              {values.deposit && depositAccount && (
                <div className="mt-3 grid gap-4 sm:grid-cols-2">
                  <FormField
                    id={ids.amount}
                    name="amount"
                    label={T.quotes.reply.depositAmount}
                    hint={T.quotes.reply.depositAmountHint}
                    error={errors.amount}
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        maxLength={12}
                        value={values.amount}
                        onChange={(e) => {
                          form.setValues({ ...values, amount: e.target.value });
                          form.clearError("amount");
                        }}
                        className="field-input"
                      />
                    )}
                  </FormField>
                  <FormField id={ids.dueDate} name="dueDate" label={T.quotes.reply.depositDue} error={errors.dueDate}>
                    {(control) => (
                      <input
                        {...control}
                        type="date"
                        min={todayInItaly()}
                        value={values.dueDate}
                        onChange={(e) => {
                          form.setValues({ ...values, dueDate: e.target.value });
                          form.clearError("dueDate");
                        }}
                        className="field-input"
                      />
                    )}
                  </FormField>
                </div>
              )}
            </fieldset>
            {values.edited && (
              <p>
                <button
                  type="button"
                  onClick={() => form.setValues({ ...values, message: draftFor(values.price), edited: false })}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-800 underline"
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {T.quotes.reply.restore}
                </button>
              </p>
            )}
          </div>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <button type="button" className="btn-outline" disabled={busy}>
              {T.common.cancel}
            </button>
          </DialogClose>
          <button type="submit" className="btn-sea" disabled={busy} aria-busy={busy || undefined}>
            <Reply aria-hidden="true" className="size-5" />
            {busy ? T.quotes.reply.sending : T.quotes.reply.send}
          </button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
