import { oneLine, toText, type EmailContent, type Span } from "./blocks";
import { telHref } from "./format";
import { renderHtml } from "./layout";
import type { RenderedEmail } from "./types";

/**
 * What every message is made with: its content rendered to subject, HTML and plain text, and the
 * links its details carry. The messages themselves are pure functions from a request, a review, a
 * stay or a notice (owner-emails.ts, guest-emails.ts, stay-emails.ts); sending, Reply-To and the
 * outbox are the sender's job.
 */

export function render(content: EmailContent): RenderedEmail {
  return { subject: oneLine(content.subject), html: renderHtml(content), text: toText(content) };
}

/** Text as typed, each line break as "\n" (a line break in a block's value). */
export const lines = (text: string) => text.replace(/\r\n?/g, "\n").trim();

const EMAIL_SHAPE = /^[^\s@<>"'?&()\\,;:]+@[^\s@<>"'?&()\\,;:]+$/;
export const emailLink = (email: string): Span =>
  EMAIL_SHAPE.test(email.trim()) ? { text: email.trim(), href: `mailto:${email.trim()}` } : email;
export const phoneLink = (phone: string): Span => (/\d/.test(phone) ? { text: phone.trim(), href: telHref(phone) } : phone);
