import { EnvError, readEnv } from "~/env.server";
import { restoreBackup, RestoreError } from "~/features/backups/restore.server";

const USAGE = "Usage: npm run restore -- FILE [--force]";

/**
 * `npm run restore -- FILE [--force]`: the backup FILE into the DATA_DIR and DATABASE_URL of this
 * environment, as `npm start` would read them. Returns the process's exit status.
 */
export async function restoreCli(args: string[]): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((a) => a !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  try {
    const env = readEnv();
    const where = env.databaseUrl ? `DATA_DIR ${env.dataDir} and the database of DATABASE_URL` : `DATA_DIR ${env.dataDir}`;
    console.log(`Restoring ${files[0]} into ${where}…`);
    const manifest = await restoreBackup(files[0]!, { dataDir: env.dataDir, databaseUrl: env.databaseUrl }, { force });
    console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files.length} files). Start the site with npm start.`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreError || error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    console.error("The restore failed:", error);
    return 1;
  }
}
