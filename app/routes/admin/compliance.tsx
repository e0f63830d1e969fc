import { COMPLIANCE_TABS, type ComplianceTab } from "~/components/admin/addresses";
import { TabHeader } from "~/components/admin/tab-header";
import { T } from "~/components/admin/texts";
import { PoliceTab } from "~/features/guests/components/police-tab";
import { T as TG } from "~/features/guests/components/police-texts";
import { portalAccount } from "~/features/guests/police-portal.server";
import { receiptsPanel } from "~/features/guests/police-receipts.server";
import { overduePoliceStays, policeDay } from "~/features/guests/police.server";
import { IstatTab } from "~/features/reports/components/istat-tab";
import { TouristTaxTab } from "~/features/reports/components/tourist-tax-tab";
import { istatTabData } from "~/features/reports/istat.server";
import { touristTaxTabData } from "~/features/reports/tourist-tax-comune.server";
import { addDays, isCalendarDay, todayInItaly } from "~/lib/dates";
import { HttpError } from "~/lib/http-error";
import { roleAllows } from "~/lib/roles";

import type { Route } from "./+types/compliance";
import { ComplianceNav } from "./compliance-nav";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("compliance");

function tabOf(param: string | undefined): ComplianceTab {
  if (param === undefined) return "police";
  const found = (Object.entries(COMPLIANCE_TABS) as [ComplianceTab, string][]).find(([, slug]) => slug === param);
  if (!found) throw new HttpError(404, "not_found", "errors.notFound");
  return found[0];
}

/**
 * /admin/adempimenti: what the law asks of the house. Questura (the day's guests for the police
 * portal, ?giorno=), then the tourist tax and the ISTAT count.
 */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  forSection(request, "compliance", async (session) => {
    const tab = tabOf(params.tab);
    const search = new URL(request.url).searchParams;
    // The police's and the region's credentials are the owner's: a manager's screens learn only
    // whether each account is set up (and whether it sends by itself), never its user or address.
    const owner = session.role !== null && roleAllows(session.role, "owner");
    if (tab === "touristTax") return { tab: "touristTax" as const, touristTax: await touristTaxTabData(search) };
    if (tab === "istat") {
      const istat = await istatTabData(search);
      const settings = owner ? istat.settings : { ...istat.settings, structureCode: "", endpoint: "", username: "" };
      return { tab: "istat" as const, istat: { ...istat, settings, canEditAccount: owner } };
    }
    const asked = search.get("giorno");
    const date = isCalendarDay(asked) ? asked : todayInItaly();
    const [day, overdue, receipts, portal] = await Promise.all([
      policeDay(date),
      overduePoliceStays(),
      receiptsPanel(search.get("anno")),
      portalAccount(),
    ]);
    return {
      tab,
      police: {
        day,
        previous: addDays(date, -1),
        overdue,
        receipts,
        portal: owner ? portal : { ...portal, username: "" },
        canEditPortal: owner,
      },
    };
  });

export default function ComplianceSection({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <section aria-labelledby="tab-compliance-title">
      <TabHeader id="tab-compliance-title" title={T.tabs.compliance}>
        {TG.compliance.intro}
      </TabHeader>
      <ComplianceNav current={loaderData.tab} />
      {loaderData.tab === "police" && <PoliceTab {...loaderData.police} />}
      {loaderData.touristTax && <TouristTaxTab {...loaderData.touristTax} />}
      {loaderData.istat && <IstatTab {...loaderData.istat} />}
    </section>
  );
}
