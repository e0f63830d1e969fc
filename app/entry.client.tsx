import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { hydrateInSlices, nextTask } from "~/components/ui/hydrate-apart";

/**
 * The panels hydrate with Preact in React's place (vite.config.ts, `browserRuntime`; decision
 * 0037), in parts (`hydrateInSlices`).
 */
void hydrateWithPreact();

async function hydrateWithPreact(): Promise<void> {
  // The router suspends its first render until the state streamed into the page is decoded. React
  // waits for that at its root; Preact has no boundary there, so the state is decoded first: the
  // first call throws the decoding's promise, which never rejects (an error is kept and thrown by
  // the render). Called again once it is decoded, it makes the router (kept for the render) and
  // then throws at its first hook, outside a render: the router's start and the first hydration
  // each get a task of their own. A real error is thrown again by the render.
  for (let call = 0; call < 2; call++) {
    try {
      HydratedRouter({});
    } catch (thrown) {
      if (thrown instanceof Promise) await thrown;
    }
    await nextTask();
  }
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
