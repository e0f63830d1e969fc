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
    expect(trust("10.0.0.0/8, 192.168.1.5 ,::1,fd00::/8,uniquelocal")).toEqual(["10.0.0.0/8", "192.168.1.5", "::1", "fd00::/8", "uniquelocal"]);
  });

  it.each(["yes", "-1", "11", "10.0.0.0/33", "300.1.1.1", "loopback,", "example.com", "::1/129"])("refuses %j with a message naming it", (value) => {
    expect(() => trust(value)).toThrow(EnvError);
    expect(() => trust(value)).toThrow(/TRUST_PROXY/);
  });
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
