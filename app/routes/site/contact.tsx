import { ScreenPlaceholder } from "~/components/layout/screen-placeholder";

export default function Contact() {
  return <ScreenPlaceholder screen="contact" />;
}
