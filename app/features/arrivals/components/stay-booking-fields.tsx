import { FormField } from "~/components/ui/form-field";
import { STAY_SOURCES } from "~/features/availability/channels";
import { LANGUAGES } from "~/i18n/languages";
import { addDays } from "~/lib/dates";

import type { StayFieldsProps, StayRoom } from "./stay-values";
import { T } from "./texts";

const TF = T.form;

/** The choice a select's option stands for: its options are that list, so one always matches. */
const choiceOf = <C extends string>(list: readonly C[], text: string): C | undefined => list.find((choice) => choice === text);

type Props = StayFieldsProps & { rooms: StayRoom[]; editing: boolean };

/** The stay itself: the room, how many, the dates, the channel (a new stay only) and the guests' language. */
export function StayBookingFields({ values, errors, change, id, rooms, editing }: Props) {
  const room = rooms.find((r) => String(r.id) === values.roomId);
  const guestOptions = Array.from({ length: room?.maxGuests ?? 4 }, (_, i) => i + 1);
  return (
    <>
      <FormField id={id("room")} label={TF.room} error={errors.roomId || undefined}>
        {(control) => (
          <select {...control} value={values.roomId} onChange={(e) => change("roomId", e.target.value)} className="field-input">
            <option value="">{TF.roomPlaceholder}</option>
            {rooms
              .filter((r) => r.isActive || String(r.id) === values.roomId)
              .map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
          </select>
        )}
      </FormField>
      <FormField id={id("guests")} label={TF.guests} error={errors.guests || undefined}>
        {(control) => (
          <select {...control} value={values.guests} onChange={(e) => change("guests", e.target.value)} className="field-input max-w-40">
            {guestOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={id("check-in")} label={TF.checkIn} error={errors.checkIn || undefined}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={values.checkIn}
            onChange={(e) => change("checkIn", e.target.value)}
            className="field-input"
          />
        )}
      </FormField>
      <FormField id={id("check-out")} label={TF.checkOut} hint={TF.checkOutHint} error={errors.checkOut || undefined}>
        {(control) => (
          <input
            {...control}
            type="date"
            min={values.checkIn ? addDays(values.checkIn, 1) : undefined}
            value={values.checkOut}
            onChange={(e) => change("checkOut", e.target.value)}
            className="field-input"
          />
        )}
      </FormField>
      {!editing && (
        <FormField id={id("source")} label={TF.source} error={errors.source || undefined}>
          {(control) => (
            <select
              {...control}
              value={values.source}
              onChange={(e) => change("source", choiceOf(STAY_SOURCES, e.target.value) ?? values.source)}
              className="field-input"
            >
              {STAY_SOURCES.filter((s) => s !== "request").map((s) => (
                <option key={s} value={s}>
                  {T.sourceChoices[s]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField id={id("language")} label={TF.language} error={errors.language || undefined}>
        {(control) => (
          <select
            {...control}
            value={values.language}
            onChange={(e) => change("language", choiceOf(LANGUAGES, e.target.value) ?? values.language)}
            className="field-input"
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {T.languages[l]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
