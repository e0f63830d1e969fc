/** The messages other features write to the outbox (templates in ./templates). */
export {
  guestAckEmail,
  guestPoststayEmail,
  guestPrearrivalEmail,
  guestReplyEmail,
  guestStatusEmail,
  ownerBackupWarningEmail,
  ownerPoliceDeadlineEmail,
  ownerPoliceSummaryEmail,
  ownerQuoteEmail,
  ownerReviewEmail,
  testEmail,
} from "./templates";
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
