import { and, desc, eq, gte, isNull, lt, lte } from "drizzle-orm";

import { adminCompliancePath } from "~/components/admin/addresses";
import { getDb } from "~/db/client.server";
import { touristTaxPayments, touristTaxReminders, touristTaxStays } from "~/db/schema";
import { ownerTaxPaymentEmail } from "~/features/mail/emails.server";
import { businessContact, siteUrl } from "~/features/mail/mail.server";
import { enqueue } from "~/features/mail/outbox.server";
import { nudgeOutbox } from "~/features/mail/worker.server";
import { MORNING_HOUR } from "~/lib/constants";
import { addDays, italyClock, todayInItaly } from "~/lib/dates";
import { notFound } from "~/lib/http-error";
import type { FieldErrors } from "~/lib/validation";
import { fieldErrors } from "~/lib/validation.server";

import { taxReportQuerySchema, taxYearQuerySchema } from "./reports.schema";
import {
  EXEMPT_NIGHT_KINDS,
  PAYMENT_REMINDER_DAYS,
  quarterDeadline,
  quarterName,
  quarterOf,
  quarterRange,
  sumTaxes,
  TAX_PARAMS,
  toCents,
  type TaxPayment,
  type TaxQuarter,
  type TaxReport,
  type TaxYear,
  type TouristTax,
} from "./tourist-tax";
import { getTouristTax, touristTaxReport } from "./tourist-tax.server";

/**
 * What goes to the Comune: the payments of each quarter's tax, the quarters with their deadlines,
 * the year's figures for the annual declaration, the reminder before a deadline, and how long the
 * ledger is kept. Built on the stays' taxes of tourist-tax.server.ts.
 */

// ——— Payments to the Comune ———

const paymentOf = (row: typeof touristTaxPayments.$inferSelect): TaxPayment => ({
  id: row.id,
  quarter: row.quarter,
  amount: row.amountCents / 100,
  paidOn: row.paidOn,
  reference: row.reference,
});

/** POST /api/tourist-tax/payments */
export async function addTaxPayment(input: Omit<TaxPayment, "id">): Promise<TaxPayment> {
  const [row] = await getDb()
    .insert(touristTaxPayments)
    .values({ quarter: input.quarter, amountCents: toCents(input.amount), paidOn: input.paidOn, reference: input.reference })
    .returning();
  return paymentOf(row!);
}

/** DELETE /api/tourist-tax/payments/{id}: a payment recorded by mistake. */
export async function deleteTaxPayment(id: number): Promise<void> {
  const deleted = await getDb().delete(touristTaxPayments).where(eq(touristTaxPayments.id, id)).returning({ id: touristTaxPayments.id });
  if (deleted.length === 0) throw notFound();
}

/** GET /api/tourist-tax/payments?year=: the payments for a year's quarters, newest quarter first (a handful a year). */
export async function taxPaymentsOf(year: number): Promise<TaxPayment[]> {
  const rows = await getDb()
    .select()
    .from(touristTaxPayments)
    .where(and(gte(touristTaxPayments.quarter, `${year}-Q1`), lte(touristTaxPayments.quarter, `${year}-Q4`)))
    .orderBy(desc(touristTaxPayments.quarter), desc(touristTaxPayments.paidOn), desc(touristTaxPayments.id));
  return rows.map(paymentOf);
}

const sumCents = (amounts: number[]) => amounts.reduce((sum, a) => sum + toCents(a), 0);

const nightsIn = (t: Pick<TouristTax, "taxableNights" | "exemptNights">) =>
  t.taxableNights + EXEMPT_NIGHT_KINDS.reduce((sum, kind) => sum + t.exemptNights[kind], 0);

/**
 * The year's figures for the annual declaration, by quarter of arrival: guests, nights, exempt
 * nights by reason, and the tax due, collected, refused and paid; each quarter with its deadline.
 */
export async function touristTaxYear(year: number): Promise<TaxYear> {
  const [report, payments] = await Promise.all([touristTaxReport(`${year}-01-01`, `${year}-12-31`), taxPaymentsOf(year)]);
  const quarters: TaxQuarter[] = [1, 2, 3, 4].map((q) => {
    const quarter = `${year}-Q${q}`;
    const { from, to } = quarterRange(quarter);
    const total = sumTaxes(report.stays.filter((s) => s.checkIn >= from && s.checkIn <= to));
    const paid = sumCents(payments.filter((p) => p.quarter === quarter).map((p) => p.amount)) / 100;
    return { quarter, from, to, deadline: quarterDeadline(quarter), ...total, nights: nightsIn(total), paid };
  });
  const total = sumTaxes(report.stays);
  return { year, quarters, total: { ...total, nights: nightsIn(total), paid: sumCents(payments.map((p) => p.amount)) / 100 } };
}

