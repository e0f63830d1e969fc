import { describe, expect, it } from "vitest";

import { loginSchema, superAdminKeySchema } from "~/features/auth/auth.schema";
import { visitInputSchema } from "~/features/visits/visits.schema";
import { fieldErrors } from "~/lib/validation.server";

describe("loginSchema", () => {
  it("accepts a username and password, trimming only the username", () => {
    expect(loginSchema.parse({ username: " admin ", password: " secret " })).toEqual({ username: "admin", password: " secret " });
  });

  it("speaks the spec's messages", () => {
    const missing = loginSchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(fieldErrors(missing.error!, "it")).toEqual({ username: "Username richiesto", password: "Password richiesta" });
    const blank = loginSchema.safeParse({ username: "  ", password: "" });
    expect(fieldErrors(blank.error!, "it")).toEqual({ username: "Username richiesto", password: "Password richiesta" });
  });

  it("refuses objects where text is expected", () => {
    expect(loginSchema.safeParse({ username: "admin", password: { $gt: "" } }).success).toBe(false);
    expect(loginSchema.safeParse({ username: ["admin"], password: "x" }).success).toBe(false);
  });
});

describe("superAdminKeySchema", () => {
  it("needs a non-empty key of sensible length", () => {
    expect(superAdminKeySchema.safeParse({ key: "k" }).success).toBe(true);
    for (const key of ["", undefined, 5, "k".repeat(201)]) expect(superAdminKeySchema.safeParse({ key }).success).toBe(false);
  });
});

describe("visitInputSchema", () => {
  it("accepts an empty body and a sane session id", () => {
    expect(visitInputSchema.safeParse({}).success).toBe(true);
    expect(visitInputSchema.safeParse({ sessionId: "abcDEF12_-" }).success).toBe(true);
  });

  it.each(["x", "s".repeat(65), "with space", "ünïcode12", 12345678])("refuses the session id %j", (sessionId) => {
    expect(visitInputSchema.safeParse({ sessionId }).success).toBe(false);
  });
});
