import { data } from "react-router";
import type { z } from "zod";

import { t } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/lib/language.server";

import { FILL_TIME_FIELD, HONEYPOT_FIELD, looksLikeBot } from "./bot-check";
import type { FormValues, Submission } from "./form-submission";
import { HttpError } from "./http-error";
import { parseInput, translateIssues } from "./validation.server";

type Options<S extends z.ZodObject, L extends keyof S["shape"]> = {
  /** The feature's schema, the one its API endpoint parses: its keys are the form's fields. */
  schema: S;
  /** Fields sent once per checked box (checkbox groups); every other field is one text. */
  lists?: readonly L[];
  /** The feature's work; an HttpError with fields (what only the database can check) is shown under those fields. */
  work: (input: z.infer<S>) => Promise<unknown>;
};

/**
 * A public form's whole route action (decision 0005): reads the posted fields, validates them
 * with the same rules as the API (parseInput), does the work and answers one Submission, the
 * page's language choosing the messages. The answer carries what was typed, so a page
 * rendered without JavaScript gives it back; NUL characters are left out of that echo.
 */
export async function submitForm<S extends z.ZodObject, L extends keyof S["shape"] = never>(
  request: Request,
  { schema, lists = [], work }: Options<S, L>,
) {
  const lang = languageForRequest(request);
  const form = await request.formData();
  const posted = readFields(form, Object.keys(schema.shape), lists as readonly PropertyKey[]) as FormValues<S, L>;
  const values = withoutNul(posted);
  try {
    const input = parseInput(schema, posted);
    // A valid form the bot filters catch is answered as sent, and nothing is stored (a person
    // who sends an unfinished form quickly still sees what to correct).
    if (looksLikeBot({ [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD), [FILL_TIME_FIELD]: form.get(FILL_TIME_FIELD) })) {
      return data<Submission<FormValues<S, L>>>({ status: "sent" });
    }
    await work(input);
    return data<Submission<FormValues<S, L>>>({ status: "sent" });
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      return data<Submission<FormValues<S, L>>>({ status: "limited", message: t(lang, error.messageKey), values }, { status: 429 });
    }
    if (error instanceof HttpError && error.fields) {
      return data<Submission<FormValues<S, L>>>(
        { status: "invalid", fieldErrors: translateIssues(error.fields, lang), values },
        { status: error.status },
      );
    }
    console.error(`Form submission to ${new URL(request.url).pathname} failed`, error);
    return data<Submission<FormValues<S, L>>>({ status: "failed", values }, { status: 500 });
  }
}

function readFields(form: FormData, names: string[], lists: readonly PropertyKey[]): Record<string, string | string[]> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const list = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  return Object.fromEntries(names.map((name) => [name, lists.includes(name) ? list(name) : text(name)]));
}

function withoutNul<V extends Record<string, string | string[]>>(values: V): V {
  const clean = (text: string) => text.replaceAll("\u0000", "");
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.map(clean) : clean(v)])) as V;
}
