import { Mail, Phone, ShieldCheck } from "lucide-react";
import { data, redirect } from "react-router";

import { PageHeader } from "~/components/ui/page-header";
import { getBusiness } from "~/features/business/business.server";
import { CHECK_IN_PATH, stayByCheckInToken } from "~/features/guests/check-in-link.server";
import { GuestsForm } from "~/features/guests/components/guests-form";
import type { GuestFormTexts } from "~/features/guests/guests-form";
import { guestsFormData } from "~/features/guests/guests-form.server";
import { listRoomNames } from "~/features/rooms/galleries.server";
import { messagesFor, t as translate } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import { hrefFor } from "~/i18n/links";
import { isLanguage } from "~/i18n/t";
import { useT } from "~/i18n/use-t";
import { telHref, useBusiness } from "~/lib/business";
import { todayInItaly } from "~/lib/dates";
import { dateFormat, LOCALES } from "~/lib/intl";

import type { Route } from "./+types/check-in";
import NotFound from "./not-found";

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

export default function CheckIn({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useT();
  if (!loaderData.found) return <NotFound />;
  const { stay, form, texts, submitUrl, today } = loaderData;
  const [before, after] = t("checkIn.why.use").split("{link}");
  return (
    <main id="main">
      <PageHeader eyebrow={t("checkIn.eyebrow")} title={t("checkIn.title")} subtitle={t("checkIn.subtitle")}>
        <dl aria-label={t("checkIn.stay.label")} className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-ink-900">
          {(
            [
              ["checkIn.stay.checkIn", stay.checkIn],
              ["checkIn.stay.checkOut", stay.checkOut],
              ["checkIn.stay.room", stay.room],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm font-semibold text-ink-700">{t(term)}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </PageHeader>
      <div className="container-page grid items-start gap-6 pt-6 pb-12 sm:pt-8 sm:pb-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <section
          aria-labelledby="check-in-why"
          className="flex gap-4 rounded-[var(--radius-card)] border border-sea-200 bg-sea-50 p-5 sm:p-6 lg:sticky lg:top-24 lg:order-2"
        >
          <ShieldCheck aria-hidden="true" className="size-7 shrink-0 text-sea-700" />
          <div className="grid gap-2 text-ink-700">
            <h2 id="check-in-why" className="font-sans text-base font-semibold text-sea-900">
              {t("checkIn.why.title")}
            </h2>
            <p>{t("checkIn.why.law")}</p>
            <p>
              {before}
              <a href={hrefFor("privacy", lang, {}, true)} className="font-semibold text-sea-800 underline">
                {t("checkIn.why.privacyLink")}
              </a>
              {after}
            </p>
            <p>{t("checkIn.why.personal")}</p>
          </div>
        </section>
        <section aria-labelledby="check-in-form" className="card p-5 sm:p-8">
          <h2 id="check-in-form" className="mb-4 text-2xl font-semibold text-sea-950">
            {texts.heading}
          </h2>
          {stay.closed ? (
            <Closed />
          ) : (
            <>
              <noscript>
                <p className="mb-5 rounded-xl border border-danger-700/40 bg-danger-50 p-4 font-semibold text-ink-900">
                  {t("checkIn.noscript")}
                </p>
              </noscript>
              <GuestsForm
                data={form}
                texts={texts}
                idPrefix="check-in"
                submitUrl={submitUrl}
                method="POST"
                today={today}
                labelledBy="check-in-form"
                placesLang={lang}
              />
            </>
          )}
        </section>
      </div>
    </main>
  );
}

/** Once the owner has checked the documents: what to do instead, and no form. */
function Closed() {
  const { t } = useT();
  const { phone, email } = useBusiness();
  return (
    <div role="status" className="rounded-xl border border-olive-700/30 bg-sea-50 p-4 text-ink-900">
      <p className="font-semibold">{t("checkIn.closed.title")}</p>
      <p className="mt-1">{t("checkIn.closed.text")}</p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <a href={telHref(phone)} className="inline-flex items-center gap-2 font-semibold text-sea-800 underline">
          <Phone aria-hidden="true" className="size-5" />
          {phone}
        </a>
        <a href={`mailto:${email}`} className="inline-flex items-center gap-2 font-semibold text-sea-800 underline">
          <Mail aria-hidden="true" className="size-5" />
          {email}
        </a>
      </p>
    </div>
  );
}
