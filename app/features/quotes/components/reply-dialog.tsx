import { Reply, RotateCcw } from "lucide-react";
import { useState, type ReactElement } from "react";

import { DialogBody } from "./dialog-body";
import { DialogClose } from "./dialog-close";
import { DialogFooter } from "./dialog-footer";
import { DialogShell } from "./dialog-shell";
import { fullName, languageName, type CardQuote } from "./quote-view";
import { ReplyDepositFieldset } from "./reply-deposit-fieldset";
import { ReplyMessageFields } from "./reply-message-fields";
import { T } from "./texts";
import { useReplyForm } from "./use-reply-form";

/**
 * "Rispondi": the price (optional) and the message, already written in the guest's language
 * from the request. Until the owner edits the message, a new price rewrites it. "Chiedi una
 * caparra" adds the amount and the day it is due; the e-mail then carries the bank transfer's
 * details and its QR code. Without an account in Struttura, the option says so instead.
 */
export function ReplyDialog({ quote, trigger }: { quote: CardQuote; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const reply = useReplyForm(quote, () => setOpen(false));
  const { form, draftFor } = reply;
  const { values, busy, formRef, onSubmit } = form;

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
      title={T.quotes.reply.title(fullName(quote))}
      description={
        <>
          {T.quotes.reply.intro(quote.email)}{" "}
          <strong className="font-semibold text-ink-900">{T.quotes.reply.language(languageName(quote.lang))}.</strong>
        </>
      }
      keepOnOutsideClick
      size="lg"
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <div className="grid gap-4">
            <ReplyMessageFields quote={quote} reply={reply} />
            <ReplyDepositFieldset quoteId={quote.id} form={form} />
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
          <DialogClose>
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
