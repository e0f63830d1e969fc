import { Router } from "express";

import { guestsApi } from "~/features/guests/guests.api";
import { receiptDaySchema } from "~/features/guests/guests.schema";
import { fetchReceiptNow, receiptPdf, receiptsOfYear, uploadReceipt } from "~/features/guests/police-receipts.server";
import { todayInItaly } from "~/lib/dates";

import { parse } from "../http";
import { pdfUpload } from "../uploads";
import { route } from "./route";

/** The police portal's receipts, kept five years: the year's list, one fetched now, one uploaded, one opened. */
export function policeReceiptsRouter(): Router {
  const r = Router();

  route(r, guestsApi.receipts, async (_req, res, { query }) => {
    res.json(await receiptsOfYear(query.year ?? Number(todayInItaly().slice(0, 4))));
  });

  route(r, guestsApi.fetchReceipt, async (_req, res, { body }) => {
    res.locals.contentUnchanged = true;
    res.json(await fetchReceiptNow(body.date));
  });

  /** The PDF names the guests: opened from the panel's link, never kept by a cache. */
  route(r, guestsApi.receiptPdf, async (req, res) => {
    const { date } = parse(receiptDaySchema, { date: req.params.date });
    const pdf = await receiptPdf(date);
    res.set("Content-Type", "application/pdf");
    res.set("Content-Disposition", `attachment; filename="ricevuta-alloggiati-${date}.pdf"`);
    res.send(pdf);
  });

  route(r, guestsApi.uploadReceipt, pdfUpload, async (req, res) => {
    res.locals.contentUnchanged = true;
    const { date } = parse(receiptDaySchema, { date: req.params.date });
    res.json(await uploadReceipt(date, req.file?.buffer));
  });

  return r;
}
