import { Form, Link } from "react-router";

import { AUDIT_ACTIONS } from "../audit-actions";
import { AUDIT_PARAMS, type AuditView } from "./audit-view";
import { T } from "./texts";

const TA = T.audit;

const isAccess = (action: string) => action.startsWith("auth.") || action.startsWith("account.");

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}

/** The list's filters: days, person, action. A plain GET form, so a reload or a link keeps them. */
export function AuditFilters({ filter, errors }: Pick<AuditView, "filter" | "errors">) {
  const describedBy = (name: keyof typeof AUDIT_PARAMS, hint?: string) =>
    [errors[name] ? `audit-${name}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined;
  const filtered = Object.entries(filter).some(([name, value]) => name !== "cursor" && value);
  return (
    <Form method="get" className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-4" aria-label={TA.filters}>
      <div>
        <label htmlFor="audit-from" className="field-label">
          {TA.from}
        </label>
        <input
          id="audit-from"
          name={AUDIT_PARAMS.from}
          type="date"
          defaultValue={filter.from}
          className="field-input"
          aria-invalid={errors.from ? true : undefined}
          aria-describedby={describedBy("from")}
        />
        <FieldError id="audit-from-error" error={errors.from} />
      </div>
      <div>
        <label htmlFor="audit-to" className="field-label">
          {TA.to}
        </label>
        <input
          id="audit-to"
          name={AUDIT_PARAMS.to}
          type="date"
          defaultValue={filter.to}
          className="field-input"
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={describedBy("to")}
        />
        <FieldError id="audit-to-error" error={errors.to} />
      </div>
      <div>
        <label htmlFor="audit-actor" className="field-label">
          {TA.actor}
        </label>
        <input
          id="audit-actor"
          name={AUDIT_PARAMS.actor}
          type="text"
          defaultValue={filter.actor}
          maxLength={200}
          autoComplete="off"
          className="field-input"
          aria-invalid={errors.actor ? true : undefined}
          aria-describedby={describedBy("actor", "audit-actor-hint")}
        />
        <p id="audit-actor-hint" className="mt-1 text-sm text-ink-700">
          {TA.actorHint}
        </p>
        <FieldError id="audit-actor-error" error={errors.actor} />
      </div>
      <div>
        <label htmlFor="audit-action" className="field-label">
          {TA.action}
        </label>
        <select
          id="audit-action"
          name={AUDIT_PARAMS.action}
          defaultValue={filter.action}
          className="field-input"
          aria-invalid={errors.action ? true : undefined}
          aria-describedby={describedBy("action")}
        >
          <option value="">{TA.anyAction}</option>
          {([true, false] as const).map((access) => (
            <optgroup key={String(access)} label={access ? TA.groups.access : TA.groups.data}>
              {AUDIT_ACTIONS.filter((a) => isAccess(a) === access).map((a) => (
                <option key={a} value={a}>
                  {TA.actions[a]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldError id="audit-action-error" error={errors.action} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary">
          {TA.apply}
        </button>
        {filtered && (
          <Link to="." className="font-semibold text-sea-800 underline">
            {TA.reset}
          </Link>
        )}
      </div>
    </Form>
  );
}
