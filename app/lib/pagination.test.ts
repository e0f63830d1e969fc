import { describe, expect, it } from "vitest";

import { PAGE_SIZE, pageNumber, pageWindow } from "./pagination";

describe("pageNumber", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["1", 1],
    ["7", 7],
    ["0", 1],
    ["-3", 1],
    ["2.5", 1],
    ["abc", 1],
    ["9999999", 1],
  ])("%j → %i", (value, expected) => {
    expect(pageNumber(value)).toBe(expected);
  });
});

describe("pageWindow", () => {
  it("an empty list has one (empty) page", () => {
    expect(pageWindow(0, 1)).toEqual({ page: 1, pageCount: 1, offset: 0 });
  });
  it("pages of PAGE_SIZE, the last one partial", () => {
    expect(pageWindow(PAGE_SIZE * 2 + 1, 3)).toEqual({ page: 3, pageCount: 3, offset: PAGE_SIZE * 2 });
  });
  it("a page past the end shows the last one (the list shrank since the link was made)", () => {
    expect(pageWindow(PAGE_SIZE + 1, 40)).toEqual({ page: 2, pageCount: 2, offset: PAGE_SIZE });
  });
});
