// HTML validity: the Nu HTML Checker (vnu-jar) on the server-rendered HTML of each page.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

const run = promisify(execFile);
const JAVA = process.env.JAVA ?? "java";

export async function runVnu({ origin, pages }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bb-bench-html-"));
  try {
    const files = [];
    for (const [i, page] of pages.entries()) {
      const res = await fetch(origin + page.path, { headers: { accept: "text/html" }, signal: AbortSignal.timeout(30_000) });
      const file = path.join(dir, `${String(i).padStart(2, "0")}.html`);
      fs.writeFileSync(file, await res.text());
      files.push({ ...page, file, status: res.status });
    }
    const { stdout, stderr } = await run(
      JAVA,
      ["-jar", String(vnuJar), "--format", "json", "--stdout", "--exit-zero-always", ...files.map((f) => f.file)],
      {
        timeout: 180_000,
        maxBuffer: 32 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(stdout || stderr);
    return files.map(({ file, ...page }) => {
      const own = messages.filter((m) => m.url && new URL(m.url).pathname === file);
      const pick = (m) => ({ message: m.message, line: m.lastLine ?? null, extract: m.extract?.trim().slice(0, 160) ?? null });
      return {
        ...page,
        errors: own.filter((m) => m.type === "error" || m.subType === "fatal").map(pick),
        warnings: own.filter((m) => m.type === "info" && m.subType === "warning").map(pick),
      };
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
