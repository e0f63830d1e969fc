import { KeyRound, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { formatMoment, formatShortDate } from "~/components/admin/format";
import { errorDescription, useAdminAction } from "~/components/admin/use-admin-action";
import { ApiError, callApi } from "~/components/panel/api";
import type { ActionRunner } from "~/components/panel/panel-form";
import { SecretInput } from "~/components/panel/secret-input";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/components/ui/toast-store";
import { useHydrated } from "~/components/ui/use-hydrated";

import { passkeysRoutes } from "../passkeys.routes";
import { browserHasWebAuthn, deviceFailureText } from "./passkey-support";
import { PT } from "./passkey-texts";
import { T } from "./texts";

type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

const failureText = (message: string) => (error: ApiError) => deviceFailureText(error) ?? errorDescription(message, error);

/** Removes a passkey; "check" when the server first wants the account's password or passkey again (its last factor). */
async function removeOrAskCheck(id: string): Promise<"removed" | "check"> {
  try {
    await callApi(passkeysRoutes.remove, { params: { id }, body: {} });
    return "removed";
  } catch (caught) {
    if (caught instanceof ApiError && caught.code === "fresh_check_required") return "check";
    throw caught;
  }
}

/**
 * The account's passkeys: the list, adding one (the device creates it, the account names it),
 * and removing one; removing the last way in beyond the password asks for the password, or the
 * passkey, again.
 */
export function PasskeysCard() {
  const run = useAdminAction();
  const supported = useHydrated() && browserHasWebAuthn();
  const [items, setItems] = useState<Passkey[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  /** The passkey whose removal waits for the fresh check. */
  const [checking, setChecking] = useState<Passkey | null>(null);

  // Read by the card itself, so it works wherever it is shown; `version` moves on after each change to read it again.
  const [version, setVersion] = useState(0);
  const load = () => setVersion((v) => v + 1);
  useEffect(() => {
    let live = true;
    callApi(passkeysRoutes.list).then(
      ({ items }) => {
        if (!live) return;
        setItems(items);
        setLoadFailed(false);
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [version]);

  const removing = usePanelAction(run);
  const remove = async (passkey: Passkey) => {
    const result = await removing.start(() => removeOrAskCheck(passkey.id), { error: failureText(PT.card.removeError) });
    if (!result?.ok) return;
    if (result.value === "check") return setChecking(passkey);
    toast({ title: PT.card.removed, description: passkey.name });
    load();
  };
  const removedAfterCheck = (passkey: Passkey) => {
    toast({ title: PT.card.removed, description: passkey.name });
    setChecking(null);
    load();
  };

  return (
    <section aria-labelledby="passkeys-title" className="card mt-6 max-w-2xl p-5 sm:p-6">
      <h3 id="passkeys-title" className="text-xl font-semibold text-sea-950">
        {PT.card.title}
      </h3>
      <p className="mt-2 text-ink-700">{PT.card.intro}</p>
      {loadFailed ? (
        <p role="alert" className="mt-4 text-sm font-medium text-danger-700">
          {PT.card.loadError}
        </p>
      ) : items?.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">{PT.card.empty}</p>
      ) : (
        items && (
          <ul aria-label={PT.card.listLabel} className="mt-4 grid gap-3">
            {items.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} busy={removing.busy} onRemove={() => remove(passkey)} />
            ))}
          </ul>
        )
      )}
      {checking && (
        <FreshCheck
          key={checking.id}
          passkey={checking}
          run={run}
          canUsePasskey={supported}
          onRemoved={() => removedAfterCheck(checking)}
          onCancel={() => setChecking(null)}
        />
      )}
      {supported ? (
        <AddPasskey run={run} onAdded={load} />
      ) : (
        <p className="mt-6 border-t border-sand-200 pt-5 text-sm text-ink-600">{PT.card.unsupported}</p>
      )}
    </section>
  );
}

function PasskeyRow({ passkey, busy, onRemove }: { passkey: Passkey; busy: boolean; onRemove: () => Promise<void> }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl border border-sand-200 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-sea-950">{passkey.name}</p>
        <p className="text-sm text-ink-600">
          {PT.card.added(formatShortDate(passkey.createdAt))} ·{" "}
          {passkey.lastUsedAt ? PT.card.lastUsed(formatMoment(passkey.lastUsedAt)) : PT.card.neverUsed}
        </p>
      </div>
      <ConfirmDialog
        title={PT.card.removeTitle}
        description={PT.card.removeText(passkey.name)}
        confirmLabel={PT.card.removeConfirm}
        cancelLabel={T.common.cancel}
        onConfirm={onRemove}
        trigger={
          <button type="button" className="btn-outline shrink-0" aria-label={PT.card.removeLabel(passkey.name)} disabled={busy}>
            <Trash2 aria-hidden="true" className="size-5" />
            {PT.card.remove}
          </button>
        }
      />
    </li>
  );
}

