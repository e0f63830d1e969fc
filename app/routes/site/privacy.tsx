import { Mail, MapPin, Phone } from "lucide-react";

import { PageHeader } from "~/components/ui/page-header";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import type { MessageKeyIn } from "~/i18n/t";
import { useT } from "~/i18n/use-t";
import { addressLine, telHref, useBusiness, type Business } from "~/lib/business";
import { RETENTION, TIME_ZONE } from "~/lib/constants";
import { todayInItaly } from "~/lib/dates";
import { dateFormat } from "~/lib/intl";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/privacy";

type PrivacyKey = MessageKeyIn<"privacy">;
/** A section: its heading is privacy.<key>.title. */
type SectionKey = PrivacyKey extends infer K ? (K extends `${infer S}.title` ? S : never) : never;
type Block = { p: PrivacyKey } | { list: PrivacyKey[]; lead?: boolean } | { contacts: true };

/** The policy's eleven sections, in order; keys under privacy.<key>.* */
const SECTIONS: { id: string; key: SectionKey; blocks: Block[] }[] = [
  { id: "general", key: "general", blocks: [{ p: "general.p1" }, { p: "general.p2" }, { p: "general.p3" }] },
  {
    id: "data",
    key: "data",
    blocks: [
      { p: "data.intro" },
      { list: ["data.quotes", "data.checkIn", "data.reviews", "data.browsing", "data.preferences"], lead: true },
      { p: "data.note" },
    ],
  },
  {
    id: "purposes",
    key: "purposes",
    blocks: [
      { p: "purposes.intro" },
      { list: ["purposes.booking", "purposes.reviews", "purposes.statistics", "purposes.preferences", "purposes.legal"] },
    ],
  },
  {
    id: "legal-basis",
    key: "legalBasis",
    blocks: [{ list: ["legalBasis.contract", "legalBasis.consent", "legalBasis.interest", "legalBasis.obligation"], lead: true }],
  },
  {
    id: "retention",
    key: "retention",
    blocks: [
      { list: ["retention.contact", "retention.checkIn", "retention.reviews", "retention.browsing", "retention.preferences"], lead: true },
      { p: "retention.automatic" },
    ],
  },
  {
    id: "sharing",
    key: "sharing",
    blocks: [
      { p: "sharing.server" },
      { p: "sharing.noSale" },
      { p: "sharing.providers" },
      { p: "sharing.map" },
      { p: "sharing.authorities" },
    ],
  },
  {
    id: "rights",
    key: "rights",
    blocks: [
      { p: "rights.intro" },
      { list: ["rights.access", "rights.rectification", "rights.erasure", "rights.restriction", "rights.portability", "rights.withdraw"] },
      { p: "rights.complaint" },
    ],
  },
  {
    id: "cookies",
    key: "cookies",
    blocks: [
      { p: "cookies.intro" },
      { list: ["cookies.language", "cookies.consent", "cookies.visit", "cookies.admin"], lead: true },
      { p: "cookies.optional" },
      { p: "cookies.change" },
    ],
  },
  { id: "security", key: "security", blocks: [{ p: "security.p1" }, { p: "security.p2" }] },
  { id: "contacts", key: "contacts", blocks: [{ p: "contacts.p1" }, { contacts: true }] },
  { id: "changes", key: "changes", blocks: [{ p: "changes.p1" }] },
];

const TERMS = ["booking", "stay", "cancellation", "rules"] as const;

/** Everything the texts take from the stored business details and the constants, so the policy cannot drift from them. */
const policyVars = (business: Business) => ({
  name: business.name,
  address: addressLine(business),
  years: RETENTION.contactDataMonths / 12,
  months: RETENTION.browsingDataMonths,
  documentDays: RETENTION.documentNumberDays,
  receiptYears: RETENTION.policeReceiptMonths / 12,
  checkInFrom: business.hours.checkIn.from,
  checkInTo: business.hours.checkIn.to,
  checkOutFrom: business.hours.checkOut.from,
  checkOutTo: business.hours.checkOut.to,
});

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const now = new Date();
  // Formatted on the server, in the business's time zone, so the browser shows the same day.
  const updated = {
    iso: todayInItaly(now),
    text: dateFormat(lang, { timeZone: TIME_ZONE, dateStyle: "long" }).format(now),
  };
  return { lang, messages: messagesFor(lang, ["privacy"]), updated };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "privacy.meta.title", description: "privacy.meta.description" });

