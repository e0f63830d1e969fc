import { lazy, type ComponentType } from "react";

/**
 * A component whose code is fetched on first use, not with the page: `preload()` starts the
 * fetch early (on hover, focus or touch), so it is usually there by the time of the click.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}
