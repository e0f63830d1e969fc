/**
 * Runs a route's loader as React Router does on the server, for a request to `url` with the
 * given cookie: the data a page or a `.data` request of that address would carry.
 */
export function runLoader<T>(
  loader: (args: never) => T,
  url: string,
  options: { cookie?: string; params?: Record<string, string> } = {},
): T {
  const request = new Request(url, { headers: options.cookie ? { cookie: options.cookie } : {} });
  return loader({ request, params: options.params ?? {}, context: {} } as never);
}