// ——— The reminder of a quarter's payment ———

/**
 * From the morning five days before a quarter's deadline until the deadline, while the tax is on
 * and the ledger shows less paid than due for the quarter: one e-mail to the owner. The quarter is
 * claimed by its row in tourist_tax_reminders, in the transaction that writes the e-mail.
 */
export async function writeTaxPaymentReminder(now = new Date()): Promise<boolean> {
  const { day: today, hour } = italyClock(now);
  if (hour < MORNING_HOUR) return false;
  const settings = await getTouristTax();
  if (!settings.enabled) return false;
  const quarter = quarterName(addDays(quarterOf(today).from, -1));
  const deadline = quarterDeadline(quarter);
  if (today < addDays(deadline, -PAYMENT_REMINDER_DAYS) || today > deadline) return false;
  const [claimed] = await getDb().select().from(touristTaxReminders).where(eq(touristTaxReminders.quarter, quarter));
  if (claimed) return false;

  const year = await touristTaxYear(Number(quarter.slice(0, 4)));
  const figures = year.quarters.find((q) => q.quarter === quarter)!;
  if (toCents(figures.paid) >= toCents(figures.due)) return false;
  const email = ownerTaxPaymentEmail(
    await businessContact(),
    {
      label: quarterLabel(quarter),
      deadline,
      dueCents: toCents(figures.due),
      collectedCents: toCents(figures.collected),
      paidCents: toCents(figures.paid),
    },
    { panel: `${siteUrl()}${adminCompliancePath("touristTax")}` },
  );
  const written = await getDb().transaction(async (tx) => {
    const [row] = await tx.insert(touristTaxReminders).values({ quarter }).onConflictDoNothing().returning();
    if (!row) return false;
    await enqueue(tx, { kind: "owner-tax-payment", audience: "owner", ...email });
    return true;
  });
  if (written) nudgeOutbox();
  return written;
}

/** "2027-Q3" → "3º trimestre 2027", as the owner reads it. */
export const quarterLabel = (quarter: string) => `${quarter.slice(6)}º trimestre ${quarter.slice(0, 4)}`;

// ——— Retention ———

/**
 * The ledger and the payments are kept five years after the year's declaration, which is made by
 * 30 June of the next year: a year's rows go from 1 July six years after it.
 */
export async function purgeTaxRecords(today = todayInItaly()): Promise<void> {
  const year = Number(today.slice(0, 4));
  const lastErasable = today.slice(5) >= "07-01" ? year - 6 : year - 7;
  const before = `${lastErasable + 1}-01-01`;
  await getDb()
    .delete(touristTaxStays)
    .where(and(isNull(touristTaxStays.stayId), lt(touristTaxStays.checkIn, before)));
  await getDb()
    .delete(touristTaxPayments)
    .where(lt(touristTaxPayments.quarter, `${lastErasable + 1}-Q1`));
  await getDb()
    .delete(touristTaxReminders)
    .where(lt(touristTaxReminders.quarter, `${lastErasable + 1}-Q1`));
}

// ——— The panel's tab ———

/** "Adempimenti › Imposta di soggiorno": the period asked in the address (?dal=&al=), else the current quarter; the year (?anno=). */
export type TaxTabData = {
  from: string;
  to: string;
  report: TaxReport | null;
  errors: FieldErrors;
  year: TaxYear | null;
  payments: TaxPayment[];
  today: string;
};

export async function touristTaxTabData(search: URLSearchParams, today = todayInItaly()): Promise<TaxTabData> {
  const quarter = quarterOf(today);
  const from = search.get(TAX_PARAMS.from) ?? quarter.from;
  const to = search.get(TAX_PARAMS.to) ?? quarter.to;
  const yearParsed = taxYearQuerySchema.safeParse({ year: search.get(TAX_PARAMS.year) ?? today.slice(0, 4) });
  const yearNumber = yearParsed.success ? yearParsed.data.year : Number(today.slice(0, 4));
  const [year, payments] = await Promise.all([touristTaxYear(yearNumber), taxPaymentsOf(yearNumber)]);
  const parsed = taxReportQuerySchema.safeParse({ from, to });
  if (!parsed.success) return { from, to, report: null, errors: fieldErrors(parsed.error, "it"), year, payments, today };
  return { from, to, report: await touristTaxReport(parsed.data.from, parsed.data.to), errors: {}, year, payments, today };
}
