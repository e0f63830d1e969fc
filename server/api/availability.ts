import { Router, type Request } from "express";

import type { Env } from "~/env.server";
import {
  blockInputSchema,
  dateRangeSchema,
  feedsInputSchema,
  MAX_RANGE_DAYS,
  seasonsSchema,
} from "~/features/availability/availability.schema";
import {
  addBlock,
  blocksOfRoom,
  exportTokenOf,
  feedsOfRoom,
  feedView,
  freeRooms,
  publicBusyOfSlug,
  regenerateExportToken,
  removeBlock,
  roomCalendar,
  roomOfToken,
  setFeeds,
} from "~/features/availability/availability.server";
import { exportCalendar } from "~/features/availability/ical-export.server";
import { getSeasons, setSeasons } from "~/features/availability/seasons.server";
import { syncRoomNow } from "~/features/availability/sync.server";
import { addDays, todayInItaly } from "~/lib/dates";
import { notFound } from "~/lib/http-error";
import { minNightsFor } from "~/lib/seasons";

import { idParam, parse, requireAdmin } from "../http";

const queryText = (req: Request, name: string): string | undefined => {
  const value = req.query[name];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** ?from=&to= (end exclusive, at most 370 days); from defaults to today in Italy, to to 90 days later. */
function rangeQuery(req: Request, defaultDays = 90): { from: string; to: string } {
  const from = queryText(req, "from") ?? todayInItaly();
  const to = queryText(req, "to") ?? addDays(from, defaultDays);
  const { start, end } = parse(dateRangeSchema, { start: from, end: to });
  return { from: start, to: end };
}

/** Availability: public busy nights, the owner's feeds, blocks, export and seasons. */
export function availabilityRouter(env: Env): Router {
  const r = Router();
  const origin = (req: Request) => env.publicUrl ?? `${req.protocol}://${req.get("host")}`;
  const exportUrl = async (req: Request, roomId: number) => `${origin(req)}/api/calendars/${await exportTokenOf(roomId)}.ics`;
  const syncOptions = { intervalMs: env.icalSyncMinutes * 60_000 };

  /** Public: when a room is taken, merged, with no source and no guest data. */
  r.get("/rooms/:slug/availability", async (req, res) => {
    const { from, to } = rangeQuery(req);
    const busy = await publicBusyOfSlug(String(req.params.slug), from, to);
    if (!busy) throw notFound();
    res.set("Cache-Control", "no-cache").json({ busy });
  });

  /** Public, for the quote form: which rooms are free for a stay, and its minimum length. */
  r.get("/availability", async (req, res) => {
    const { from, to } = rangeQuery(req, 1);
    const [rooms, seasons] = await Promise.all([freeRooms(from, to), getSeasons()]);
    res.set("Cache-Control", "no-cache").json({ rooms, minNights: minNightsFor(from, seasons) });
  });

  /** Public with the room's secret: what Airbnb and Booking.com read. */
  r.get("/calendars/:file", async (req, res) => {
    const match = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(String(req.params.file));
    const room = match ? await roomOfToken(match[1]!) : null;
    if (!room) throw notFound();
    const body = await exportCalendar(room, new URL(origin(req)).hostname);
    res
      .set({
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `inline; filename="${room.slug}.ics"`,
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
      })
      .send(body);
  });

  r.get("/rooms/:id/calendars", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    const feeds = await feedsOfRoom(id);
    res.set("Cache-Control", "no-store").json({ feeds: feeds.map((f) => feedView(f)), exportUrl: await exportUrl(req, id) });
  });

  r.put("/rooms/:id/calendars", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    const input = parse(feedsInputSchema, req.body);
    const feeds = await setFeeds(id, input);
    res.json({ feeds: feeds.map((f) => feedView(f)), exportUrl: await exportUrl(req, id) });
  });

  r.post("/rooms/:id/calendars/sync", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    res.json({ feeds: await syncRoomNow(id, await feedsOfRoom(id), syncOptions) });
  });

  r.post("/rooms/:id/calendars/token", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    await regenerateExportToken(id);
    res.json({ exportUrl: await exportUrl(req, id) });
  });

  /** The panel's month calendar: every source, not merged. */
  r.get("/rooms/:id/calendar", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    const { from, to } = rangeQuery(req, 42);
    res.set("Cache-Control", "no-store").json({ from, to, entries: await roomCalendar(id, from, to) });
  });

  r.get("/rooms/:id/blocks", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    res.set("Cache-Control", "no-store").json(await blocksOfRoom(id, addDays(todayInItaly(), -MAX_RANGE_DAYS)));
  });

  r.post("/rooms/:id/blocks", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    res.status(201).json(await addBlock(id, parse(blockInputSchema, req.body)));
  });

  r.delete("/rooms/:id/blocks/:blockId", requireAdmin, async (req, res) => {
    await removeBlock(idParam(req.params.id), idParam(req.params.blockId));
    res.status(204).end();
  });

  r.get("/settings/seasons", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await getSeasons());
  });

  r.put("/settings/seasons", requireAdmin, async (req, res) => {
    res.json(await setSeasons(parse(seasonsSchema, req.body)));
  });

  return r;
}
