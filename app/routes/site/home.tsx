import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";

export default function Home() {
  return <ScreenPlaceholder screen="home" />;
}
