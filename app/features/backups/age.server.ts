import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Decrypter, Encrypter, type Identity } from "age-encryption";

/**
 * A backup encrypted whole in the age format (age-encryption.org/v1) with a passphrase: scrypt
 * derives the key that wraps the archive's random file key, and ChaCha20-Poly1305 seals its
 * bytes in 64 KiB chunks, each authenticated, the last one marked: a wrong passphrase, a byte
 * changed or a file cut short is told, never read as something else. The reference tool opens
 * it too (`age -d backup-….tar.gz.age`). docs/decisions/0033-backups-encrypted-with-age.md.
 */

/** What every age file begins with. */
export const AGE_MAGIC = Buffer.from("age-encryption.org/v1\n");
/** What a gzip stream (an archive made before backups were encrypted) begins with. */
export const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * 2^16 rounds of scrypt: 64 MiB and about 0.5 s each time a key is derived (twice a backup:
 * written, then read back). age's default of 2^18 took 256 MiB and 2 s (8 s on a busy machine)
 * each time, against the server's 300 MB peak (docs/decisions/0018-v8-memory-settings.md); the
 * key's strength is in the key itself: 140 random bits when the site makes it, and BACKUP_KEY
 * at least 20 characters. `age -d` reads any factor up to 2^22.
 */
export const SCRYPT_WORK_FACTOR = 16;

/** The key does not open this archive: age found no passphrase that unwraps its file key. */
export class WrongKeyError extends Error {}
/** Not an age file, or its header is damaged. */
export class SealError extends Error {}

/** The stream's bytes encrypted with `key`; the key is derived before this resolves. */
export async function seal(input: Readable, key: string): Promise<Readable> {
  const encrypter = new Encrypter();
  encrypter.setScryptWorkFactor(SCRYPT_WORK_FACTOR);
  encrypter.setPassphrase(key);
  const sealed = await encrypter.encrypt(Readable.toWeb(input) as unknown as ReadableStream<Uint8Array>);
  return Readable.fromWeb(sealed as unknown as WebReadableStream<Uint8Array>);
}

/** An archive's key, derived once: every later read of the same file skips scrypt. */
export type Unlocked = { identity: Identity };

/** The first bytes of a file: which kind of archive it is. */
export async function fileStart(file: string, bytes = AGE_MAGIC.length): Promise<Buffer> {
  const handle = await fs.open(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export const isSealed = (start: Buffer): boolean => start.subarray(0, AGE_MAGIC.length).equals(AGE_MAGIC);

/** A header longer than this is not one we wrote (ours has one scrypt stanza: well under 300 bytes). */
const HEADER_MAX = 64 * 1024;

/**
 * Derives the archive's file key from `key` and checks the header's MAC with it. Throws
 * WrongKeyError when the key is not the one the archive was made with.
 */
export async function unlock(file: string, key: string): Promise<Unlocked> {
  const start = await fileStart(file, HEADER_MAX);
  if (!isSealed(start)) throw new SealError("the file is not an encrypted backup");
  const macLine = start.indexOf("\n--- ");
  const end = macLine < 0 ? -1 : start.indexOf("\n", macLine + 1);
  if (end < 0) throw new SealError("the encrypted backup's header is damaged or cut short");
  const decrypter = new Decrypter();
  decrypter.addPassphrase(key);
  let fileKey: Uint8Array;
  try {
    fileKey = await decrypter.decryptHeader(start.subarray(0, end + 1));
  } catch (error) {
    // age has no error classes: its message is what tells a wrong key (tests/api/backups.test.ts holds it to that).
    if (error instanceof Error && /no identity matched/.test(error.message))
      throw new WrongKeyError("the backup key does not open this backup");
    throw new SealError(`the encrypted backup's header is damaged (${error instanceof Error ? error.message : String(error)})`);
  }
  return { identity: { unwrapFileKey: () => fileKey } };
}

/** The archive's plain bytes, read from the disk and checked chunk by chunk as they come. */
export async function openSealed(file: string, unlocked: Unlocked, chunk: number): Promise<Readable> {
  const decrypter = new Decrypter();
  decrypter.addIdentity(unlocked.identity);
  const raw = createReadStream(file, { highWaterMark: chunk });
  try {
    const plain = await decrypter.decrypt(Readable.toWeb(raw) as unknown as ReadableStream<Uint8Array>);
    return Readable.fromWeb(plain as unknown as WebReadableStream<Uint8Array>);
  } catch (error) {
    raw.destroy();
    throw new SealError(`the encrypted backup's header is damaged (${error instanceof Error ? error.message : String(error)})`);
  }
}
