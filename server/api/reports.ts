import { Router, type NextFunction, type Request, type Response } from "express";

import { istatCsv, taxReportCsv } from "~/features/reports/csv";
import { istatReport } from "~/features/reports/istat.server";
import { reportsApi } from "~/features/reports/reports.api";
import { getTouristTaxRule, setTouristTaxRule, touristTaxReport } from "~/features/reports/tourist-tax.server";

import { requireAdmin, requireSession } from "../http";
import { route } from "./route";

/** The panel's CSV links are downloads (a navigation of the owner's own page); the JSON is for its fetch calls only. */
const ownerDownload = requireSession("admin", { download: true });
function requireOwner(req: Request, res: Response, next: NextFunction) {
  return (req.query.format === "csv" ? ownerDownload : requireAdmin)(req, res, next);
}

function sendCsv(res: Response, filename: string, csv: string) {
  res
    .set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    })
    .send(csv);
}

/**
 * What the owner reports to the authorities beyond the police: the municipality's tourist tax
 * (its rule among the settings, and the stays' tax over a period) and the region's ISTAT count
 * of a month. Guests' data: never cached.
 */
export function reportsRouter(): Router {
  const r = Router();

  /** Mounted before the settings' router, whose GET /settings/:key is public and knows no such key. */
  route(r, reportsApi.touristTaxRule, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await getTouristTaxRule());
  });

  route(r, reportsApi.setTouristTaxRule, async (_req, res, { body }) => {
    // The rule is on no public page: the page cache stays as it is.
    res.locals.contentUnchanged = true;
    res.json(await setTouristTaxRule(body));
  });

  route(r, reportsApi.touristTax, requireOwner, async (_req, res, { query }) => {
    const report = await touristTaxReport(query.from, query.to);
    if (query.format === "csv") return sendCsv(res, `imposta-di-soggiorno_${query.from}_${query.to}.csv`, taxReportCsv(report));
    res.set("Cache-Control", "no-store").json({
      from: report.from,
      to: report.to,
      stays: report.stays.map((s) => ({
        stayId: s.stayId,
        guests: s.guests,
        taxableNights: s.taxableNights,
        exemptNights: s.exemptNights,
        amount: s.amount,
      })),
      total: report.total,
    });
  });

  route(r, reportsApi.istat, requireOwner, async (_req, res, { query }) => {
    const report = await istatReport(query.month);
    if (query.format === "csv") return sendCsv(res, `istat_${query.month}.csv`, istatCsv(report));
    res.set("Cache-Control", "no-store").json(report);
  });

  return r;
}
