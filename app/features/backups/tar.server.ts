import { Readable } from "node:stream";

/**
 * The tar format (POSIX ustar, with a PAX header for a path longer than ustar's 100 bytes),
 * written and read as streams: a backup of gigabytes of photos is never held in memory.
 * Only regular files: what a backup holds. `tar -xzf` opens the result.
 */

const BLOCK = 512;

export type TarEntry = {
  /** A folder's path ends with "/" (size 0): empty folders a database needs are kept. */
  path: string;
  size: number;
  mtime?: Date;
  /** The file's bytes; exactly `size` of them, or writing fails. */
  body: () => AsyncIterable<Buffer>;
};

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, "0") + "\0";
}

function header(path: string, size: number, mtime: Date, type: "0" | "5" | "x"): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(path.slice(0, 100), 0, 100, "utf8");
  block.write(octal(type === "x" ? 0o644 : type === "5" ? 0o700 : 0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write("        ", 148);
  block.write(type, 156);
  block.write("ustar\0", 257);
  block.write("00", 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148);
  return block;
}

/** A PAX record "<len> path=<value>\n", where <len> counts itself. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
  return Buffer.from(`${length}${body}`, "utf8");
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function* tarBlocks(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    const mtime = entry.mtime ?? new Date();
    if (Buffer.byteLength(entry.path) > 100) {
      const pax = paxRecord("path", entry.path);
      yield header("PaxHeader", pax.length, mtime, "x");
      yield pax;
      yield padding(pax.length);
    }
    yield header(entry.path, entry.size, mtime, entry.path.endsWith("/") ? "5" : "0");
    let written = 0;
    for await (const chunk of entry.body()) {
      written += chunk.length;
      if (written > entry.size) throw new Error(`${entry.path} grew while it was being written`);
      yield chunk;
    }
    if (written !== entry.size) throw new Error(`${entry.path} shrank while it was being written`);
    yield padding(entry.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** The tar of these entries, as a stream. */
export function tarStream(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): Readable {
  return Readable.from(tarBlocks(entries), { objectMode: false });
}

export class TarError extends Error {}

export type TarFile = { path: string; size: number };

/**
 * Reads a tar stream, calling `onFile` for each regular file with its bytes as they come
 * (what it does not read is skipped). Throws TarError on anything that is not a well-formed tar,
 * including a stream cut short.
 */
export async function readTar(
  input: AsyncIterable<Buffer>,
  onFile: (file: TarFile, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const iterator = input[Symbol.asyncIterator]();
  let pending: Buffer = Buffer.alloc(0);
  let done = false;

  const fill = async (bytes: number): Promise<boolean> => {
    while (pending.length < bytes && !done) {
      const next = await iterator.next();
      if (next.done) done = true;
      else pending = pending.length ? Buffer.concat([pending, next.value]) : next.value;
    }
    return pending.length >= bytes;
  };
  const take = (bytes: number): Buffer => {
    const out = pending.subarray(0, bytes);
    pending = pending.subarray(bytes);
    return out;
  };
  /**
   * A file's bytes. Leaving a loop over it early does not close it: whatever the reader left
   * is skipped afterwards, so the next header is read where it starts.
   */
  const body = (size: number) => {
    let left = size;
    let padded = false;
    const next = async (): Promise<IteratorResult<Buffer>> => {
      if (left > 0) {
        if (pending.length === 0 && !(await fill(1))) throw new TarError("the archive ends in the middle of a file");
        const chunk = take(Math.min(left, pending.length));
        left -= chunk.length;
        return { done: false, value: chunk };
      }
      if (!padded) {
        const pad = (BLOCK - (size % BLOCK)) % BLOCK;
        if (!(await fill(pad))) throw new TarError("the archive ends in the middle of a file");
        take(pad);
        padded = true;
      }
      return { done: true, value: undefined };
    };
    return {
      [Symbol.asyncIterator]: () => ({ next, return: async (): Promise<IteratorResult<Buffer>> => ({ done: true, value: undefined }) }),
      skip: async () => {
        while (!(await next()).done);
      },
    };
  };

  let paxPath: string | undefined;
  let ended = false;
  for (;;) {
    if (!(await fill(BLOCK))) throw new TarError("the archive ends before its last block");
    const block = take(BLOCK);
    if (block.every((b) => b === 0)) {
      ended = true;
      break;
    }
    const field = (start: number, length: number) => block.toString("utf8", start, start + length).replace(/\0.*$/s, "");
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (parseInt(field(148, 8).trim(), 8) !== sum) throw new TarError("a header's checksum is wrong");
    const size = parseInt(field(124, 12).trim() || "0", 8);
    const type = field(156, 1) || "0";
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const content = body(size);
    if (type === "x") {
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(chunk);
      const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(Buffer.concat(chunks).toString("utf8"));
      paxPath = match?.[1];
      continue;
    }
    const path = paxPath ?? name;
    paxPath = undefined;
    // Links and devices are not part of a backup: skipped. A folder comes as a path ending in "/".
    if (type === "0") await onFile({ path, size }, content);
    else if (type === "5") await onFile({ path: path.endsWith("/") ? path : `${path}/`, size: 0 }, content);
    await content.skip();
  }
  if (!ended) throw new TarError("the archive has no end");
}
