/** Panel lists come in pages (a flood of requests must not make a tab slow to load). */
export const PAGE_SIZE = 25;

export type Page<T> = { items: T[]; total: number; page: number; pageCount: number };

/** A page number from a query parameter: a positive integer, 1 when absent or malformed. */
export function pageNumber(value: string | null | undefined): number {
  const n = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, n);
}

/** The page asked for, moved back to the last one when the list has shrunk below it. */
export function pageWindow(total: number, asked: number, size = PAGE_SIZE): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(asked, pageCount);
  return { page, pageCount, offset: (page - 1) * size };
}
