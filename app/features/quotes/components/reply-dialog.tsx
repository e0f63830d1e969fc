import { Reply, RotateCcw } from "lucide-react";
import { useRef, useState, type FormEvent, type ReactElement } from "react";
import { apiRequest } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { FormField, useFocusFirstInvalid } from "~/components/ui/form-field";
import { nightsBetween } from "~/components/admin/format";
import { T } from "./texts";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { replyDraft } from "~/features/mail/reply-draft";
import { useBusiness } from "~/lib/business";
import { LIMITS } from "~/lib/constants";
import { DialogBody, DialogClose, DialogFooter, DialogShell } from "./dialog-shell";
import { calendarDay, fullName, languageName, languageOf, useQuotesContext, type CardQuote } from "./quote-view";

/** What the owner typed and not sent yet: a reload, or an expired session, must not lose it. */
type ReplyDraft = { price: string; message: string; edited: boolean };
const isReplyDraft = (value: unknown): value is ReplyDraft =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ReplyDraft).price === "string" &&
  typeof (value as ReplyDraft).message === "string" &&
  typeof (value as ReplyDraft).edited === "boolean";

type Errors = { message?: string; price?: string };

/**
 * "Rispondi": the price (optional) and the message, already written in the guest's language
 * from the request. Until the owner edits the message, a new price rewrites it.
 */
export function ReplyDialog({ quote, trigger }: { quote: CardQuote; trigger: ReactElement }) {
  const { roomName, mailConfigured } = useQuotesContext();
  const businessName = useBusiness().name;
  const run = useAdminAction();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<ReplyDraft>({ price: "", message: "", edited: false });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Once the messages are on screen: the first field to correct.
  const focusFirstError = useFocusFirstInvalid(formRef);
  const key = `quote-reply:${quote.id}`;
  const name = fullName(quote);
  const language = languageName(quote.lang);
  const ids = { price: `reply-${quote.id}-price`, message: `reply-${quote.id}-message` };

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

  const update = (next: ReplyDraft) => {
    setForm(next);
    adminDrafts.write(key, next);
  };

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      const kept = adminDrafts.read(key, isReplyDraft);
      setForm(kept ?? { price: "", message: draftFor(""), edited: false });
      setErrors({});
    } else {
      // Closed without sending: what was typed is let go.
      adminDrafts.write(key, undefined);
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!form.message.trim()) {
      setErrors({ message: T.quotes.reply.messageRequired });
      focusFirstError();
      return;
    }
    setBusy(true);
    const result = await run(() => apiRequest("POST", `/api/quotes/${quote.id}/reply`, { message: form.message, price: form.price.trim() || null }), {
      success: mailConfigured
        ? { title: T.quotes.reply.sent, description: T.quotes.reply.sentDescription(quote.email) }
        : { title: T.quotes.reply.queued, description: T.quotes.reply.queuedDescription },
      error: T.quotes.reply.error,
    });
    setBusy(false);
    if (result.ok) {
      adminDrafts.write(key, undefined);
      setOpen(false);
    } else if (result.error.status !== 401) {
      setErrors(result.error.fields);
      focusFirstError();
    }
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
      <form ref={formRef} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <div className="grid gap-4">
            <FormField id={ids.price} name="price" label={T.quotes.reply.price} labelNote={T.quotes.reply.priceNote} hint={T.quotes.reply.priceHint} error={errors.price}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="text"
                  autoComplete="off"
                  maxLength={LIMITS.replyPrice}
                  value={form.price}
                  onChange={(e) => {
                    const price = e.target.value;
                    update(form.edited ? { ...form, price } : { price, message: draftFor(price), edited: false });
                    setErrors((old) => ({ ...old, price: undefined }));
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
            <FormField id={ids.message} name="message" label={T.quotes.reply.message} hint={T.quotes.reply.messageHint(language)} error={errors.message}>
              {(control) => (
                <textarea
                  {...control}
                  rows={14}
                  maxLength={LIMITS.replyMessage}
                  value={form.message}
                  onChange={(e) => {
                    const message = e.target.value;
                    update({ ...form, message, edited: message !== draftFor(form.price) });
                    setErrors((old) => ({ ...old, message: undefined }));
                  }}
                  className="field-input min-h-64 leading-relaxed"
                />
              )}
            </FormField>
            {form.edited && (
              <p>
                <button
                  type="button"
                  onClick={() => update({ ...form, message: draftFor(form.price), edited: false })}
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
