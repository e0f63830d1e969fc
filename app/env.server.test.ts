import os from "node:os";
import { describe, expect, it } from "vitest";

import { EnvError, readEnv } from "./env.server";

const trust = (value: string) => readEnv({ TRUST_PROXY: value }).trustProxy;

describe("TRUST_PROXY", () => {
  it("is off unless set", () => {
    expect(readEnv({}).trustProxy).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
  });

  it("true means the one proxy nearest the server, never the client's left-most X-Forwarded-For", () => {
    expect(trust("true")).toBe(1);
    expect(trust("2")).toBe(2);
  });

  it("takes proxy addresses, CIDR ranges and named ranges", () => {
    expect(trust("loopback")).toEqual(["loopback"]);
    expect(trust("10.0.0.0/8, 192.168.1.5 ,::1,fd00::/8,uniquelocal")).toEqual([
      "10.0.0.0/8",
      "192.168.1.5",
      "::1",
      "fd00::/8",
      "uniquelocal",
    ]);
  });

  it.each(["yes", "-1", "11", "10.0.0.0/33", "300.1.1.1", "loopback,", "example.com", "::1/129"])(
    "refuses %j with a message naming it",
    (value) => {
      expect(() => trust(value)).toThrow(EnvError);
      expect(() => trust(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe("IP_HASH_KEY", () => {
  it("is optional (a key file under DATA_DIR stands in) and kept as given", () => {
    expect(readEnv({}).ipHashKey).toBeUndefined();
    expect(readEnv({ IP_HASH_KEY: "k".repeat(32) }).ipHashKey).toBe("k".repeat(32));
  });

  it("refuses a key shorter than 32 characters, naming it", () => {
    expect(() => readEnv({ IP_HASH_KEY: "short-key" })).toThrow(/IP_HASH_KEY: must be at least 32 characters/);
  });
});

describe("ADMIN_PASSWORD", () => {
  it("takes 12 characters or more (ASVS V2.1.1) and refuses fewer, naming it", () => {
    expect(readEnv({ ADMIN_PASSWORD: "twelve-chars" }).adminPassword).toBe("twelve-chars");
    expect(() => readEnv({ ADMIN_PASSWORD: "eleven-char" })).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
  });
});

describe("e-mail: SMTP_URL, MAIL_FROM, OWNER_EMAIL", () => {
  const mail = {
    SMTP_URL: "smtp://user:secret@mail.example.com:587",
    MAIL_FROM: "Casa Brezza Adriatica <info@casabrezza.example>",
    OWNER_EMAIL: "owner@example.com",
  };

  it("are optional: without SMTP_URL there is no mail server and messages wait", () => {
    expect(readEnv({}).mail).toBeUndefined();
    expect(readEnv({ OWNER_EMAIL: "owner@example.com" })).toMatchObject({ mail: undefined, ownerEmail: "owner@example.com" });
  });

  it("with SMTP_URL, take the sender and the owner's address", () => {
    expect(readEnv(mail).mail).toEqual({ smtpUrl: mail.SMTP_URL, from: mail.MAIL_FROM, ownerEmail: mail.OWNER_EMAIL });
    expect(readEnv({ ...mail, SMTP_URL: "smtps://u:p@mail.example.com:465", MAIL_FROM: "info@casabrezza.example" }).mail?.from).toBe(
      "info@casabrezza.example",
    );
  });

  it("SMTP_URL needs MAIL_FROM and OWNER_EMAIL, each named when missing", () => {
    expect(() => readEnv({ SMTP_URL: mail.SMTP_URL })).toThrow(
      /MAIL_FROM: required when SMTP_URL is set[\s\S]*OWNER_EMAIL: required when SMTP_URL is set/,
    );
    expect(() => readEnv({ SMTP_URL: mail.SMTP_URL, MAIL_FROM: mail.MAIL_FROM })).toThrow(/OWNER_EMAIL: required/);
  });

  it.each(["http://mail.example.com", "mail.example.com:587", "smtp://"])("refuses SMTP_URL %j, naming it", (value) => {
    expect(() => readEnv({ ...mail, SMTP_URL: value })).toThrow(/SMTP_URL: must be smtp:\/\//);
  });

  it("refuses a sender or an owner address that is not an e-mail address", () => {
    expect(() => readEnv({ ...mail, MAIL_FROM: "Casa Brezza <not-an-address>" })).toThrow(/MAIL_FROM: must be an address/);
    expect(() => readEnv({ ...mail, OWNER_EMAIL: "owner" })).toThrow(/OWNER_EMAIL: must be an e-mail address/);
  });

  it("in production SMTP_URL needs PUBLIC_URL, for the links in the owner's e-mails", () => {
    const production = { NODE_ENV: "production", SUPER_ADMIN_KEY: "k".repeat(16), ...mail };
    expect(() => readEnv(production)).toThrow(/PUBLIC_URL: required when SMTP_URL is set in production/);
    expect(readEnv({ ...production, PUBLIC_URL: "https://casabrezza.example" }).mail).toBeDefined();
  });
});

describe("GUEST_WRITE_LIMIT", () => {
  it("is 20 an hour unless set, and must be a positive whole number", () => {
    expect(readEnv({}).guestWriteLimit).toBe(20);
    expect(readEnv({ GUEST_WRITE_LIMIT: "5" }).guestWriteLimit).toBe(5);
    expect(() => readEnv({ GUEST_WRITE_LIMIT: "0" })).toThrow(/GUEST_WRITE_LIMIT/);
    expect(() => readEnv({ GUEST_WRITE_LIMIT: "many" })).toThrow(/GUEST_WRITE_LIMIT/);
  });
});

describe("RENDER_THREADS", () => {
  it("is one per core beyond the first (at most 2) unless set, and must be a whole number from 0", () => {
    expect(readEnv({}).renderThreads).toBe(Math.min(2, os.availableParallelism() - 1));
    expect(readEnv({ RENDER_THREADS: "0" }).renderThreads).toBe(0);
    expect(readEnv({ RENDER_THREADS: "3" }).renderThreads).toBe(3);
    expect(() => readEnv({ RENDER_THREADS: "-1" })).toThrow(/RENDER_THREADS.*0 or more/);
    expect(() => readEnv({ RENDER_THREADS: "1.5" })).toThrow(/RENDER_THREADS/);
    expect(() => readEnv({ RENDER_THREADS: "all" })).toThrow(/RENDER_THREADS/);
  });
});

describe("PERF_PATHS", () => {
  it("is on unless set to off, and off starts no render thread whatever RENDER_THREADS says", () => {
    expect(readEnv({}).perfPaths).toBe(true);
    expect(readEnv({ PERF_PATHS: "on", RENDER_THREADS: "2" })).toMatchObject({ perfPaths: true, renderThreads: 2 });
    expect(readEnv({ PERF_PATHS: "off", RENDER_THREADS: "2" })).toMatchObject({ perfPaths: false, renderThreads: 0 });
  });

  it.each(["yes", "true", "0", "OFF"])("refuses %j with a message naming it", (value) => {
    expect(() => readEnv({ PERF_PATHS: value })).toThrow(EnvError);
    expect(() => readEnv({ PERF_PATHS: value })).toThrow(/PERF_PATHS: must be "on" or "off"/);
  });
});

describe("backups: BACKUP_HOUR, BACKUP_DIR, BACKUP_KEEP, BACKUP_COMMAND, BACKUP_KEY", () => {
  it("defaults to 3 at night, DATA_DIR/backups, 7 daily and 8 weekly, no command", () => {
    const { backup } = readEnv({ DATA_DIR: "/srv/bnb" });
    expect(backup).toEqual({ hour: 3, dir: "/srv/bnb/backups", keep: { days: 7, weeks: 8, months: 0 }, command: undefined });
  });

  it("takes an hour or off, counts of days, weeks and months, and a command", () => {
    const { backup } = readEnv({
      BACKUP_HOUR: "off",
      BACKUP_DIR: "/mnt/b",
      BACKUP_KEEP: "14d, 4w,1m",
      BACKUP_COMMAND: "restic backup $BACKUP_FILE",
      BACKUP_KEY: "correct horse battery staple",
    });
    expect(backup).toEqual({
      hour: undefined,
      dir: "/mnt/b",
      keep: { days: 14, weeks: 4, months: 1 },
      command: "restic backup $BACKUP_FILE",
      key: "correct horse battery staple",
    });
    expect(readEnv({ BACKUP_HOUR: "0" }).backup.hour).toBe(0);
  });

  it.each([
    ["BACKUP_HOUR", "24"],
    ["BACKUP_HOUR", "3am"],
    ["BACKUP_KEEP", "7"],
    ["BACKUP_KEEP", "7d,8d"],
    ["BACKUP_KEEP", "7 days"],
    ["BACKUP_KEY", "nineteen characters"],
  ])("refuses %s=%j, naming it", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it("refuses a BACKUP_KEY shorter than 20 characters, saying how long it must be", () => {
    expect(() => readEnv({ BACKUP_KEY: "x".repeat(19) })).toThrow(/BACKUP_KEY: must be at least 20 characters/);
    expect(readEnv({ BACKUP_KEY: "x".repeat(20) }).backup.key).toBe("x".repeat(20));
  });

  it("refuses a BACKUP_KEEP that keeps backups longer than the privacy policy's 60 days", () => {
    expect(() => readEnv({ BACKUP_KEEP: "14d,8w,12m" })).toThrow(/BACKUP_KEEP: keeps backups for up to 372 days; at most 60/);
    expect(() => readEnv({ BACKUP_KEEP: "9w" })).toThrow(/BACKUP_KEEP: keeps backups for up to 63 days/);
    expect(readEnv({ BACKUP_KEEP: "60d,8w,1m" }).backup.keep).toEqual({ days: 60, weeks: 8, months: 1 });
  });

  it("refuses a BACKUP_DIR that holds DATA_DIR/secrets, where the backup key is kept, or lies inside it", () => {
    expect(() => readEnv({ DATA_DIR: "/srv/bnb", BACKUP_DIR: "/srv/bnb" })).toThrow(
      /BACKUP_DIR: must not hold, or be inside, \/srv\/bnb\/secrets/,
    );
    expect(() => readEnv({ DATA_DIR: "/srv/bnb", BACKUP_DIR: "/srv" })).toThrow(/BACKUP_DIR/);
    expect(() => readEnv({ DATA_DIR: "/srv/bnb", BACKUP_DIR: "/srv/bnb/secrets/b" })).toThrow(/BACKUP_DIR/);
    expect(readEnv({ DATA_DIR: "/srv/bnb", BACKUP_DIR: "/srv/bnb-backups" }).backup.dir).toBe("/srv/bnb-backups");
  });
});
