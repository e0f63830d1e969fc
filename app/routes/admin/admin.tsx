import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function Admin() {
  return <ScreenPlaceholder screen="admin" />;
}
