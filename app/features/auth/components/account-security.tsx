import { LogOut } from "lucide-react";
import { lazy, Suspense, useContext, useRef } from "react";

import { AdminSessionContext, errorDescription, useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { SecretInput } from "~/components/panel/secret-input";
import { toastRunner } from "~/components/panel/toast-runner";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormField } from "~/components/ui/form-field";

import { authRoutes } from "../auth.routes";
import { T } from "./texts";

// The card and its QR code are read only by whoever opens this section: kept out of the panel's first load.
const SecondFactorSetup = lazy(() => import("./second-factor-setup").then((m) => ({ default: m.SecondFactorSetup })));

/** What the section's loader reads for it (factors.server.ts securityOverview): the policy is the owner's alone. */
export type AccountSecurityState = { factors: ("passkey" | "totp")[]; secondFactorRequired: boolean | null };

/**
 * The account's own access: a new password (its other devices are signed out), signing out
 * everywhere, the two-step verification and, for the owner, whether every account must have it.
 */
export function AccountSecurity({ security }: { security: AccountSecurityState }) {
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
      return callApi(authRoutes.changePassword, {
        body: { currentPassword: String(data.get("currentPassword") ?? ""), newPassword: String(data.get("newPassword") ?? "") },
      });
    },
    success: { title: T.account.changed, description: T.account.changedDescription },
    error: T.account.changeError,
    onSaved: () => passwordForm.current?.reset(),
  });

  const signingOut = usePanelAction(toastRunner({ title: () => T.common.errorTitle }));
  // Not the panel's runner: the session this ends must not be read again, nor its end taken for an expiry.
  const signOutEverywhere = async () => {
    const result = await signingOut.start(() => callApi(authRoutes.logoutAll), {
      success: { title: T.account.loggedOut },
      error: (error) => errorDescription(T.account.logoutError, error),
    });
    if (result?.ok) onSessionExpired();
  };

  const secret = {
    showLabel: T.login.showPassword,
    hideLabel: T.login.hidePassword,
    className: "field-input pr-14",
    toggleClassName: "text-ink-600 hover:text-sea-800",
  };
  return (
    <>
      <section aria-labelledby="account-security-title" className="card mt-6 max-w-2xl p-5 sm:p-6">
        <h3 id="account-security-title" className="text-xl font-semibold text-sea-950">
          {T.account.title}
        </h3>
        <p className="mt-2 text-ink-700">{T.account.intro}</p>
        <form ref={passwordForm} onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
          <FormField name="currentPassword" id="account-current-password" label={T.account.current} error={errors.currentPassword}>
            {(control) => <SecretInput {...control} autoComplete="current-password" required {...secret} />}
          </FormField>
          <FormField
            name="newPassword"
            id="account-new-password"
            label={T.account.next}
            hint={T.account.nextHint}
            error={errors.newPassword}
          >
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
      <Suspense fallback={null}>
        <SecondFactorSetup
          enabled={security.factors.includes("totp")}
          policy={
            security.secondFactorRequired === null
              ? undefined
              : { required: security.secondFactorRequired, ownFactor: security.factors.length > 0 }
          }
        />
      </Suspense>
    </>
  );
}
