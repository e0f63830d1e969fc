type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Hears of every stay entered or changed, in this process: the stay's e-mails
 * (arrivals/stay-mails.server.ts) write at once one whose moment has already passed. Stays know
 * nothing of who listens; the returned function stops listening.
 */
export function onStaysChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A stay was entered or changed (a booking, a request confirmed, new dates). */
export function staysChanged(): void {
  for (const listener of listeners) listener();
}
