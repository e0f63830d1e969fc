import type { z } from "zod";

/**
 * What a public form's route action answers, with or without JavaScript (decision 0005):
 * sent; invalid, with one translated message per field and what was typed (400, or the status
 * of the check that needed the database); limited, when the visitor's address has sent too much
 * this hour (429, the message says so); failed, with what was typed (500).
 */
export type Submission<V> =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: Record<string, string>; values: V }
  | { status: "limited"; message: string; values: V }
  | { status: "failed"; values: V };

/** What the visitor typed, field by field, as the form sent it: text, or a list for repeated fields. */
export type FormValues<S extends z.ZodObject, L extends keyof S["shape"] = never> = {
  [K in keyof S["shape"]]: K extends L ? string[] : string;
};
