import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";

export default function Prices() {
  return <ScreenPlaceholder screen="prices" />;
}
