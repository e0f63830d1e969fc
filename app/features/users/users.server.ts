import { recordAudit, type AuditAction } from "~/features/audit/audit.server";
import {
  acceptInvitation,
  createInvitedAccount,
  deleteAccount,
  listAccounts,
  reinviteAccount,
  updateAccount,
  type Account,
  type WithInvitation,
} from "~/features/auth/accounts.server";
import { accountInviteEmail } from "~/features/mail/emails.server";
import { businessContact, mailConfigured, siteUrl } from "~/features/mail/mail.server";
import { enqueue } from "~/features/mail/outbox.server";
import { nudgeOutbox } from "~/features/mail/worker.server";

import { ROLE_TEXTS } from "./role-texts";
import type { AccountUpdate, InviteInput } from "./users.schema";

/** Where an invitation's link opens: the page where the person sets her password (app/routes.ts). */
export const ACCOUNT_INVITE_PATH = "/admin/invito";

/** Who does it and from where, for the audit trail. */
export type Actor = { userId: number | null; username: string; ip: string };

export { listAccounts, type Account };

/** An invitation just made: the account, and its link when the owner has to pass it on herself. */
export type Invitation = {
  account: Account;
  /** Only while the site sends no e-mail (SMTP_URL unset): then the e-mail waits in the outbox and the owner hands the link over. */
  inviteLink?: string;
};

/**
 * The invitation's e-mail, queued in the transaction that makes the link: it goes to the
 * person's address (the owner's in Reply-To). The business's details are read before it opens.
 * `handOver` gives the link back only while no e-mail can leave: with a mail server the e-mail
 * stays its one way out, so it is never in an answer a borrowed session could read.
 */
async function queueInvite(): Promise<{ queue: WithInvitation; handOver: () => string | undefined }> {
  const business = await businessContact();
  let link: string | undefined;
  return {
    queue: async (executor, account, token) => {
      link = `${siteUrl()}${ACCOUNT_INVITE_PATH}/${token}`;
      const email = accountInviteEmail(
        business,
        { name: account.name, email: account.email ?? account.username, role: ROLE_TEXTS[account.role].name },
        { accept: link, panel: `${siteUrl()}/admin` },
      );
      await enqueue(executor, { kind: "account-invite", audience: "guest", to: account.email ?? account.username, lang: "it", ...email });
    },
    handOver: () => (mailConfigured() ? undefined : link),
  };
}

/**
 * An invitation, new or sent again: `make` writes the account's link with the e-mail that
 * carries it; the trail names the person and her role, never the link.
 */
async function invite(make: (queue: WithInvitation) => Promise<Account>, actor: Actor): Promise<Invitation> {
  const { queue, handOver } = await queueInvite();
  const account = await make(queue);
  nudgeOutbox();
  await recordAudit({ actor: actor.username, action: "account.invited", target: `${account.username} (${account.role})`, ip: actor.ip });
  return { account, inviteLink: handOver() };
}

/** Invites a person: her account (waiting for its password) and the e-mail with her link, or nothing at all. */
export const inviteAccount = (input: Pick<InviteInput, "name" | "email" | "role">, actor: Actor): Promise<Invitation> =>
  invite((queue) => createInvitedAccount(input, queue), actor);

/** A fresh link for a person who has not set her password yet. */
export const resendInvitation = (id: number, actor: Actor): Promise<Invitation> => invite((queue) => reinviteAccount(id, queue), actor);

/** The invited person's password, set through her link. */
export async function acceptAccountInvitation(token: string, password: string, ip: string): Promise<Account> {
  const account = await acceptInvitation(token, password, ip);
  await recordAudit({ actor: account.username, action: "account.accepted", target: account.username, ip });
  return account;
}

/** A role changed, an account disabled or enabled: each recorded as what it was. */
export async function changeAccount(id: number, change: AccountUpdate, actor: Actor): Promise<Account> {
  const { account, before } = await updateAccount(id, change, actor.userId);
  const record = (action: AuditAction, target: string) => recordAudit({ actor: actor.username, action, target, ip: actor.ip });
  if (account.role !== before.role) await record("account.role-changed", `${account.username} (${before.role} → ${account.role})`);
  if (account.status === "disabled" && before.status !== "disabled") await record("account.disabled", account.username);
  if (account.status !== "disabled" && before.status === "disabled") await record("account.enabled", account.username);
  return account;
}

export async function removeAccount(id: number, actor: Actor): Promise<void> {
  const account = await deleteAccount(id, actor.userId);
  await recordAudit({ actor: actor.username, action: "account.deleted", target: account.username, ip: actor.ip });
}
