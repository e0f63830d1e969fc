import { LogOut } from "lucide-react";
import { useContext, useRef } from "react";

import { AdminSessionContext, errorDescription, useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest, asApiError } from "~/components/panel/api";
import { SecretInput } from "~/components/panel/secret-input";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/components/ui/toast";

import { T } from "./texts";

/** The owner's own access: a new password (her other devices are signed out) and signing out everywhere. */
export function AccountSecurity() {
  const { onSessionExpired } = useContext(AdminSessionContext);
  // The passwords stay in the inputs only (the browser and password managers fill them there), never in
  // React state or a draft: the form is read when it is sent and emptied once the change is made.
  const passwordForm = useRef<HTMLFormElement>(null);
  const {
    errors,
    busy: saving,
    onSubmit,
  } = usePanelForm({
    saved: null,
    run: useAdminAction(),
    submit: () => {
      const data = new FormData(passwordForm.current ?? undefined);
      return apiRequest("POST", "/api/auth/password", {
        currentPassword: data.get("currentPassword"),
        newPassword: data.get("newPassword"),
      });
    },
    success: { title: T.account.changed, description: T.account.changedDescription },
    error: T.account.changeError,
    onSaved: () => passwordForm.current?.reset(),
  });

  const signOutEverywhere = async () => {
    try {
      await apiRequest("POST", "/api/auth/logout-all");
      toast({ title: T.account.loggedOut });
      onSessionExpired();
    } catch (caught) {
      toast({
        title: T.common.errorTitle,
        description: errorDescription(T.account.logoutError, asApiError(caught)),
        variant: "destructive",
      });
    }
  };

  const secret = {
    showLabel: T.login.showPassword,
    hideLabel: T.login.hidePassword,
    className: "field-input pr-14",
    toggleClassName: "text-ink-600 hover:text-sea-800",
  };
  return (
    <section aria-labelledby="account-security-title" className="card mt-6 max-w-2xl p-5 sm:p-6">
      <h3 id="account-security-title" className="text-xl font-semibold text-sea-950">
        {T.account.title}
      </h3>
      <p className="mt-2 text-ink-700">{T.account.intro}</p>
      <form ref={passwordForm} onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
        <FormField name="currentPassword" id="account-current-password" label={T.account.current} error={errors.currentPassword}>
          {(control) => <SecretInput {...control} autoComplete="current-password" required {...secret} />}
        </FormField>
        <FormField name="newPassword" id="account-new-password" label={T.account.next} hint={T.account.nextHint} error={errors.newPassword}>
          {(control) => <SecretInput {...control} autoComplete="new-password" minLength={12} required {...secret} />}
        </FormField>
        <p>
          <button type="submit" className="btn-sea" aria-busy={saving || undefined} disabled={saving}>
            {T.account.change}
          </button>
        </p>
      </form>
      <div className="mt-6 border-t border-sand-200 pt-5">
        <p id="account-everywhere-hint" className="text-sm text-ink-700">
          {T.account.everywhereHint}
        </p>
        <ConfirmDialog
          title={T.account.confirmTitle}
          description={T.account.confirmText}
          confirmLabel={T.account.confirm}
          cancelLabel={T.common.cancel}
          onConfirm={signOutEverywhere}
          trigger={
            <button
              type="button"
              aria-describedby="account-everywhere-hint"
              className="btn mt-3 border-2 border-danger-700 bg-white text-danger-700 hover:bg-danger-50"
            >
              <LogOut aria-hidden="true" className="size-5" />
              {T.account.everywhere}
            </button>
          }
        />
      </div>
    </section>
  );
}
