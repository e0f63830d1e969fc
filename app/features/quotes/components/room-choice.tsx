import { useQuotesContext } from "./quote-view";
import { T } from "./texts";

type Props = { id: string; value: string; error?: string; disabled: boolean; onChange: (roomId: string) => void };

/** The room a request that names none is confirmed into: the active rooms. */
export function RoomChoice({ id, value, error, disabled, onChange }: Props) {
  const { rooms } = useQuotesContext();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="font-semibold text-ink-900">
        {T.quotes.change.room}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-700">
        {T.quotes.change.roomHint}
      </p>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="field-input mt-1"
      >
        <option value="">{T.quotes.change.roomPlaceholder}</option>
        {rooms
          .filter((r) => r.isActive)
          .map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
