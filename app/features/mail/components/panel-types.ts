/** One e-mail of the outbox as the panel lists it. */
export type AdminOutboxMessage = {
  id: number;
  kind: string;
  quoteId: number | null;
  reviewId: number | null;
  audience: string;
  to: string | null;
  subject: string;
  status: "queued" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
};

/** Whether SMTP_URL is set, where the owner's notifications go, and the messages not sent yet (queued or failed), newest first. */
export type AdminMail = {
  configured: boolean;
  ownerEmail: string | null;
  unsent: { items: AdminOutboxMessage[]; page: number; hasNext: boolean };
};
