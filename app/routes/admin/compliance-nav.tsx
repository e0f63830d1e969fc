import { Link } from "react-router";

import { adminCompliancePath, type ComplianceTab } from "~/components/admin/addresses";
import { T } from "~/features/guests/components/police-texts";

const TABS: ComplianceTab[] = ["police", "touristTax", "istat"];

/** "Adempimenti"'s own tabs: one address each, so a reload or the back button keeps the one open. */
export function ComplianceNav({ current }: { current: ComplianceTab }) {
  return (
    <nav aria-label={T.compliance.nav} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={adminCompliancePath(tab)}
              aria-current={tab === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold ${
                tab === current ? "border-sea-800 bg-sea-800 text-white" : "border-sea-700 bg-white text-sea-800 hover:bg-sea-50"
              }`}
            >
              {T.compliance[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
