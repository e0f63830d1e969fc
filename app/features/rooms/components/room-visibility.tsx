import { FieldError } from "~/components/ui/field-error";

import { T } from "./texts";

type Props = {
  id: string;
  isActive: boolean;
  error?: string;
  onChange: (isActive: boolean) => void;
};

/** Whether the room is on the site: a hidden one stays in the panel with its requests, photos and prices. */
export function RoomVisibility({ id, isActive, error, onChange }: Props) {
  return (
    <div className="flex items-start gap-4 rounded-xl bg-sand-50 p-4">
      <input
        id={id}
        type="checkbox"
        name="isActive"
        checked={isActive}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-sea-700"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="cursor-pointer text-base font-semibold text-ink-900">
          {T.rooms.active}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {T.rooms.activeHint}
        </p>
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}
