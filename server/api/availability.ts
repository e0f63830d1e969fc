import { Router, type Request } from "express";

import type { Env } from "~/env.server";
import { availabilityApi } from "~/features/availability/availability.api";
import { rangeOf } from "~/features/availability/availability.schema";
import {
  addBlock,
  calendarsOf,
  exportUrlOf,
  feedsOfRoom,
  feedView,
  freeRooms,
  publicBusyOfSlug,
  recentBlocksOfRoom,
  regenerateExportToken,
  removeBlock,
  roomCalendar,
  roomOfToken,
  setFeeds,
} from "~/features/availability/availability.server";
import { getSeasons, setSeasons } from "~/features/availability/seasons.server";
import { syncRoomNow } from "~/features/availability/sync.server";
import { exportCalendar } from "~/features/stays/calendar-export.server";
import { notFound } from "~/lib/http-error";
import { minNightsFor } from "~/lib/seasons";

import { idParam } from "../http";
import { route } from "./route";

/** Availability: public busy nights, the owner's feeds, blocks, export and seasons. */
export function availabilityRouter(env: Env): Router {
  const r = Router();
  const origin = (req: Request) => env.publicUrl ?? `${req.protocol}://${req.get("host")}`;
  const syncOptions = { intervalMs: env.icalSyncMinutes * 60_000 };

  /** Public: when a room is taken, merged, with no source and no guest data. */
  route(r, availabilityApi.roomBusy, async (req, res, { query }) => {
    const { from, to } = rangeOf(query, 90);
    const busy = await publicBusyOfSlug(String(req.params.slug), from, to);
    if (!busy) throw notFound();
    res.set("Cache-Control", "no-cache").json({ busy });
  });

  /** Public, for the quote form: which rooms are free for a stay, and its minimum length. */
  route(r, availabilityApi.freeRooms, async (_req, res, { query }) => {
    const { from, to } = rangeOf(query, 1);
    const [rooms, seasons] = await Promise.all([freeRooms(from, to), getSeasons()]);
    res.set("Cache-Control", "no-cache").json({ rooms, minNights: minNightsFor(from, seasons) });
  });

  /** Public with the room's secret: what Airbnb and Booking.com read. */
  route(r, availabilityApi.exportCalendar, async (req, res) => {
    const secret = String(req.params.secret);
    const room = /^[A-Za-z0-9_-]{20,64}$/.test(secret) ? await roomOfToken(secret) : null;
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

  route(r, availabilityApi.feeds, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await calendarsOf(idParam(req.params.id), origin(req)));
  });

  route(r, availabilityApi.setFeeds, async (req, res, { body }) => {
    const id = idParam(req.params.id);
    const feeds = await setFeeds(id, body);
    res.json({ feeds: feeds.map((f) => feedView(f)), exportUrl: await exportUrlOf(id, origin(req)) });
  });

  route(r, availabilityApi.sync, async (req, res) => {
    const id = idParam(req.params.id);
    res.json({ feeds: await syncRoomNow(id, await feedsOfRoom(id), syncOptions) });
  });

  route(r, availabilityApi.regenerateToken, async (req, res) => {
    const id = idParam(req.params.id);
    await regenerateExportToken(id);
    res.json({ exportUrl: await exportUrlOf(id, origin(req)) });
  });

  /** The panel's month calendar: every source, not merged. */
  route(r, availabilityApi.calendar, async (req, res, { query }) => {
    const id = idParam(req.params.id);
    const { from, to } = rangeOf(query, 42);
    res.set("Cache-Control", "no-store").json({ from, to, entries: await roomCalendar(id, from, to) });
  });

  route(r, availabilityApi.blocks, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await recentBlocksOfRoom(idParam(req.params.id)));
  });

  route(r, availabilityApi.addBlock, async (req, res, { body }) => {
    const id = idParam(req.params.id);
    res.status(201).json(await addBlock(id, body));
  });

  route(r, availabilityApi.removeBlock, async (req, res) => {
    await removeBlock(idParam(req.params.id), idParam(req.params.blockId));
    res.status(204).end();
  });

  route(r, availabilityApi.seasons, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await getSeasons());
  });

  route(r, availabilityApi.setSeasons, async (_req, res, { body }) => {
    res.json(await setSeasons(body));
  });

  return r;
}
