// Child processes the bench starts: each in its own process group, so stopping one stops
// everything it spawned too; all are stopped on exit, on Ctrl-C and on failure.
import { spawn } from "node:child_process";
import fs from "node:fs";

const running = new Set();

/** Starts a command in a new process group; its output goes to `logFile` when given. */
export function startGroup(command, args, { env = process.env, cwd, logFile } = {}) {
  const out = logFile ? fs.openSync(logFile, "a") : "ignore";
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", out, out] });
  if (typeof out === "number") fs.closeSync(out);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const entry = { child, exited };
  running.add(entry);
  exited.then(() => running.delete(entry));
  return entry;
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves once the leader is gone. */
export async function stopGroup(entry, graceMs = 10_000) {
  if (entry.child.exitCode !== null || entry.child.signalCode !== null) {
    signalGroup(entry.child.pid, "SIGKILL"); // whatever it left behind
    return;
  }
  signalGroup(entry.child.pid, "SIGTERM");
  const timer = setTimeout(() => signalGroup(entry.child.pid, "SIGKILL"), graceMs);
  await entry.exited;
  clearTimeout(timer);
  signalGroup(entry.child.pid, "SIGKILL");
}

function killAllNow() {
  for (const { child } of running) signalGroup(child.pid, "SIGKILL");
}

process.on("exit", killAllNow);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping what the bench started.`);
    killAllNow();
    process.exit(130);
  });
}

/** Resolves `promise`, or rejects after `ms` with a message naming `what`. */
export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]);
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
