import { SecretInput } from "~/components/panel/secret-input";
import type { PanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";

import { TW } from "./portal-texts";

const TA = TW.account;

export type PortalAccountValues = { username: string; autoSend: boolean };

const secret = (show: string, hide: string) => ({
  showLabel: show,
  hideLabel: hide,
  className: "field-input w-full pr-14",
  toggleClassName: "text-ink-600 hover:text-sea-800",
  autoComplete: "new-password",
  spellCheck: false,
});

/**
 * The portal's user, password and web-service key. The password and the key are uncontrolled:
 * the form reads them from their inputs when it is sent, and empties them once saved.
 */
export function PortalAccountFields({ form, configured }: { form: PanelForm<PortalAccountValues>; configured: boolean }) {
  const { values, errors } = form;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <FormField id="police-portal-username" name="username" label={TA.username} error={errors.username}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={values.username}
            onChange={(e) => form.setField("username", e.target.value)}
            className="field-input w-full"
          />
        )}
      </FormField>
      <FormField
        id="police-portal-password"
        name="password"
        label={TA.password}
        labelNote={configured ? TA.saved : undefined}
        hint={configured ? TA.keepHint : undefined}
        error={errors.password}
      >
        {(control) => <SecretInput {...control} maxLength={200} {...secret(TA.showPassword, TA.hidePassword)} />}
      </FormField>
      <FormField
        id="police-portal-ws-key"
        name="wsKey"
        label={TA.wsKey}
        labelNote={configured ? TA.saved : undefined}
        hint={configured ? `${TA.keepHint} ${TA.wsKeyHint}` : TA.wsKeyHint}
        error={errors.wsKey}
      >
        {(control) => <SecretInput {...control} maxLength={200} {...secret(TA.showKey, TA.hideKey)} />}
      </FormField>
    </div>
  );
}
