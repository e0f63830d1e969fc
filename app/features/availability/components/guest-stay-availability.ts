import { useEffect, useState } from "react";

/** GET /api/availability's answer: which rooms are free for a stay, and the minimum stay from its check-in. */
export type StayAvailability = { rooms: { slug: string; name: string; free: boolean }[]; minNights: number };

/**
 * The quote form's look-up: once both dates are chosen, which rooms are free on them.
 * Null until an answer for these very dates arrives, or when it cannot: the form then works as
 * without JavaScript, and the server's answer to the post says what is wrong.
 */
export function useStayAvailability(checkIn: string, checkOut: string): StayAvailability | null {
  const [answer, setAnswer] = useState<{ query: string; value: StayAvailability } | null>(null);
  const query = checkIn && checkOut && checkIn < checkOut ? `from=${checkIn}&to=${checkOut}` : "";
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    fetch(`/api/availability?${query}`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<StayAvailability>) : null))
      .then((value) => {
        if (value && Array.isArray(value.rooms)) setAnswer({ query, value });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [query]);
  return answer?.query === query ? answer.value : null;
}
