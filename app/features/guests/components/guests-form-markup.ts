/**
 * What the guests' form's fields share (guests-form.tsx): the hint's look, and the ids that tie
 * a control to its hint and to the message guests-form-script.ts writes under it.
 */

export const HINT = "mt-1.5 text-sm text-ink-600";

export const hintId = (id: string) => `${id}-hint`;

export const errorId = (id: string) => `${id}-error`;
