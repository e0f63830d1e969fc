import type { IstatReport, OriginKind } from "./istat";
import type { ExemptNights, LedgerFigures, TaxReport, TaxYear, TouristTax } from "./tourist-tax";

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

/** The columns of exempt nights, by why, as the Comune's declaration names them. */
const EXEMPT_COLUMNS: [keyof ExemptNights, string][] = [
  ["age", "Notti esenti per età"],
  ["resident", "Notti esenti residenti"],
  ["patient-companion", "Notti esenti accompagnatori di degenti"],
  ["disability", "Notti esenti disabili"],
  ["duty", "Notti esenti forze dell'ordine in servizio"],
  ["evacuee", "Notti esenti sfollati"],
  ["staff", "Notti esenti personale"],
  ["other", "Notti esenti altro motivo"],
  ["cap", "Notti oltre il massimo"],
];

const exemptCells = (nights: ExemptNights) => EXEMPT_COLUMNS.map(([kind]) => nights[kind]);
const ledgerCells = (t: TouristTax & LedgerFigures) => [
  decimalComma(t.amount),
  decimalComma(t.collected),
  decimalComma(t.refused),
  decimalComma(t.due),
];
const LEDGER_HEADINGS = ["Imposta (€)", "Riscossa (€)", "Rifiutata (€)", "Dovuta al Comune (€)"];

/** The tourist tax report, one stay a row and the total last, headed in Italian; an erased stay keeps its figures only. */
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
      ...EXEMPT_COLUMNS.map(([, heading]) => heading),
      ...LEDGER_HEADINGS,
      "Dati ospiti completi",
    ],
    ...report.stays.map((s) => [
      s.stayId ?? "cancellato",
      day(s.checkIn),
      day(s.checkOut),
      s.roomName ?? "",
      s.leadName ?? "",
      s.guests,
      s.taxableNights,
      ...exemptCells(s.exemptNights),
      ...ledgerCells(s),
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
    ...exemptCells(t.exemptNights),
    ...ledgerCells(t),
    "",
  ]);
  return toCsv(rows);
}

/** The annual declaration's figures: one row per quarter, then the year's. */
export function taxYearCsv(year: TaxYear): string {
  const row = (label: string, deadline: string, t: TaxYear["total"]): Cell[] => [
    label,
    deadline,
    t.guests,
    t.nights,
    t.taxableNights,
    ...exemptCells(t.exemptNights),
    ...ledgerCells(t),
    decimalComma(t.paid),
  ];
  return toCsv([
    [
      "Periodo",
      "Scadenza versamento",
      "Ospiti",
      "Pernottamenti",
      "Notti tassate",
      ...EXEMPT_COLUMNS.map(([, h]) => h),
      ...LEDGER_HEADINGS,
      "Versata (€)",
    ],
    ...year.quarters.map((q) => row(`${q.quarter.slice(6)}º trimestre ${year.year}`, day(q.deadline), q)),
    row(`Anno ${year.year}`, "", year.total),
  ]);
}

const KIND_WORDS: Record<OriginKind, string> = { region: "Regione", country: "Stato estero", unknown: "Sconosciuta" };

/** The ISTAT count: day by day, then the month's totals under "Totale del mese". */
export function istatCsv(report: IstatReport): string {
  const month = `${report.month.slice(5, 7)}/${report.month.slice(0, 4)}`;
  return toCsv([
    ["Data", "Provenienza", "Tipo", "Arrivi", "Partenze", "Presenze"],
    ...report.rows.map((r) => [day(r.date), r.origin, KIND_WORDS[r.originKind], r.arrivals, r.departures, r.nights]),
    ...report.totals.map((t) => [`Totale ${month}`, t.origin, KIND_WORDS[t.originKind], t.arrivals, t.departures, t.nights]),
    [`Giorni di apertura ${month}`, "", "", "", "", report.openDays],
    [`Letti-notte disponibili ${month}`, "", "", "", "", report.bedNights],
  ]);
}
