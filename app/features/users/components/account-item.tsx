import { Ban, CheckCircle2, Mail, Trash2 } from "lucide-react";
import { useState } from "react";

import { formatShortDate } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction, type PanelAction } from "~/components/panel/use-panel-action";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { isRole, ROLES, type Role } from "~/lib/roles";

import { usersRoutes } from "../users.routes";
import type { AccountView } from "./account-view";
import { InviteLink, type HandOver } from "./invite-link";
import { ROLE_TEXTS, T } from "./texts";

const TU = T.users;

const STATUS_LOOK = {
  active: "border-olive-700 bg-[#eaf1e1] text-olive-700",
  invited: "border-sea-600 bg-sea-100 text-sea-900",
  disabled: "border-danger-700 bg-danger-50 text-danger-700",
} as const;

/**
 * One account: who, its status and role, and what the owner may do with it (change the role,
 * disable or enable, send the invitation again, delete). The set-up account and her own are
 * shown without them: the server refuses those changes anyway.
 */
export function AccountItem({
  account,
  me,
  handOver,
  onHandOver,
  onLinkVoided,
}: {
  account: AccountView;
  me: boolean;
  /** The fresh link of "Manda di nuovo l'invito", while no e-mail carries it. */
  handOver: HandOver | null;
  onHandOver: (handOver: HandOver | null) => void;
  /** The person's link works no more (disabled, deleted): a link shown for her goes. */
  onLinkVoided: () => void;
}) {
  const action = usePanelAction(useAdminAction());
  const [role, setRole] = useState<Role>(account.role);
  const name = account.name || account.username;
  const fixed = account.setupOwner || me;
  const selectId = `account-${account.id}-role`;

  const patch = (body: { role?: Role; disabled?: boolean }, success: string, error: string) =>
    action.start(() => callApi(usersRoutes.update, { params: { id: account.id }, body }), { success: { title: success }, error });

  const resend = async () => {
    const result = await action.start(() => callApi(usersRoutes.reinvite, { params: { id: account.id } }), {
      success: (again) => ({ title: again.inviteLink ? TU.resentByHand : TU.resent, description: TU.resendHint }),
      error: TU.resendError,
    });
    if (result?.ok)
      onHandOver(result.value.inviteLink ? { accountId: account.id, name, link: result.value.inviteLink, from: "resend" } : null);
  };

  return (
    <li className="grid gap-3 py-4 first:pt-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink-900">
            {name} {me && <span className="font-normal text-ink-600">{TU.you}</span>}
          </p>
          {account.email && <p className="text-sm break-words text-ink-700">{account.email}</p>}
          <p className="text-sm text-ink-600">
            {ROLE_TEXTS[account.role].name} · {TU.since(formatShortDate(account.createdAt))}
          </p>
        </div>
        <span
          className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${STATUS_LOOK[account.status]}`}
        >
          {TU.status[account.status]}
        </span>
      </div>
      {fixed ? (
        <p className="text-sm text-ink-600">{account.setupOwner ? TU.locked : TU.own}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={selectId} className="field-label">
              {TU.roleLabel(name)}
            </label>
            <select id={selectId} value={role} onChange={(e) => isRole(e.target.value) && setRole(e.target.value)} className="field-input">
              {ROLES.map((option) => (
                <option key={option} value={option}>
                  {ROLE_TEXTS[option].name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn-outline"
            disabled={action.busy || role === account.role}
            onClick={() => void patch({ role }, TU.roleChanged, TU.roleError)}
          >
            {TU.changeRole}
          </button>
          {account.status === "invited" && (
            <button type="button" className="btn-outline" title={TU.resendHint} disabled={action.busy} onClick={() => void resend()}>
              <Mail aria-hidden="true" className="size-5" />
              {TU.resend}
            </button>
          )}
          {account.status === "disabled" ? (
            <button
              type="button"
              className="btn-outline"
              disabled={action.busy}
              onClick={() => void patch({ disabled: false }, TU.enabled, TU.disableError)}
            >
              <CheckCircle2 aria-hidden="true" className="size-5" />
              {TU.enable}
            </button>
          ) : (
            <ConfirmDialog
              title={TU.disableConfirmTitle(name)}
              description={TU.disableConfirmText}
              confirmLabel={TU.disable}
              cancelLabel={T.common.cancel}
              onConfirm={async () => {
                if ((await patch({ disabled: true }, TU.disabled, TU.disableError))?.ok) onLinkVoided();
              }}
              trigger={
                <button type="button" className="btn-outline" disabled={action.busy}>
                  <Ban aria-hidden="true" className="size-5" />
                  {TU.disable}
                </button>
              }
            />
          )}
          <RemoveAccount id={account.id} name={name} action={action} onRemoved={onLinkVoided} />
        </div>
      )}
      {handOver && <InviteLink handOver={handOver} />}
    </li>
  );
}

/** "Elimina", confirmed first: the account cannot come back. */
function RemoveAccount({ id, name, action, onRemoved }: { id: number; name: string; action: PanelAction; onRemoved: () => void }) {
  return (
    <ConfirmDialog
      title={TU.removeConfirmTitle(name)}
      description={TU.removeConfirmText}
      confirmLabel={TU.remove}
      cancelLabel={T.common.cancel}
      onConfirm={async () => {
        const removed = await action.start(() => callApi(usersRoutes.remove, { params: { id } }), {
          success: { title: TU.removed },
          error: TU.removeError,
        });
        if (removed?.ok) onRemoved();
      }}
      trigger={
        <button
          type="button"
          aria-label={TU.removeNamed(name)}
          className="btn border-2 border-danger-700 bg-white text-danger-700 hover:bg-danger-50"
          disabled={action.busy}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          {TU.remove}
        </button>
      }
    />
  );
}
