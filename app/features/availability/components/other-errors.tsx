import type { FieldErrors } from "~/components/panel/panel-form";

/** The errors of a refused save that no field of the form shows, said at once under the fields. */
export function OtherErrors({ errors, isField }: { errors: FieldErrors; isField: (key: string) => boolean }) {
  const others = Object.entries(errors).filter(([key, message]) => message && !isField(key));
  if (others.length === 0) return null;
  return (
    <ul role="alert" className="mt-3 text-sm font-medium text-danger-700">
      {others.map(([key, message]) => (
        <li key={key}>{message}</li>
      ))}
    </ul>
  );
}
