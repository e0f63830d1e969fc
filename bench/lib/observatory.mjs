// Security headers with the MDN HTTP Observatory scanner, installed on first use into
// bench/.tools (git-ignored): its install scripts download the HSTS preload and TLD lists,
// so it is installed without them and given the two empty lists instead. Also used by
// tests/process/https-proxy.test.ts on the site behind Caddy and nginx.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const OBSERVATORY_VERSION = "1.4.8";
/** Tests a site served over plain http on loopback cannot pass, whatever its headers. */
const HTTPS_ONLY_TESTS = ["strict-transport-security", "redirection"];

async function install(root, log) {
  const tools = path.join(root, "bench/.tools");
  const pkg = path.join(tools, "node_modules/@mdn/mdn-http-observatory");
  const installed =
    fs.existsSync(path.join(pkg, "package.json")) && JSON.parse(fs.readFileSync(path.join(pkg, "package.json"), "utf8")).version;
  if (installed !== OBSERVATORY_VERSION) {
    log(`  installing @mdn/mdn-http-observatory@${OBSERVATORY_VERSION} into bench/.tools`);
    fs.mkdirSync(tools, { recursive: true });
    fs.writeFileSync(path.join(tools, "package.json"), '{ "private": true }\n');
    await run(
      "npm",
      [
        "install",
        "--ignore-scripts",
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--prefix",
        tools,
        `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
      ],
      { cwd: tools, timeout: 300_000 },
    );
  }
  // What its postinstall would have downloaded: nothing is preloaded, no TLD is known.
  for (const [file, empty] of [
    ["hsts-preload.json", "{}"],
    ["tld-list.json", "[]"],
  ]) {
    const target = path.join(pkg, "conf", file);
    if (!fs.existsSync(target)) fs.writeFileSync(target, `${empty}\n`);
  }
  // Its scanner can fetch http:// and https:// on ports of one's choice (the retriever's
  // httpPort and httpsPort), but scan() does not pass them on: a copy of it that does, for a
  // proxy on loopback, whose two ports cannot be 80 and 443. Only that one call changes.
  const withPorts = path.join(pkg, "src/scanner/index-with-ports.js");
  if (!fs.existsSync(withPorts)) {
    const original = fs.readFileSync(path.join(pkg, "src/scanner/index.js"), "utf8");
    const patched = original.replace("await retrieve(hostname);", "await retrieve(hostname, options);");
    if (patched === original)
      throw new Error(`@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}: scan() no longer calls retrieve(hostname)`);
    fs.writeFileSync(withPorts, patched);
  }
  return { cli: path.join(pkg, "src/scan.js"), withPorts };
}

/**
 * Scans `host:port` (it tries https, then http): grade, score and every test. With `ports`
 * ({ http, https }), scans `host` on those two ports instead (the redirect from http:// is
 * then tested too); `caFile` is a root certificate to trust besides the system's.
 */
export async function runObservatory({ root, host, log, ports, caFile }) {
  const scanner = await install(root, log);
  const args = ports
    ? [path.join(import.meta.dirname, "observatory-ports.mjs"), scanner.withPorts, host, String(ports.http), String(ports.https)]
    : [scanner.cli, host];
  // Node reads NODE_EXTRA_CA_CERTS only when it starts: hence a process of its own.
  const env = caFile ? { ...process.env, NODE_EXTRA_CA_CERTS: caFile } : process.env;
  const { stdout } = await run(process.execPath, args, { timeout: 120_000, maxBuffer: 16 * 1024 * 1024, env });
  const out = JSON.parse(stdout);
  if (out.error) throw new Error(`the Observatory scan failed: ${out.error}`);
  const tests = Object.entries(out.tests).map(([id, t]) => ({ id, pass: t.pass, result: t.result, scoreModifier: t.scoreModifier }));
  const failed = tests.filter((t) => !t.pass);
  return {
    version: OBSERVATORY_VERSION,
    grade: out.scan.grade,
    score: out.scan.score,
    testsPassed: out.scan.testsPassed,
    testsQuantity: out.scan.testsQuantity,
    failed: failed.filter((t) => !HTTPS_ONLY_TESTS.includes(t.id)),
    failedHttpsOnly: failed.filter((t) => HTTPS_ONLY_TESTS.includes(t.id)),
    tests,
  };
}
