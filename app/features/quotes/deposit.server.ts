import QRCode from "qrcode";

import type { Quote } from "~/db/schema";
import type { DepositMail } from "~/features/mail/emails.server";
import type { MailAttachment } from "~/features/mail/outbox.server";
import type { BusinessOwnerDetails } from "~/lib/business";
import { epcPayload } from "~/lib/epc-qr";
import { invalidField } from "~/lib/http-error";

/** Pixels of the QR code image: large enough for a phone's camera off a screen, small in the message. */
const QR_WIDTH = 240;

/** What the guest writes on the transfer, so the owner knows whose it is: "Caparra richiesta 123 Rossi". */
export function depositReference(quote: Pick<Quote, "id" | "lastName">): string {
  return `Caparra richiesta ${quote.id} ${quote.lastName.replace(/\s+/g, " ").trim()}`.slice(0, 140);
}

/** The account a deposit is paid to; a deposit cannot be asked for without it (400 on `deposit`). */
export function depositAccount(owner: BusinessOwnerDetails): { accountHolder: string; iban: string; bankName: string | null } {
  if (!owner.iban || !owner.accountHolder) throw invalidField("deposit", "errors.ibanMissing");
  return { accountHolder: owner.accountHolder, iban: owner.iban, bankName: owner.bankName };
}

/**
 * The deposit's part of the guest's e-mail and its QR code: the same transfer (holder, IBAN,
 * amount, reference) as the SEPA credit transfer QR code of the EPC, a PNG sent with the message.
 */
export async function depositMail(
  quote: Pick<Quote, "id" | "lastName">,
  account: { accountHolder: string; iban: string; bankName: string | null },
  deposit: { amountCents: number; dueDate: string },
): Promise<{ mail: DepositMail; attachment: MailAttachment }> {
  const reference = depositReference(quote);
  const payload = epcPayload({ name: account.accountHolder, iban: account.iban, amountCents: deposit.amountCents, reference });
  const png = await QRCode.toBuffer(payload, { errorCorrectionLevel: "M", margin: 4, width: QR_WIDTH, type: "png" });
  const cid = `caparra-${quote.id}@qr`;
  return {
    mail: { ...deposit, ...account, reference, qr: { src: `cid:${cid}`, width: QR_WIDTH } },
    attachment: { filename: `caparra-${quote.id}.png`, contentType: "image/png", cid, content: png.toString("base64") },
  };
}
