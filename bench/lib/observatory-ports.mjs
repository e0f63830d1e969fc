// `node observatory-ports.mjs <scanner> <host> <httpPort> <httpsPort>`: the Observatory's
// scan of `host` with http:// and https:// on the given ports, printed as its own CLI
// (src/scan.js) prints it. <scanner> is the copy of its scan() that passes the ports on
// (observatory.mjs).
import { pathToFileURL } from "node:url";

const [scannerFile, host, httpPort, httpsPort] = process.argv.slice(2);
const { scan } = await import(pathToFileURL(scannerFile).href);
try {
  const result = await scan(host, { httpPort, httpsPort });
  // As the CLI prints them: without each test's long description (undefined is left out of JSON).
  const tests = Object.fromEntries(Object.entries(result.tests).map(([id, test]) => [id, { ...test, scoreDescription: undefined }]));
  console.log(JSON.stringify({ scan: result.scan, tests }, null, 2));
} catch (error) {
  console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
  process.exitCode = 1;
}
