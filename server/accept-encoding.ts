import type { IncomingMessage } from "node:http";
import Negotiator from "negotiator";

export type Encoding = "br" | "gzip" | "identity";

const answers = new Map<string, Encoding>();

/** The smallest form the client takes: brotli whenever accepted, then gzip (q=0 refuses one). */
export function encodingFor(req: IncomingMessage): Encoding {
  const header = req.headers["accept-encoding"] ?? "";
  let encoding = answers.get(header);
  if (encoding === undefined) {
    const negotiator = new Negotiator(req);
    encoding = negotiator.encodings(["br"]).length > 0 ? "br" : negotiator.encodings(["gzip"]).length > 0 ? "gzip" : "identity";
    // Browsers send a handful of distinct headers: the answers for them are kept, a few at most.
    if (answers.size >= 64) answers.clear();
    answers.set(header, encoding);
  }
  return encoding;
}
