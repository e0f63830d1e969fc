/** The messages other features write to the outbox (templates in ./templates). */
export {
  ownerBackupWarningEmail,
  ownerPoliceDeadlineEmail,
  ownerPoliceSummaryEmail,
  ownerQuoteEmail,
  ownerReviewEmail,
  ownerTaxPaymentEmail,
  testEmail,
} from "./templates/owner-emails";
export { accountInviteEmail } from "./templates/account-emails";
export { guestAckEmail, guestReplyEmail, guestStatusEmail } from "./templates/guest-emails";
export { guestPoststayEmail, guestPrearrivalEmail } from "./templates/stay-emails";
export type {
  ArrivalInfo,
  BusinessContact,
  DepositMail,
  PoliceSummaryMail,
  QuoteMail,
  RenderedEmail,
  ReviewMail,
  StatusNotice,
  StayMail,
} from "./templates/types";
