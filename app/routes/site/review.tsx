import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";

export default function Review() {
  return <ScreenPlaceholder screen="review" />;
}
