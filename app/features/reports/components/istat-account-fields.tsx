import { SecretInput } from "~/components/panel/secret-input";
import type { PanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";

import { T } from "./texts";

const TA = T.istatAccount;

export type IstatAccountValues = {
  structureCode: string;
  endpoint: string;
  username: string;
  autoSend: boolean;
  /** Beds by room id, as typed: the server reads the numbers and names the room of a wrong one. */
  beds: Record<string, string>;
};

type Props = { form: PanelForm<IstatAccountValues>; configured: boolean; rooms: { id: number; name: string }[] };

/**
 * The account's fields: structure code, the service's address, user and password, and the beds of
 * each room. The password is uncontrolled: the form reads it from its input when it is sent, and
 * empties it once saved.
 */
export function IstatAccountFields({ form, configured, rooms }: Props) {
  const { values, errors } = form;
  const text = (name: "structureCode" | "endpoint" | "username", label: string, hint?: string, extra: object = {}) => (
    <FormField id={`istat-${name}`} name={name} label={label} hint={hint} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={values[name]}
          onChange={(e) => form.setField(name, e.target.value)}
          className="field-input w-full"
          {...extra}
        />
      )}
    </FormField>
  );
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        {text("structureCode", TA.structureCode, TA.structureCodeHint, { maxLength: 30 })}
        {text("endpoint", TA.endpoint, TA.endpointHint, { type: "url", inputMode: "url", maxLength: 300 })}
        {text("username", TA.username, undefined, { maxLength: 100 })}
        <FormField
          id="istat-password"
          name="password"
          label={TA.password}
          labelNote={configured ? TA.saved : undefined}
          hint={configured ? TA.keepHint : undefined}
          error={errors.password}
        >
          {(control) => (
            <SecretInput
              {...control}
              maxLength={200}
              showLabel={TA.showPassword}
              hideLabel={TA.hidePassword}
              className="field-input w-full pr-14"
              toggleClassName="text-ink-600 hover:text-sea-800"
              autoComplete="new-password"
              spellCheck={false}
            />
          )}
        </FormField>
      </div>
      <fieldset aria-describedby="istat-beds-hint">
        <legend className="text-base font-semibold text-ink-900">{TA.beds}</legend>
        <p id="istat-beds-hint" className="mt-1 mb-3 text-sm text-ink-600">
          {TA.bedsHint}
        </p>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {rooms.map((room) => {
            const key = `beds.${room.id}`;
            return (
              <FormField key={room.id} id={`istat-beds-${room.id}`} name={key} label={room.name} error={errors[key]}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={20}
                    step={1}
                    value={values.beds[String(room.id)] ?? ""}
                    onChange={(e) => {
                      form.setValues({ ...values, beds: { ...values.beds, [String(room.id)]: e.target.value } });
                      form.clearError(key);
                    }}
                    className="field-input w-full max-w-32"
                  />
                )}
              </FormField>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
