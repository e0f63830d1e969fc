import type { Transporter } from "nodemailer";

import type { MailConfig } from "~/env.server";
import { getBusiness } from "~/features/business/business.server";

import type { BusinessContact } from "./templates/types";

/** Short, so a dead mail server holds a worker for seconds, not minutes. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

type MailSetup = {
  config: MailConfig | undefined;
  /** OWNER_EMAIL even when SMTP_URL is unset (the panel shows where notifications will go). */
  ownerEmail: string | undefined;
  /** The site's address, for the links in the owner's messages: PUBLIC_URL, else this server. */
  siteUrl: string;
  /** Opened at the first message: nodemailer is loaded only by a server that sends mail. */
  transport: Promise<Transporter> | undefined;
};

let setup: MailSetup = { config: undefined, ownerEmail: undefined, siteUrl: "http://localhost:3000", transport: undefined };

/** Called once at start (and by tests): the mail server, the sender and the owner's address. */
export function configureMail(options: { config: MailConfig | undefined; ownerEmail: string | undefined; siteUrl: string }): void {
  void setup.transport?.then((t) => t.close());
  setup = { ...options, siteUrl: options.siteUrl.replace(/\/+$/, ""), transport: undefined };
}

export function mailConfigured(): boolean {
  return setup.config !== undefined;
}

/**
 * One pooled connection, kept open between messages: a burst of notifications does not pay
 * a new connection (and the server's greeting) for each one.
 */
function transportFor(config: MailConfig): Promise<Transporter> {
  setup.transport ??= import("nodemailer").then(({ default: nodemailer }) =>
    nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS, pool: true, maxConnections: 1, maxMessages: 100 }),
  );
  return setup.transport;
}

export function ownerAddress(): string | undefined {
  return setup.config?.ownerEmail ?? setup.ownerEmail;
}

/** The property's details the messages show, as the owner last saved them. Read before a transaction opens. */
export async function businessContact(): Promise<BusinessContact> {
  const { name, phone, email, streetAddress, city, postalCode } = await getBusiness();
  return { name, phone, email, streetAddress, city, postalCode };
}

export function siteUrl(): string {
  return setup.siteUrl;
}

/** A Message-ID in the sender's domain, fixed when the message is written, the same on every retry. */
export function newMessageId(id: string): string {
  const from = setup.config?.from ?? "";
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${id}@${domain}>`;
}

export type Envelope = {
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** Images the HTML shows inline (cid:), base64. */
  attachments?: { filename: string; contentType: string; cid: string; content: string }[];
};

/** Hands one message to the mail server; throws what nodemailer throws. */
export async function deliver(message: Envelope): Promise<void> {
  if (!setup.config) throw new Error("SMTP_URL is not set");
  const transport = await transportFor(setup.config);
  await transport.sendMail({
    from: setup.config.from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: message.messageId,
    attachments: message.attachments?.map((a) => ({ ...a, encoding: "base64", contentDisposition: "inline" as const })),
  });
}

/**
 * Whether a failed send is worth trying again: a 5xx reply is the server's final word
 * (unknown mailbox, refused sender, bad credentials); 4xx replies, refused connections,
 * timeouts and dropped sockets pass.
 */
export function classifyFailure(error: unknown): { permanent: boolean; reason: string } {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const code = typeof e?.responseCode === "number" ? e.responseCode : undefined;
  // nodemailer's `response` is the server's whole reply, its code first ("550 5.1.1 …").
  const reply =
    e?.response && code !== undefined && e.response.startsWith(String(code))
      ? e.response
      : code !== undefined
        ? `${code} ${e.response ?? e.message ?? ""}`
        : undefined;
  const reason = (reply ?? `${e?.code ? `${e.code}: ` : ""}${e?.message ?? String(error)}`).trim().slice(0, 500);
  if (code !== undefined) return { permanent: code >= 500, reason };
  // An address nodemailer cannot use at all will never go through.
  if (e?.code === "EENVELOPE") return { permanent: true, reason };
  return { permanent: false, reason };
}
