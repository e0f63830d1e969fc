import { data } from "react-router";

export const meta = () => [{ title: "Page Not Found" }];

export function loader() {
  return data(null, { status: 404 });
}

/** Unknown paths: HTTP 404 with the English "Page Not Found" page (SPEC §2.1). */
export default function NotFound() {
  return (
    <main id="main">
      <h1>Page Not Found</h1>
      <p>
        <a href="/">Home</a>
      </p>
    </main>
  );
}
