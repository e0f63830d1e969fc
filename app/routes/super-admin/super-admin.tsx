import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function SuperAdmin() {
  return <ScreenPlaceholder screen="superAdmin" />;
}
