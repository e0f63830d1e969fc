import { EnvError, readEnv } from "~/env.server";
import { normalizeTypedKey } from "~/features/backups/backup-key.server";
import { backupNeedsKey, restoreBackup, RestoreError, unlockBackup, WrongBackupKeyError } from "~/features/backups/restore.server";

const USAGE = "Usage: npm run restore -- FILE [--force]";

/** Tries at the terminal before giving up: a key copied from paper may take a second look. */
const TRIES = 3;

const NO_KEY =
  "This backup is encrypted and no backup key was given: run the command in a terminal to type it, or set BACKUP_KEY. Nothing was changed.";

/**
 * `npm run restore -- FILE [--force]`: the backup FILE into the DATA_DIR and DATABASE_URL of this
 * environment, as `npm start` would read them. An encrypted backup (every one made since they
 * are) is opened with BACKUP_KEY, or the key typed at the terminal, unseen; without one, or with
 * a wrong one, nothing is touched and the exit status is 1. Returns the process's exit status.
 */
export async function restoreCli(args: string[]): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((a) => a !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  const file = files[0]!;
  try {
    const env = readEnv();
    let unlocked: Awaited<ReturnType<typeof unlockBackup>> | undefined;
    if (await backupNeedsKey(file)) {
      if (env.backup.key) unlocked = await unlockBackup(file, [env.backup.key]);
      else if (!process.stdin.isTTY) throw new RestoreError(NO_KEY);
      else unlocked = await askForKey(file);
    }
    const where = env.databaseUrl ? `DATA_DIR ${env.dataDir} and the database of DATABASE_URL` : `DATA_DIR ${env.dataDir}`;
    console.log(`Restoring ${file} into ${where}…`);
    if (!unlocked) console.log("This backup was made before backups were encrypted: no key is needed.");
    const manifest = await restoreBackup(
      file,
      { dataDir: env.dataDir, databaseUrl: env.databaseUrl },
      // Without BACKUP_KEY the restored site goes on with the key that opened its backup.
      { force, unlocked, keepKey: !env.backup.key },
    );
    console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files.length} files). Start the site with npm start.`);
    return 0;
  } catch (error) {
    if (error instanceof WrongBackupKeyError) {
      console.error(
        `${error.message} The backup key is the one written on paper when backups were set up (or BACKUP_KEY of the site that made the backup).`,
      );
      return 1;
    }
    if (error instanceof RestoreError || error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof KeyNotTypedError) {
      console.error("No backup key was typed. Nothing was changed.");
      return 1;
    }
    console.error("The restore failed:", error);
    return 1;
  }
}

class KeyNotTypedError extends Error {}

/** The key typed at the terminal, unseen; asked again after a wrong one, up to TRIES times. */
async function askForKey(file: string): Promise<Awaited<ReturnType<typeof unlockBackup>>> {
  for (let attempt = 1; ; attempt++) {
    const typed = await askHidden("Backup key (the one written on paper; not shown as you type): ");
    if (!typed.trim()) throw new KeyNotTypedError();
    try {
      return await unlockBackup(file, [...new Set([typed, typed.trim(), normalizeTypedKey(typed)])]);
    } catch (error) {
      if (!(error instanceof WrongBackupKeyError) || attempt >= TRIES) throw error;
      console.error("That key does not open this backup. Try again.");
    }
  }
}

/** One line read from the terminal without echoing it; Ctrl-C stops the restore. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n" || char === "\u0004") return finish();
        if (char === "\u0003") return finish(new KeyNotTypedError());
        if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("");
        else if (char >= " ") typed += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}