/** "Conferma che sei tu": the password again, or the passkey, before the account's last factor goes. */
function FreshCheck({
  passkey,
  run,
  canUsePasskey,
  onRemoved,
  onCancel,
}: {
  passkey: Passkey;
  run: ActionRunner;
  canUsePasskey: boolean;
  onRemoved: () => void;
  onCancel: () => void;
}) {
  // The password stays in its input (where a password manager fills it), read when the form is sent.
  const form = useRef<HTMLFormElement>(null);
  const { errors, busy, onSubmit } = usePanelForm({
    saved: null,
    run,
    submit: () => {
      const password = String(new FormData(form.current ?? undefined).get("password") ?? "");
      return callApi(passkeysRoutes.remove, { params: { id: passkey.id }, body: { password } });
    },
    error: failureText(PT.card.removeError),
    onSaved: onRemoved,
  });
  const confirming = usePanelAction(run);
  const confirmWithPasskey = async () => {
    const result = await confirming.start(
      async () => {
        const { getAssertion } = await import("./passkey-ceremony");
        const response = await getAssertion(await callApi(passkeysRoutes.reauthOptions));
        return callApi(passkeysRoutes.remove, { params: { id: passkey.id }, body: { passkey: { response } } });
      },
      { error: failureText(PT.card.removeError) },
    );
    if (result?.ok) onRemoved();
  };

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="passkey-check-title"
      className="mt-4 grid gap-4 rounded-xl border border-sand-200 p-4"
    >
      <h4 id="passkey-check-title" className="font-semibold text-sea-950">
        {PT.card.checkTitle}
      </h4>
      <p className="text-sm text-ink-700">{PT.card.checkText(passkey.name)}</p>
      <FormField name="password" id="passkey-check-password" label={PT.card.checkPassword} error={errors.password}>
        {(control) => (
          <SecretInput
            {...control}
            autoFocus
            autoComplete="current-password"
            required
            showLabel={T.login.showPassword}
            hideLabel={T.login.hidePassword}
            className="field-input pr-14"
            toggleClassName="text-ink-600 hover:text-sea-800"
          />
        )}
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className="btn-sea" disabled={busy} aria-busy={busy || undefined}>
          {PT.card.checkConfirm}
        </button>
        {canUsePasskey && (
          <button
            type="button"
            className="btn-outline"
            onClick={confirmWithPasskey}
            disabled={confirming.busy}
            aria-busy={confirming.busy || undefined}
          >
            <KeyRound aria-hidden="true" className="size-5" />
            {PT.card.checkPasskey}
          </button>
        )}
        <button type="button" className="btn-outline" onClick={onCancel}>
          {PT.card.checkCancel}
        </button>
      </div>
    </form>
  );
}

/** Names the new passkey, then asks the device to create it. */
function AddPasskey({ run, onAdded }: { run: ActionRunner; onAdded: () => void }) {
  const { formRef, values, setField, errors, busy, onSubmit } = usePanelForm({
    saved: { name: "" },
    run,
    submit: async ({ name }) => {
      const { createCredential } = await import("./passkey-ceremony");
      const response = await createCredential(await callApi(passkeysRoutes.registerOptions));
      return callApi(passkeysRoutes.register, { body: { response, name: name.trim() || undefined } });
    },
    success: { title: PT.card.addedTitle, description: PT.card.addedDescription },
    error: failureText(PT.card.addError),
    onSaved: onAdded,
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 border-t border-sand-200 pt-5">
      <FormField name="name" id="passkey-name" label={PT.card.name} hint={PT.card.nameHint} error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={100}
            autoComplete="off"
            className="field-input"
            value={values.name}
            onChange={(event) => setField("name", event.target.value)}
          />
        )}
      </FormField>
      <p>
        <button type="submit" className="btn-sea" disabled={busy} aria-busy={busy || undefined}>
          <KeyRound aria-hidden="true" className="size-5" />
          {busy ? PT.card.adding : PT.card.add}
        </button>
      </p>
    </form>
  );
}
