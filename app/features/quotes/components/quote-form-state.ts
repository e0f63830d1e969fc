import type { formOutcome } from "~/components/ui/form-outcome";
import type { FormValues } from "~/lib/form-submission";

import type { quoteInputSchema } from "../quotes.schema";

/** What the quote form posts, field by field, as typed (the extra services are a list). */
export type QuoteFormValues = FormValues<typeof quoteInputSchema, "additionalServices">;

/** What the page shows of the action's answer (formOutcome): the errors, what was typed, each field's error and focus. */
export type QuoteFormState = ReturnType<typeof formOutcome<QuoteFormValues>>;

/** A room the guest may prefer, with how many it sleeps. */
export type QuoteRoom = { slug: string; name: string; maxGuests: number };
