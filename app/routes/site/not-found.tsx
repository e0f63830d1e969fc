import { data } from "react-router";

import { NotFoundPage } from "~/features/site/components/not-found-page";

export const meta = () => [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];

export function loader() {
  return data(null, { status: 404 });
}

/** Unknown paths: HTTP 404 with the English "Page Not Found" page, inside the site's frame. */
export default function NotFound() {
  return <NotFoundPage />;
}
