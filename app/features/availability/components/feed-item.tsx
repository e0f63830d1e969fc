import { X } from "lucide-react";

import { FormField } from "~/components/ui/form-field";

import type { Feed } from "./calendar-model";
import type { FeedRow } from "./feed-rows";
import { FeedStatus } from "./feed-status";
import { T } from "./texts";

const TF = T.availability.feeds;

type Props = {
  roomId: number;
  row: FeedRow;
  /** The row's place in the list, from 0: the API names its errors by it. */
  index: number;
  /** The saved feed the row shows, if it is one; else the row is not saved yet. */
  feed: Feed | undefined;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (field: "name" | "url", value: string) => void;
  onRemove: () => void;
};

/** One calendar of the list: its name, its address, "Rimuovi", and how its syncs went once saved. */
export function FeedItem({ roomId, row, index, feed, errors, disabled, onChange, onRemove }: Props) {
  const label = row.name.trim() || TF.row(index + 1);
  return (
    <li data-row={row.key} className="rounded-xl border border-sand-300 bg-sand-50 p-4">
      <fieldset aria-label={TF.row(index + 1)}>
        <div className="grid gap-3 sm:grid-cols-[minmax(8rem,12rem)_1fr_auto] sm:items-start">
          <FormField id={`feed-${roomId}-${row.key}-name`} label={TF.name} error={errors[`feeds.${index}.name`]}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                maxLength={40}
                placeholder={TF.namePlaceholder}
                value={row.name}
                onChange={(e) => onChange("name", e.target.value)}
                className="field-input"
              />
            )}
          </FormField>
          <FormField id={`feed-${roomId}-${row.key}-url`} label={TF.url} error={errors[`feeds.${index}.url`]}>
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={TF.urlPlaceholder}
                value={row.url}
                onChange={(e) => onChange("url", e.target.value)}
                className="field-input"
              />
            )}
          </FormField>
          <button
            type="button"
            className="btn-outline justify-self-start px-4 sm:self-end sm:justify-self-auto"
            onClick={onRemove}
            disabled={disabled}
            aria-label={TF.removeNamed(label)}
          >
            <X aria-hidden="true" className="size-5" />
            {TF.remove}
          </button>
        </div>
      </fieldset>
      {feed ? <FeedStatus feed={feed} /> : <p className="mt-2 text-sm font-medium text-terracotta-700">{TF.unsavedRow}</p>}
    </li>
  );
}
