import type { IstatReport, OriginKind } from "./istat";
import type { TaxReport } from "./tourist-tax";

/**
 * CSV as an Italian spreadsheet opens it with a double click: a byte order mark (else Excel reads
 * "à" as two characters), ";" between fields (the comma is the decimal separator), decimal
 * commas, CRLF line ends.
 */

export type Cell = string | number;

const BOM = "\uFEFF";

/** 12.5 → "12,50": an amount in euros as an Italian spreadsheet reads a number. */
export const decimalComma = (euros: number) => euros.toFixed(2).replace(".", ",");

function cell(value: Cell): string {
  const text = typeof value === "number" ? String(value) : value;
  // A text a spreadsheet would run as a formula is kept as text.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(";")).join("\r\n") + "\r\n";
}

const day = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The tourist tax report, one stay a row and the total last, headed in Italian. */
export function taxReportCsv(report: TaxReport): string {
  const rows: Cell[][] = [
    [
      "Soggiorno",
      "Arrivo",
      "Partenza",
      "Camera",
      "Ospite di riferimento",
      "Ospiti",
      "Notti tassate",
      "Notti esenti per età",
      "Notti esenti residenti",
      "Notti oltre il massimo",
      "Imposta (€)",
      "Dati ospiti completi",
    ],
    ...report.stays.map((s) => [
      s.stayId,
      day(s.checkIn),
      day(s.checkOut),
      s.roomName,
      s.leadName,
      s.guests,
      s.taxableNights,
      s.exemptNights.age,
      s.exemptNights.resident,
      s.exemptNights.cap,
      decimalComma(s.amount),
      s.complete ? "sì" : "no",
    ]),
  ];
  const t = report.total;
  rows.push([
    "Totale",
    day(report.from),
    day(report.to),
    "",
    "",
    t.guests,
    t.taxableNights,
    t.exemptNights.age,
    t.exemptNights.resident,
    t.exemptNights.cap,
    decimalComma(t.amount),
    "",
  ]);
  return toCsv(rows);
}

const KIND_WORDS: Record<OriginKind, string> = { region: "Regione", country: "Stato estero", unknown: "Sconosciuta" };

/** The ISTAT count: day by day, then the month's totals under "Totale del mese". */
export function istatCsv(report: IstatReport): string {
  return toCsv([
    ["Data", "Provenienza", "Tipo", "Arrivi", "Presenze"],
    ...report.rows.map((r) => [day(r.date), r.origin, KIND_WORDS[r.originKind], r.arrivals, r.nights]),
    ...report.totals.map((t) => [
      `Totale ${report.month.slice(5, 7)}/${report.month.slice(0, 4)}`,
      t.origin,
      KIND_WORDS[t.originKind],
      t.arrivals,
      t.nights,
    ]),
  ]);
}
