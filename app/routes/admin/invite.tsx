import { data } from "react-router";

import { invitationFor } from "~/features/auth/accounts.server";
import { InviteAccept } from "~/features/users/components/invite-accept";
import { T } from "~/features/users/components/invite-texts";
import { businessName } from "~/lib/business";

import type { Route } from "./+types/invite";

/**
 * Every answer of this path: the token is in the address, so no cache keeps the page (the page
 * cache knows no such screen), its links send no Referer, and it is never indexed. COEP as the
 * panel's own pages.
 */
const PRIVATE_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Embedder-Policy": "require-corp",
};

/**
 * /admin/invito/{token}: opened signed out, from the invitation's e-mail. Only whose account the
 * link opens is read (no password is set until the form is sent); a used or expired link is 410.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const invitation = await invitationFor(params.token);
  return data({ invitation }, { status: invitation ? 200 : 410, headers: PRIVATE_HEADERS });
}

export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  for (const [name, value] of loaderHeaders) out.set(name, value);
  return out;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${T.accept.metaTitle} | ${businessName(matches)}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export default function InvitePage({ loaderData, params, matches }: Route.ComponentProps) {
  return <InviteAccept token={params.token} invitation={loaderData.invitation} business={businessName(matches)} />;
}
