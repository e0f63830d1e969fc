import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";

export default function About() {
  return <ScreenPlaceholder screen="about" />;
}