/** "Dati di navigazione: …" → the part before the colon in bold, so long lists scan quickly. */
function LeadItem({ text }: { text: string }) {
  const cut = text.indexOf(": ");
  if (cut < 1 || cut > 100) return <>{text}</>;
  return (
    <>
      <strong className="font-semibold text-ink-900">{text.slice(0, cut)}:</strong> {text.slice(cut + 2)}
    </>
  );
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const vars = policyVars(useBusiness());
  const tr = (key: PrivacyKey) => t(`privacy.${key}`, vars);
  return (
    <main id="main">
      <PageHeader eyebrow={t("privacy.eyebrow")} title={t("privacy.title")} subtitle={t("privacy.subtitle")}>
        <p className="mt-4 text-sm font-medium text-ink-600" data-testid="privacy-updated">
          <time dateTime={loaderData.updated.iso}>{t("privacy.lastUpdated", { date: loaderData.updated.text })}</time>
        </p>
      </PageHeader>

      <div className="container-page grid gap-10 pt-6 pb-10 sm:pt-8 sm:pb-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="font-sans text-sm font-semibold tracking-wider text-ink-600 uppercase">
            {t("privacy.toc")}
          </h2>
          <ol className="mt-3 grid grid-cols-1 gap-x-4 text-[0.95rem] sm:grid-cols-2 lg:grid-cols-1">
            {SECTIONS.map((section, i) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-10 items-center gap-2 rounded-lg py-1 text-sea-800 no-underline hover:underline"
                >
                  <span className="w-6 shrink-0 text-right text-ink-600 tabular-nums">{i + 1}.</span>
                  {tr(`${section.key}.title`)}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#terms"
                className="flex min-h-10 items-center gap-2 rounded-lg py-1 font-semibold text-terracotta-700 no-underline hover:underline"
              >
                <span className="w-6 shrink-0" aria-hidden="true" />
                {tr("terms.title")}
              </a>
            </li>
          </ol>
        </nav>

        <div className="max-w-3xl">
          {SECTIONS.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              data-policy-section
              className="scroll-mt-24 border-b border-sand-200 py-8 first:pt-0"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold text-sea-950 sm:text-[1.75rem]">
                <span className="mr-2 text-terracotta-700">{i + 1}.</span>
                {tr(`${section.key}.title`)}
              </h2>
              <div className="mt-4 grid gap-4 text-[1.05rem] leading-relaxed text-ink-700">
                {section.blocks.map((block, b) => {
                  if ("p" in block) return <p key={b}>{tr(block.p)}</p>;
                  if ("list" in block) {
                    return (
                      <ul key={b} className="grid list-disc gap-2.5 pl-6 marker:text-terracotta-600">
                        {block.list.map((item) => (
                          <li key={item}>{block.lead ? <LeadItem text={tr(item)} /> : tr(item)}</li>
                        ))}
                      </ul>
                    );
                  }
                  return <ContactList key={b} />;
                })}
              </div>
            </section>
          ))}

          <section
            id="terms"
            aria-labelledby="terms-title"
            className="mt-12 scroll-mt-24 rounded-[var(--radius-card)] border-2 border-sand-200 bg-sand-100 p-6 sm:p-8"
          >
            <h2 id="terms-title" className="text-2xl font-semibold text-sea-950 sm:text-[1.75rem]">
              {tr("terms.title")}
            </h2>
            <p className="mt-2 text-ink-700">{tr("terms.intro")}</p>
            <div className="mt-6 grid gap-6 sm:grid-cols-2">
              {TERMS.map((key) => (
                <div key={key}>
                  <h3 className="text-lg font-semibold text-sea-900">{tr(`terms.${key}.title`)}</h3>
                  <p className="mt-1.5 leading-relaxed text-ink-700">{tr(`terms.${key}.text`)}</p>
                </div>
              ))}
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}

function ContactList() {
  const { t } = useT();
  const business = useBusiness();
  const rows = [
    {
      Icon: Mail,
      label: t("privacy.contacts.email"),
      content: (
        <a href={`mailto:${business.email}`} className="font-semibold text-sea-800 underline [overflow-wrap:anywhere]">
          {business.email}
        </a>
      ),
    },
    {
      Icon: Phone,
      label: t("privacy.contacts.phone"),
      content: (
        <a href={telHref(business.phone)} className="font-semibold text-sea-800 underline">
          {business.phone}
        </a>
      ),
    },
    { Icon: MapPin, label: t("privacy.contacts.address"), content: `${business.name}, ${addressLine(business)}` },
  ];
  return (
    <ul className="grid gap-3 rounded-2xl bg-white p-5 shadow-[var(--shadow-card)]">
      {rows.map(({ Icon, label, content }) => (
        <li key={label} className="flex items-start gap-3">
          <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-sea-700" />
          <span>
            <span className="sr-only">{label}: </span>
            {content}
          </span>
        </li>
      ))}
    </ul>
  );
}
