import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";

export default function Quote() {
  return <ScreenPlaceholder screen="quote" />;
}
