import { data, redirect } from "react-router";

import { getBusiness } from "~/features/business/business.server";
import { CheckInPage } from "~/features/guests/components/check-in-page";
import type { GuestFormTexts } from "~/features/guests/guests-form";
import { guestsFormData } from "~/features/guests/guests-form.server";
import { listRoomNames } from "~/features/rooms/galleries.server";
import { NotFoundPage } from "~/features/site/components/not-found-page";
import { CHECK_IN_PATH, stayByCheckInToken } from "~/features/stays/check-in-link.server";
import { messagesFor, t as translate } from "~/i18n/dictionaries.server";
import { isLanguage } from "~/i18n/t";
import { todayInItaly } from "~/lib/dates";
import { dateFormat, LOCALES } from "~/lib/intl";
import { languageForRequest } from "~/lib/language.server";

import type { Route } from "./+types/check-in";

/**
 * Every answer of this path: the token is in the address, so the page is kept by no cache (the
 * page cache skips the path too: server/html-cache/key.ts), sends no Referer to the links it
 * holds, and is never indexed.
 */
const PRIVATE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex, nofollow" };

/**
 * A stay's pre-check-in page, /check-in/{token}: one path for every language. A wrong, expired
 * or cancelled stay's token is the site's ordinary 404, which says nothing about any stay. A
 * live one opens in the stay's language (?lang=, which the language switcher then changes).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const stay = await stayByCheckInToken(params.token);
  if (!stay) return data({ lang, found: false as const }, { status: 404, headers: PRIVATE_HEADERS });
  if (!isLanguage(new URL(request.url).searchParams.get("lang"))) {
    const stayLang = isLanguage(stay.language) ? stay.language : lang;
    throw redirect(`${CHECK_IN_PATH}/${encodeURIComponent(params.token)}?lang=${stayLang}`, { headers: PRIVATE_HEADERS });
  }
  const [rooms, form] = await Promise.all([listRoomNames(), guestsFormData(stay.id, "guest", lang)]);
  const messages = messagesFor(lang, ["checkIn"]);
  const day = (date: string) => {
    const text = dateFormat(LOCALES[lang], { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );
    // "lunedì 12 giugno 2028" begins a line of its own here.
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return data(
    {
      lang,
      found: true as const,
      messages,
      submitUrl: `/api${CHECK_IN_PATH}/${encodeURIComponent(params.token)}?lang=${lang}`,
      // Only what the guest needs to recognise the stay: nothing personal beyond the form's own data.
      stay: {
        checkIn: day(stay.checkIn),
        checkOut: day(stay.checkOut),
        room: rooms.find((r) => r.id === stay.roomId)?.name ?? "",
        closed: stay.identityCheckedAt !== null,
      },
      form,
      texts: (messages.checkIn as { form: GuestFormTexts }).form,
      title: `${translate(lang, "checkIn.meta.title")} | ${(await getBusiness()).name}`,
      today: todayInItaly(),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  for (const [name, value] of loaderHeaders) out.set(name, value);
  return out;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.found ? loaderData.title : "Page Not Found" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/** The guests feature's page; a wrong, expired or cancelled token is the site's ordinary 404. */
export default function CheckIn({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFoundPage />;
  const { stay, form, texts, submitUrl, today } = loaderData;
  return <CheckInPage stay={stay} form={form} texts={texts} submitUrl={submitUrl} today={today} />;
}
