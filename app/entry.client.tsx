import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { hydrateInSlices } from "~/components/ui/hydrate-apart";

/**
 * The panels hydrate with Preact in React's place (vite.config.ts, `browserRuntime`; decision
 * 0037), in parts (`hydrateInSlices`).
 */
void hydrateWithPreact();

async function hydrateWithPreact(): Promise<void> {
  // The router suspends its first render until the state streamed into the page is decoded. React
  // waits for that at its root; Preact has no boundary there, so the state is decoded first: the
  // first call throws the decoding's promise, which never rejects (an error is kept and thrown by
  // the render).
  try {
    HydratedRouter({});
  } catch (pending) {
    if (!(pending instanceof Promise)) throw pending;
    await pending;
  }
  // Decoding and the first hydration in tasks of their own.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Preact given `document` hydrates into <html>'s children and would build a second <html>
  // (preactjs/preact#3794): it is given a parent whose one child is <html>.
  const html = document.documentElement;
  const page = {
    childNodes: [html],
    firstChild: html,
    namespaceURI: html.namespaceURI,
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node) => document.contains(node),
  } as unknown as Element;
  hydrateInSlices(() => hydrateRoot(page, <HydratedRouter />));
}
