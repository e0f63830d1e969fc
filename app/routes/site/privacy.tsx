import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";

export default function Privacy() {
  return <ScreenPlaceholder screen="privacy" />;
}
