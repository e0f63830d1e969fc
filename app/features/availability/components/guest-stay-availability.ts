/** GET /api/availability's answer: which rooms are free for a stay, and the minimum stay from its check-in. */
export type StayAvailability = { rooms: { slug: string; name: string; free: boolean }[]; minNights: number };
