import { Router, type Request, type Response } from "express";

import type { Account } from "~/features/auth/accounts.server";
import { SESSION_COOKIE } from "~/features/auth/auth.server";
import { requireFreshCheck } from "~/features/auth/fresh-check.server";
import { usersApi } from "~/features/users/users.api";
import {
  acceptAccountInvitation,
  changeAccount,
  inviteAccount,
  listAccounts,
  removeAccount,
  resendInvitation,
  type Actor,
} from "~/features/users/users.server";
import { readCookie } from "~/lib/cookies.server";

import { clientIp, idParam } from "../http";
import { route } from "./route";

const actorOf = (req: Request): Actor => ({ userId: req.session!.userId, username: req.session!.username ?? "", ip: clientIp(req) });

const accountJson = (account: Account) => ({ ...account, createdAt: account.createdAt.toISOString() });

/** No public page shows the accounts: their changes leave the page cache as it is. */
const unchanged = (res: Response) => {
  res.locals.contentUnchanged = true;
};

/**
 * The panel's accounts: the owner invites people by e-mail, changes their roles, disables or
 * deletes them; the invited person sets her password through her link (the one public call).
 */
export function usersRouter(): Router {
  const r = Router();

  route(r, usersApi.list, async (_req, res) => {
    res.json({ items: (await listAccounts()).map(accountJson) });
  });

  route(r, usersApi.accept, async (req, res, { body }) => {
    await acceptAccountInvitation(body.token, body.password, clientIp(req));
    unchanged(res);
    res.json({ success: true });
  });

  route(r, usersApi.invite, async (req, res, { body }) => {
    // Creating an account is one of the changes a borrowed session must not make on its own.
    await requireFreshCheck(req.session!, readCookie(req.headers.cookie, SESSION_COOKIE.admin), { password: body.password });
    const { account, inviteLink } = await inviteAccount(body, actorOf(req));
    unchanged(res);
    res.status(201).json({
      id: account.id,
      name: account.name,
      email: account.email ?? account.username,
      role: account.role,
      status: "invited",
      ...(inviteLink && { inviteLink }),
    });
  });

  route(r, usersApi.reinvite, async (req, res) => {
    const { account, inviteLink } = await resendInvitation(idParam(req.params.id), actorOf(req));
    unchanged(res);
    res.json({ ...accountJson(account), ...(inviteLink && { inviteLink }) });
  });

  route(r, usersApi.update, async (req, res, { body }) => {
    const account = await changeAccount(idParam(req.params.id), body, actorOf(req));
    unchanged(res);
    res.json(accountJson(account));
  });

  route(r, usersApi.remove, async (req, res) => {
    await removeAccount(idParam(req.params.id), actorOf(req));
    unchanged(res);
    res.json({ success: true });
  });

  return r;
}
