import { Form, Link } from "react-router";

import { FormField } from "~/components/ui/form-field";

import { AUDIT_ACTIONS } from "../audit-actions";
import { AUDIT_PARAMS, type AuditView } from "./audit-view";
import { T } from "./texts";

const TA = T.audit;

const isAccess = (action: string) => action.startsWith("auth.") || action.startsWith("account.");

/** The list's filters: days, person, action. A plain GET form, so a reload or a link keeps them. */
export function AuditFilters({ filter, errors }: Pick<AuditView, "filter" | "errors">) {
  const filtered = Object.entries(filter).some(([name, value]) => name !== "cursor" && value);
  return (
    <Form method="get" className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-4" aria-label={TA.filters}>
      <FormField id="audit-from" name={AUDIT_PARAMS.from} label={TA.from} error={errors.from}>
        {(control) => <input {...control} type="date" defaultValue={filter.from} className="field-input" />}
      </FormField>
      <FormField id="audit-to" name={AUDIT_PARAMS.to} label={TA.to} error={errors.to}>
        {(control) => <input {...control} type="date" defaultValue={filter.to} className="field-input" />}
      </FormField>
      <FormField id="audit-actor" name={AUDIT_PARAMS.actor} label={TA.actor} hint={TA.actorHint} error={errors.actor}>
        {(control) => (
          <input {...control} type="text" defaultValue={filter.actor} maxLength={200} autoComplete="off" className="field-input" />
        )}
      </FormField>
      <FormField id="audit-action" name={AUDIT_PARAMS.action} label={TA.action} error={errors.action}>
        {(control) => (
          <select {...control} defaultValue={filter.action} className="field-input">
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
        )}
      </FormField>
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
