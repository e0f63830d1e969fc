import { Router } from "express";

import {
  fetchReceiptNow,
  receiptDaySchema,
  receiptPdf,
  receiptsOfYear,
  receiptsYearSchema,
  uploadReceipt,
} from "~/features/guests/police-receipts.server";
import { todayInItaly } from "~/lib/dates";

import { parse, requireAdmin, requireSession } from "../http";
import { pdfUpload } from "../uploads";

/** The police portal's receipts, kept five years: the year's list, one fetched now, one uploaded, one opened. */
export function policeReceiptsRouter(): Router {
  const r = Router();

  r.get("/police/receipts", requireAdmin, async (req, res) => {
    const { year } = parse(receiptsYearSchema, { year: req.query.year ?? todayInItaly().slice(0, 4) });
    res.json(await receiptsOfYear(year));
  });

  r.post("/police/receipts/fetch", requireAdmin, async (req, res) => {
    res.locals.contentUnchanged = true;
    const { date } = parse(receiptDaySchema, req.body ?? {});
    res.json(await fetchReceiptNow(date));
  });

  /** The PDF names the guests: opened from the panel's link, never kept by a cache. */
  r.get("/police/receipts/:date", requireSession("admin", { download: true }), async (req, res) => {
    const { date } = parse(receiptDaySchema, { date: req.params.date });
    const pdf = await receiptPdf(date);
    res.set("Content-Type", "application/pdf");
    res.set("Content-Disposition", `attachment; filename="ricevuta-alloggiati-${date}.pdf"`);
    res.send(pdf);
  });

  r.put("/police/receipts/:date", requireAdmin, pdfUpload, async (req, res) => {
    res.locals.contentUnchanged = true;
    const { date } = parse(receiptDaySchema, { date: req.params.date });
    res.json(await uploadReceipt(date, req.file?.buffer));
  });

  return r;
}
