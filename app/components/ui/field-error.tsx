export const errorId = (id: string) => `${id}-error`;

/** A field's error under its control, with the id its aria-describedby names (`describedBy`). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="field-error">
      {error}
    </p>
  );
}
