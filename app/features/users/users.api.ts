import { z } from "zod";

import type { AccountStatus } from "~/features/auth/accounts.server";
import { operations } from "~/lib/api-contract";
import { idParams, successAnswer, timestamp } from "~/lib/api-schemas";
import { ROLES } from "~/lib/roles";

import { acceptSchema, accountUpdateSchema, inviteSchema } from "./users.schema";

const STATUSES = ["invited", "active", "disabled"] as const satisfies readonly AccountStatus[];

/** An account as the owner manages it: never its password, its factors or its sessions. */
export const accountAnswer = z.object({
  id: z.number().int(),
  username: z.string().describe("What the person signs in with: her e-mail address (the set-up account's own username)."),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(STATUSES).describe("invited until the person sets her password through the link; disabled accounts cannot sign in."),
  createdAt: timestamp,
  setupOwner: z.boolean().describe("The account made at set-up: it cannot be changed, disabled or deleted."),
});

/**
 * The link of an invitation just made, in the answer only while the site sends no e-mail: the
 * owner then passes it on herself. With a mail server it goes to the person's address alone.
 */
const inviteLink = z
  .string()
  .optional()
  .describe(
    "Only when the site cannot send e-mail (SMTP_URL unset, the invitation waits in the outbox): the invitation's link, /admin/invito/{token} on the site's address, for the owner to pass on herself (a message, WhatsApp). Single-use, valid 72 hours. Absent when the e-mail carries it.",
  );

/** The person just invited. */
export const invitedAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.literal("invited"),
  inviteLink,
});

/** The person invited again: her account, and the fresh link while no e-mail can carry it. */
export const reinvitedAnswer = accountAnswer.extend({ inviteLink });

export const usersApi = operations({
  list: {
    method: "get",
    path: "/users",
    summary: "The panel's accounts, oldest first.",
    access: "staff",
    role: "owner",
    answers: { 200: z.object({ items: z.array(accountAnswer) }) },
  },
  invite: {
    method: "post",
    path: "/users",
    summary:
      "Invites a person: an account waiting for its password, and an e-mail with a single-use link valid 72 hours (/admin/invito/{token}); while the site cannot send e-mail, the answer carries the link (`inviteLink`) for the owner to pass on. Needs a fresh check (a sign-in under 5 minutes old, or `password`).",
    access: "staff",
    role: "owner",
    body: inviteSchema,
    answers: { 201: invitedAnswer },
    errors: { 400: "validation_error", 403: "forbidden, fresh_check_required", 409: "email_taken", 429: "too_many_attempts" },
  },
  reinvite: {
    method: "post",
    path: "/users/:id/invite",
    summary:
      "Sends an invited person a fresh link (72 hours); her earlier links stop working. While the site cannot send e-mail, the answer carries the link (`inviteLink`).",
    access: "staff",
    role: "owner",
    params: idParams,
    answers: { 200: reinvitedAnswer },
    errors: { 404: "not_found", 409: "not_invited" },
  },
  update: {
    method: "patch",
    path: "/users/:id",
    summary: "Changes an account's role, or disables or enables it; disabling ends its sessions at once.",
    access: "staff",
    role: "owner",
    params: idParams,
    body: accountUpdateSchema,
    answers: { 200: accountAnswer },
    errors: { 400: "validation_error", 404: "not_found", 409: "setup_owner, own_account, last_owner" },
  },
  remove: {
    method: "delete",
    path: "/users/:id",
    summary: "Deletes an account; its sessions end at once.",
    access: "staff",
    role: "owner",
    params: idParams,
    answers: { 200: successAnswer },
    errors: { 404: "not_found", 409: "setup_owner, own_account, last_owner" },
  },
  accept: {
    method: "post",
    path: "/users/accept",
    summary:
      "The invited person sets her password with her link's token: the account becomes active and the link is used up. Then she signs in with her e-mail address as username.",
    access: "public",
    body: acceptSchema,
    answers: { 200: successAnswer },
    errors: { 400: "validation_error", 410: "invitation_invalid", 429: "too_many_attempts" },
  },
});
