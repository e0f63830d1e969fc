import { describe, expect, it } from "vitest";

import { matchScreen } from "./paths";

describe("matchScreen()", () => {
  it("finds the screen, the language its path names and the decoded parameters", () => {
    expect(matchScreen("/")).toEqual({ screen: "home", lang: null, params: {} });
    expect(matchScreen("/tariffe")).toEqual({ screen: "prices", lang: "it", params: {} });
    expect(matchScreen("/zimmer/caf%C3%A9")).toEqual({ screen: "room", lang: "de", params: { slug: "café" } });
    expect(matchScreen("/rooms/a%2Fb")).toEqual({ screen: "room", lang: "en", params: { slug: "a/b" } });
  });

  it("ignores trailing and repeated slashes, not case", () => {
    expect(matchScreen("/camere/")?.screen).toBe("rooms");
    expect(matchScreen("//camere//suite/")).toEqual({ screen: "room", lang: "it", params: { slug: "suite" } });
    expect(matchScreen("/Camere")).toBeNull();
    expect(matchScreen("/camere/a/b")).toBeNull();
    expect(matchScreen("/nowhere")).toBeNull();
  });

  it("answers a path asked again from memory, the same answer, and forgets when full", () => {
    const first = matchScreen("/zimmer/seeblick");
    expect(matchScreen("/zimmer/seeblick")).toBe(first);
    expect(matchScreen("/nowhere/again")).toBeNull();
    expect(matchScreen("/nowhere/again")).toBeNull();
    for (let i = 0; i < 300; i++) expect(matchScreen(`/rooms/room-${i}`)?.params.slug).toBe(`room-${i}`);
    const again = matchScreen("/zimmer/seeblick");
    expect(again).not.toBe(first);
    expect(again).toEqual({ screen: "room", lang: "de", params: { slug: "seeblick" } });
  });
});
