/** The shape a translation must fill: the same keys as the Italian source, any wording. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * One namespace of texts in the four languages. Italian is the source; the type checker
 * refuses a translation that misses or adds a key.
 */
export function defineMessages<T>(messages: { it: T; en: Widen<T>; de: Widen<T>; es: Widen<T> }) {
  return messages;
}
