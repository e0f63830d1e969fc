import { errorId } from "./guests-form-markup";

/** The message the script writes under a field of the guests' form; empty and hidden until then. */
export function FieldErrorSlot({ id }: { id: string }) {
  return <p id={errorId(id)} className="field-error" hidden data-error="" />;
}
