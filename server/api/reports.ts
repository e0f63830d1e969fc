import { Router, type NextFunction, type Request, type Response } from "express";

import { istatCsv, taxReportCsv, taxYearCsv } from "~/features/reports/csv";
import { istatSettings, movementsFile, saveIstatSettings, sendIstat } from "~/features/reports/istat-region.server";
import { istatReport } from "~/features/reports/istat.server";
import { reportsApi } from "~/features/reports/reports.api";
import { addTaxPayment, deleteTaxPayment, taxPaymentsOf, touristTaxYear } from "~/features/reports/tourist-tax-comune.server";
import { getTouristTax, setStayTaxEntry, setTouristTax, touristTaxReport } from "~/features/reports/tourist-tax.server";
import { todayInItaly } from "~/lib/dates";

import { idParam, requireSession } from "../http";
import { route } from "./route";

/** The panel's CSV links are downloads (a navigation of the owner's own page); the JSON is for its fetch calls only. */
const reportDownload = requireSession("admin", { download: true, role: "manager" });
const reportJson = requireSession("admin", { role: "manager" });
function requireOwner(req: Request, res: Response, next: NextFunction) {
  return (req.query.format === "csv" ? reportDownload : reportJson)(req, res, next);
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
    res.set("Cache-Control", "no-store").json(await getTouristTax());
  });

  route(r, reportsApi.setTouristTaxRule, async (_req, res, { body }) => {
    // A content change, though no public page shows the tax: getTouristTax is read through the
    // content memo, which only a content change refreshes (else the panel would show the old settings).
    res.json(await setTouristTax(body));
  });

  route(r, reportsApi.setStayTax, async (req, res, { body }) => {
    res.locals.contentUnchanged = true;
    res.set("Cache-Control", "no-store").json(await setStayTaxEntry(idParam(req.params.id), body));
  });

  route(r, reportsApi.touristTax, requireOwner, async (_req, res, { query }) => {
    const report = await touristTaxReport(query.from, query.to);
    if (query.format === "csv") return sendCsv(res, `imposta-di-soggiorno_${query.from}_${query.to}.csv`, taxReportCsv(report));
    res.set("Cache-Control", "no-store").json({
      from: report.from,
      to: report.to,
      stays: report.stays.map((s) => ({
        stayId: s.stayId,
        checkIn: s.checkIn,
        checkOut: s.checkOut,
        guests: s.guests,
        taxableNights: s.taxableNights,
        exemptNights: s.exemptNights,
        amount: s.amount,
        collected: s.collected,
        refused: s.refused,
        due: s.due,
      })),
      total: report.total,
    });
  });

  route(r, reportsApi.touristTaxYear, requireOwner, async (_req, res, { query }) => {
    const year = await touristTaxYear(query.year);
    if (query.format === "csv") return sendCsv(res, `imposta-di-soggiorno_${query.year}.csv`, taxYearCsv(year));
    res.set("Cache-Control", "no-store").json(year);
  });

  route(r, reportsApi.taxPayments, async (_req, res, { query }) => {
    res.set("Cache-Control", "no-store").json(await taxPaymentsOf(query.year ?? Number(todayInItaly().slice(0, 4))));
  });

  route(r, reportsApi.addTaxPayment, async (_req, res, { body }) => {
    res.locals.contentUnchanged = true;
    res.status(201).json(await addTaxPayment(body));
  });

  route(r, reportsApi.removeTaxPayment, async (req, res) => {
    res.locals.contentUnchanged = true;
    await deleteTaxPayment(idParam(req.params.id));
    res.json({ success: true });
  });

  route(r, reportsApi.istatSettings, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await istatSettings());
  });

  route(r, reportsApi.setIstatSettings, async (_req, res, { body }) => {
    res.locals.contentUnchanged = true;
    res.json(await saveIstatSettings(body));
  });

  /** The file the region's portal takes ("Importa file"), for a day or a month the owner uploads herself. */
  route(r, reportsApi.istatMovements, async (_req, res, { query }) => {
    const xml = await movementsFile(query.from, query.to);
    res
      .set({
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="istat_${query.from}_${query.to}.xml"`,
        "Cache-Control": "no-store",
      })
      .send(xml);
  });

  route(r, reportsApi.sendIstat, async (req, res, { body }) => {
    res.locals.contentUnchanged = true;
    res.json({ days: await sendIstat(body.from, body.to, req.session!.username ?? "admin") });
  });

  route(r, reportsApi.istat, requireOwner, async (_req, res, { query }) => {
    const report = await istatReport(query.month);
    if (query.format === "csv") return sendCsv(res, `istat_${query.month}.csv`, istatCsv(report));
    res.set("Cache-Control", "no-store").json(report);
  });

  return r;
}
