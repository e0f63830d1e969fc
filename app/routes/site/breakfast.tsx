import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";

export default function Breakfast() {
  return <ScreenPlaceholder screen="breakfast" />;
}
