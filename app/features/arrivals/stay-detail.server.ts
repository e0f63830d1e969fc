import { registrationsOf } from "~/features/guests/guests.server";
import { messagesOfStay } from "~/features/mail/outbox.server";
import { stayTouristTax } from "~/features/reports/tourist-tax.server";
import { getStay } from "~/features/stays/stays.server";

import type { StayDetail } from "./stay-detail";

/**
 * A stay's page in "Arrivi": the stay, where its guests stand with the police report, the
 * e-mails written for it and the tourist tax it owes, each asked of the feature that knows it.
 */
export async function getStayDetail(id: number): Promise<StayDetail> {
  const { stay, view } = await getStay(id);
  const registration = (await registrationsOf([stay])).get(id)!;
  return { ...view, registration, messages: await messagesOfStay(id), touristTax: await stayTouristTax(stay) };
}
