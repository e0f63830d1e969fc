/** The messages other features write to the outbox (templates in ./templates). */
export {
  guestAckEmail,
  guestReplyEmail,
  guestStatusEmail,
  ownerBackupWarningEmail,
  ownerQuoteEmail,
  ownerReviewEmail,
  testEmail,
} from "./templates";
export type { BusinessContact, DepositMail, QuoteMail, RenderedEmail, ReviewMail, StatusNotice } from "./templates/types";
