import { formatStayDate } from "~/components/admin/format";
import type { DepositView } from "~/features/stays/stay-types";
import { euros } from "~/lib/italian";

import { T } from "./texts";

/** The deposit in one line: asked (by when), overdue (in red, with an icon-free word), received. */
export function depositText(deposit: DepositView | null): string {
  if (!deposit) return T.deposit.none;
  if (deposit.receivedOn)
    return T.deposit.received(euros(deposit.receivedAmount ?? deposit.amount ?? 0), formatStayDate(deposit.receivedOn));
  const amount = euros(deposit.amount ?? 0);
  const due = deposit.dueDate ? formatStayDate(deposit.dueDate) : "";
  return deposit.overdue ? T.deposit.overdue(amount, due) : T.deposit.asked(amount, due);
}

export function DepositState({ deposit }: { deposit: DepositView | null }) {
  const tone = deposit?.overdue ? "font-semibold text-danger-700" : deposit?.receivedOn ? "text-olive-700" : "text-ink-700";
  return <span className={tone}>{depositText(deposit)}</span>;
}
