import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";

export default function Rooms() {
  return <ScreenPlaceholder screen="rooms" />;
}
