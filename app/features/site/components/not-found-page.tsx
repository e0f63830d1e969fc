import { Compass } from "lucide-react";

/** Unknown paths (and a stay's unknown check-in link): the English "Page Not Found" page, inside the site's frame. */
export function NotFoundPage() {
  return (
    <main id="main" lang="en" className="container-page grid min-h-[60vh] place-items-center py-16">
      <div className="card w-full max-w-lg p-8 text-center sm:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-sea-50 text-sea-800">
          <Compass aria-hidden="true" className="size-7" />
        </span>
        <p className="eyebrow mt-5">Error 404</p>
        <h1 className="mt-2 text-3xl font-semibold text-sea-950 sm:text-4xl">Page Not Found</h1>
        <p className="mt-4 text-ink-700">The page you are looking for does not exist or has moved.</p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <a href="/" className="btn-primary">
            Home
          </a>
          <a href="/rooms" className="btn-outline">
            Rooms
          </a>
        </div>
      </div>
    </main>
  );
}
