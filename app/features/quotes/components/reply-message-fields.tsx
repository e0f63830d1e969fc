import { FormField } from "~/components/ui/form-field";
import { LIMITS } from "~/lib/constants";

import { languageName, type CardQuote } from "./quote-view";
import { T } from "./texts";
import { replyIds, type ReplyForm } from "./use-reply-form";

/**
 * The reply's price (optional) and message. Until the owner edits the message, a new price
 * rewrites it; Enter after the price moves on to the message instead of sending at once.
 */
export function ReplyMessageFields({ quote, reply }: { quote: CardQuote; reply: ReplyForm }) {
  const { form, draftFor } = reply;
  const { values, errors } = form;
  const ids = replyIds(quote.id);
  return (
    <>
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
        hint={T.quotes.reply.messageHint(languageName(quote.lang))}
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
    </>
  );
}
