import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { Router } from "express";

import type { Env } from "~/env.server";
import { backupsApi } from "~/features/backups/backups.api";
import { acknowledgeKey, backupFile, backupOptions, listBackups, runBackup, type BackupFile } from "~/features/backups/backups.server";

import { route } from "./route";

/** The owner's backups: make one now, list them, download one; the backup key written down. */
export function backupsRouter(env: Env): Router {
  const r = Router();
  const options = backupOptions(env);

  /** A backup now: 201 with it once it is verified and in place (the off-machine copy follows), 409 while one runs. */
  route(r, backupsApi.create, async (_req, res) => {
    const ready = await new Promise<BackupFile>((resolve, reject) => {
      runBackup(options, { trigger: "manual", onReady: resolve }).catch(reject);
    });
    res.status(201).json(ready);
  });

  /** [{ name, createdAt, bytes, verified }], newest first. */
  route(r, backupsApi.list, async (_req, res) => {
    res.json(await listBackups(options));
  });

  /** The file, streamed from the disk; only a name the list shows. */
  route(r, backupsApi.download, async (req, res) => {
    const { file, bytes } = await backupFile(options, String(req.params.name));
    res.set({
      "Content-Type": "application/octet-stream",
      "Content-Length": String(bytes),
      "Content-Disposition": `attachment; filename="${req.params.name}"`,
      "Cache-Control": "no-store",
    });
    // A download the browser gave up on ends here; anything else is an error.
    await pipeline(createReadStream(file), res).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
    });
  });

  /** 204: the key the site made is written on paper, never shown again. */
  route(r, backupsApi.acknowledgeKey, (_req, res) => {
    acknowledgeKey();
    res.status(204).end();
  });

  return r;
}
