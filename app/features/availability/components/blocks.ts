import { longDate } from "~/lib/italian";

import { nightsBetween } from "./calendar-model";
import { T } from "./texts";

/** One of the owner's closures of the room, as the blocks section lists it. */
export type Block = { blockId: number; start: string; end: string; note: string | null };

/** A block's dates in words: "12 luglio 2026 → 14 luglio 2026 (2 notti)". */
export const blockRangeText = (block: { start: string; end: string }) =>
  T.availability.blocks.range(longDate(block.start), longDate(block.end), nightsBetween(block.start, block.end));
