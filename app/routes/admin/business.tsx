import { T } from "~/components/admin/texts";
import { BusinessTab } from "~/features/business/components/business-tab";

import { sectionMeta } from "./section-meta";

export const meta = sectionMeta(T.tabs.business);

/** The business details come with every page (the root loader): this section reads nothing more. */
export default function BusinessSection() {
  return <BusinessTab />;
}
