import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";

/** PostgreSQL's client tools, as the backup (pg_dump) and the restore (pg_restore, psql) run them. */

let pgDumpFound: Promise<boolean> | undefined;
export function pgDumpAvailable(): Promise<boolean> {
  pgDumpFound ??= new Promise((resolve) => {
    const child = spawn("pg_dump", ["--version"], { stdio: "ignore" });
    child.on("error", () => resolve(false));
    child.on("exit", (code) => resolve(code === 0));
  });
  return pgDumpFound;
}

/** The URL without its password, which goes in PGPASSWORD: a command line is readable by every user of the machine. */
export function libpqConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client tool; rejects with the end of its error output. */
export function runPgTool(command: string, args: string[], env: NodeJS.ProcessEnv, stdout?: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", stdout ? "pipe" : "ignore", "pipe"] });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-2000)));
    const piped = stdout && child.stdout ? pipeline(child.stdout, stdout) : Promise.resolve();
    child.on("error", reject);
    child.on("close", (code) => {
      piped.then(() => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))), reject);
    });
  });
}

export function pgDump(url: string, file: string): Promise<void> {
  const connection = libpqConnection(url);
  return runPgTool(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--dbname=${connection.url}`],
    connection.env,
    createWriteStream(file, { mode: 0o600 }),
  );
}
