import { EventEmitter } from "node:events";
import net from "node:net";
import { simpleParser, type AddressObject, type HeaderValue } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message the test mail server accepted, parsed as a mail client would read it. */
export type ReceivedMail = {
  subject: string;
  /** The From header as text ("Name <address>"). */
  from: string;
  /** The addresses of the To header. */
  to: string[];
  /** The addresses of the Reply-To header (empty without one). */
  replyTo: string[];
  messageId: string;
  html: string;
  text: string;
  /** The files sent with it (inline images carry their Content-ID, without the angle brackets). */
  attachments: {
    filename: string | undefined;
    contentType: string;
    cid: string | undefined;
    disposition: string | undefined;
    content: Buffer;
  }[];
  headers: Map<string, HeaderValue>;
  /** The SMTP envelope (MAIL FROM, RCPT TO). */
  envelope: { from: string; to: string[] };
  /** performance.now() when the message's last byte arrived (before parsing). */
  receivedAt: number;
};

/** Every RCPT or DATA the server answered, accepted or refused: what the client tried. */
export type SmtpAttempt = {
  stage: "rcpt" | "data";
  code: number;
  /** The RCPT TO address (rcpt) or the envelope's recipients (data). */
  to: string[];
  /** The Message-ID header of the data (undefined at the rcpt stage). */
  messageId?: string;
  subject?: string;
};

export type TestSmtp = {
  port: number;
  /** SMTP_URL for the app: plain SMTP on loopback (the server offers no STARTTLS). */
  url: string;
  messages: ReceivedMail[];
  attempts: SmtpAttempt[];
  /** How many SMTP connections were opened. */
  connections: () => number;
  /** Starts listening (on the port chosen at creation): for "down, then up". */
  listen: () => Promise<void>;
  listening: () => boolean;
  /** Answers the next `count` RCPT TO or DATA commands with `code` (451: try later, 550: refused). */
  refuseNext: (count: number, code: number, stage?: "rcpt" | "data") => void;
  /** Resolves with the first accepted message matching `predicate` (already there or yet to come). */
  waitFor: (predicate: (m: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Resolves once `count` accepted messages match `predicate`; returns them. */
  waitForCount: (predicate: (m: ReceivedMail) => boolean, count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /**
   * Calls `listener` for each accepted message before the server answers 250 (the client has
   * sent everything but does not know yet it was accepted). Returns a function that removes it.
   */
  onMessage: (listener: (m: ReceivedMail) => void) => () => void;
  /** Forgets what was received and refused so far. */
  clear: () => void;
  stop: () => Promise<void>;
};

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  [value ?? []]
    .flat()
    .flatMap((a) => a.value)
    .map((a) => (a.address ?? "").toLowerCase())
    .filter(Boolean);

/** A port of 127.0.0.1 that was free a moment ago (nothing listens on it now). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 collecting what it receives, parsed with
 * mailparser. Listens at once unless `listen: false` (then on `port`, which must be given,
 * when `listen()` is called).
 */
export async function startSmtp(options: { port?: number; listen?: boolean } = {}): Promise<TestSmtp> {
  const { listen: listenNow = true } = options;
  if (!listenNow && !options.port) throw new Error("startSmtp: a deferred server needs a port (freePort())");
  const messages: ReceivedMail[] = [];
  const attempts: SmtpAttempt[] = [];
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const refusals: { stage: "rcpt" | "data"; code: number }[] = [];
  let connections = 0;
  let isListening = false;

  const takeRefusal = (stage: "rcpt" | "data"): number | undefined => {
    const i = refusals.findIndex((r) => r.stage === stage);
    if (i < 0) return undefined;
    return refusals.splice(i, 1)[0]!.code;
  };
  const smtpError = (code: number) =>
    Object.assign(new Error(code >= 500 ? "Mailbox unavailable (test refusal)" : "Try again later (test refusal)"), { responseCode: code });

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No reverse DNS of 127.0.0.1 for each connection: it would add its delay to every figure.
    disableReverseLookup: true,
    closeTimeout: 1_000,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      const code = takeRefusal("rcpt");
      attempts.push({ stage: "rcpt", code: code ?? 250, to: [address.address.toLowerCase()] });
      callback(code ? smtpError(code) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const receivedAt = performance.now();
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        };
        simpleParser(Buffer.concat(chunks), { keepCidLinks: true })
          .then((parsed) => {
            const code = takeRefusal("data");
            attempts.push({ stage: "data", code: code ?? 250, to: envelope.to, messageId: parsed.messageId, subject: parsed.subject });
            if (code) {
              callback(smtpError(code));
              return;
            }
            const mail: ReceivedMail = {
              subject: parsed.subject ?? "",
              from: parsed.from?.text ?? "",
              to: addresses(parsed.to),
              replyTo: addresses(parsed.replyTo),
              messageId: parsed.messageId ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              text: parsed.text ?? "",
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                cid: a.cid,
                disposition: a.contentDisposition,
                content: a.content,
              })),
              headers: parsed.headers,
              envelope,
              receivedAt,
            };
            messages.push(mail);
            events.emit("message", mail);
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  server.on("error", () => {
    // A client that drops its connection; nothing for the test.
  });

  let port = options.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.server.once("error", onError);
      server.listen(port, "127.0.0.1", () => {
        server.server.off("error", onError);
        port = (server.server.address() as net.AddressInfo).port;
        isListening = true;
        resolve();
      });
    });
  if (listenNow) await listen();

  const matching = (predicate: (m: ReceivedMail) => boolean) => messages.filter(predicate);
  const waitForCount = (predicate: (m: ReceivedMail) => boolean, count: number, timeoutMs = 10_000) =>
    new Promise<ReceivedMail[]>((resolve, reject) => {
      const check = () => {
        const found = matching(predicate);
        if (found.length >= count) {
          done();
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        done();
        const subjects = messages.map((m) => `${m.to.join(",")}: ${m.subject}`).join("\n  ");
        reject(
          new Error(
            `SMTP: ${matching(predicate).length} of ${count} expected message(s) within ${timeoutMs} ms; received:\n  ${subjects || "(nothing)"}`,
          ),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        events.off("message", check);
      };
      events.on("message", check);
      check();
    });

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    attempts,
    connections: () => connections,
    listen,
    listening: () => isListening,
    refuseNext: (count, code, stage = "data") => {
      for (let i = 0; i < count; i++) refusals.push({ stage, code });
    },
    waitFor: async (predicate, timeoutMs) => (await waitForCount(predicate, 1, timeoutMs))[0]!,
    waitForCount,
    onMessage: (listener) => {
      events.on("message", listener);
      return () => events.off("message", listener);
    },
    clear: () => {
      messages.length = 0;
      attempts.length = 0;
      refusals.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!isListening) return resolve();
        isListening = false;
        server.close(() => resolve());
      }),
  };
}

/** The Mail settings of the test Env for an SMTP server on `port` (no need for it to listen yet). */
export function mailEnv(port: number, owner = OWNER_EMAIL) {
  return {
    mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: MAIL_FROM, ownerEmail: owner },
    ownerEmail: owner,
    publicUrl: SITE_URL,
  };
}

export const OWNER_EMAIL = "titolare@casabrezza.example";
export const MAIL_FROM = "Casa Brezza Adriatica <info@casabrezza.example>";
export const SITE_URL = "https://casabrezza.example";
