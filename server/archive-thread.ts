import { parentPort, Worker, workerData } from "node:worker_threads";

import { writeAndVerify, type ArchiveJob, type Manifest } from "~/features/backups/archive.server";

import { limitMemory } from "./memory";

/** What an archive thread is started with, and what it answers. */
type ArchiveData = { archive: ArchiveJob };
type ArchiveReply = { ok: true; manifest: Manifest } | { ok: false; message: string; code?: string };

/**
 * A backup's archive written and read back on a thread of its own, started from the server's
 * entry file. On the server's thread a busy site and the backup's thousand files took turns:
 * under four clients without pause, 55 s for a 40 MB site; here the file work waits for nobody.
 */
export function archiveOnThread(entryFile: string): (job: ArchiveJob) => Promise<Manifest> {
  return (job) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(entryFile, { workerData: { archive: job } satisfies ArchiveData });
      // Starting a thread sets V8's flags back to their defaults for the whole process (server/memory.ts).
      worker.once("online", limitMemory);
      worker.once("message", (reply: ArchiveReply) => {
        if (reply.ok) resolve(reply.manifest);
        else reject(Object.assign(new Error(reply.message), { code: reply.code }));
      });
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`The backup's thread stopped (exit ${code}) before it answered`)));
    });
}

/** On the archive thread (server/main.ts): the one job it was started with. */
export async function serveArchive(): Promise<void> {
  const { archive } = workerData as ArchiveData;
  let reply: ArchiveReply;
  try {
    reply = { ok: true, manifest: await writeAndVerify(archive) };
  } catch (error) {
    // Errors lose their class and code on the way between threads: the code says "disk full".
    reply = { ok: false, message: error instanceof Error ? error.message : String(error), code: (error as NodeJS.ErrnoException).code };
  }
  parentPort!.postMessage(reply);
}
