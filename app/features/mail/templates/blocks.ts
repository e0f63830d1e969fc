import type { Language } from "~/i18n/languages";

/**
 * A message as a list of blocks, so that its HTML (layout.tsx) and its plain text (toText, here)
 * come from the same content and cannot drift apart.
 */

/** Text; a link; or text only the eye needs (stars: their "4 su 5" follows as plain text). */
export type Span = string | { text: string; href: string } | { text: string; decorative: true };
/** One or more spans; "\n" inside a string is a line break. */
export type Value = Span | readonly Span[];

export type Row = { label: string; value: Value };

export type Block =
  | { kind: "heading"; text: string; sub?: string }
  | { kind: "paragraph"; value: Value }
  /** Key facts: "plain" is a list of rows, "box" a tinted summary card. */
  | { kind: "details"; title?: string; rows: readonly Row[]; tone: "plain" | "box" }
  | { kind: "button"; label: string; href: string; fallback: string }
  | { kind: "note"; value: Value }
  /**
   * An image sent with the message (cid:), such as a payment QR code, with a line about it. The
   * text version has neither: it carries the same details in words.
   */
  | { kind: "image"; src: string; alt: string; width: number; height: number; caption: string };

export type EmailContent = {
  lang: Language;
  subject: string;
  /** The line a mail client shows after the subject in the inbox. */
  preheader: string;
  /** The name in the header band. */
  brand: string;
  blocks: readonly Block[];
  /** Small print under the card, one line each. */
  footer: readonly Value[];
};

export const spans = (value: Value): readonly Span[] => (Array.isArray(value) ? value : [value as Span]);

function spanText(span: Span): string {
  if (typeof span === "string") return span;
  if ("href" in span) {
    // An address or a number already reads as itself; any other link shows where it goes.
    if (/^(mailto|tel):/.test(span.href) || span.text === span.href) return span.text;
    return `${span.text} (${span.href})`;
  }
  return span.text;
}

const valueText = (value: Value) => spans(value).map(spanText).join("");

function rowText({ label, value }: Row): string {
  const text = valueText(value);
  return text.includes("\n") ? `${label}:\n${text.replace(/^/gm, "  ")}` : `${label}: ${text}`;
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "heading":
      return [block.text, "=".repeat(Math.min(block.text.length, 60)), ...(block.sub ? [block.sub] : [])].join("\n");
    case "paragraph":
    case "note":
      return valueText(block.value);
    case "details":
      return [...(block.title ? [block.title, "-".repeat(Math.min(block.title.length, 60))] : []), ...block.rows.map(rowText)].join("\n");
    case "button":
      return `${block.label}:\n${block.href}`;
    case "image":
      return "";
  }
}

/** The plain-text version: the same blocks, separated by blank lines. */
export function toText(content: EmailContent): string {
  const body = content.blocks.map(blockText).join("\n\n");
  const footer = content.footer.map(valueText).join("\n");
  const text = footer ? `${body}\n\n--\n${footer}` : body;
  return `${text.replace(/[ \t]+$/gm, "").replace(/\n{3,}/g, "\n\n")}\n`;
}

/** A subject on one line, however the values in it were typed. */
export const oneLine = (text: string) => text.replace(/[\s\p{Cc}]+/gu, " ").trim();
