import { describe, expect, it } from "vitest";

import { allowedTrackingOrigins, splitTrackingHosts, trackingCodeOrigins, trackingHostOrigin } from "~/features/settings/tracking-hosts";

/** Google Analytics 4's "Google tag", as its setup page gives it. */
const GA4 = `<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'G-ABC123XYZ9');
</script>`;

/** Matomo's JavaScript tracking code (self-hosted: protocol-relative URL), with its noscript pixel. */
const MATOMO = `<!-- Matomo -->
<script>
  var _paq = window._paq = window._paq || [];
  /* tracker methods like "setCustomDimension" should be called before "trackPageView" */
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="//matomo.example.org/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
<noscript><p><img referrerpolicy="no-referrer-when-downgrade" src="//matomo.example.org/matomo.php?idsite=1&amp;rec=1" style="border:0;" alt="" /></p></noscript>
<!-- End Matomo Code -->`;

/** Matomo Cloud: tracker on the account's host, script from the CDN. */
const MATOMO_CLOUD = `<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  (function() {
    var u="https://bnb-adriatico.matomo.cloud/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src='https://cdn.matomo.cloud/bnb-adriatico.matomo.cloud/matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>`;

/** Plausible's classic snippet: data-domain names the site, not a host to talk to. */
const PLAUSIBLE = `<script defer data-domain="bnb-adriatico.it" src="https://plausible.io/js/script.js"></script>`;

/** Plausible's newer snippet: a per-site script and an inline queue. */
const PLAUSIBLE_NEW = `<!-- Privacy-friendly analytics by Plausible -->
<script async src="https://plausible.io/js/pa-XyZ123.js"></script>
<script>
  window.plausible=window.plausible||function(){(plausible.q=plausible.q||[]).push(arguments)},plausible.init=plausible.init||function(i){plausible.o=i||{}};
  plausible.init()
</script>`;

describe("the analytics hosts a tracking code needs", () => {
  it("GA4: the tag loader and the hosts its beacons go to", () => {
    expect(trackingCodeOrigins(GA4).sort()).toEqual(
      [
        "https://www.googletagmanager.com",
        "https://www.google-analytics.com",
        "https://region1.google-analytics.com",
        "https://analytics.google.com",
        "https://region1.analytics.google.com",
      ].sort(),
    );
  });

  it("Matomo: the protocol-relative tracker host of the inline script and of the pixel, once", () => {
    expect(trackingCodeOrigins(MATOMO)).toEqual(["https://matomo.example.org"]);
    expect(trackingCodeOrigins(MATOMO_CLOUD).sort()).toEqual(["https://bnb-adriatico.matomo.cloud", "https://cdn.matomo.cloud"]);
  });

  it("Plausible: the script's host, not the data-domain", () => {
    expect(trackingCodeOrigins(PLAUSIBLE)).toEqual(["https://plausible.io"]);
    expect(trackingCodeOrigins(PLAUSIBLE_NEW)).toEqual(["https://plausible.io"]);
  });

  it("keeps only https origins: no http, no paths, no wildcards, no bare schemes, no comments", () => {
    const code = `<script src="http://insecure.example/a.js"></script>
<script src="https://*.example.com/x.js"></script>
<script>
  // Load the tracker later
  fetch("https:" + "//");
  fetch("https://" + host);
  var api = "https:\\/\\/escaped.example.net\\/collect";
  sendBeacon('https://stats.example.com:8443/e?x=1');
</script>
<img src="/local.gif"><img src="https://pixel.example.com/p.gif">`;
    expect(trackingCodeOrigins(code).sort()).toEqual([
      "https://escaped.example.net",
      "https://pixel.example.com",
      "https://stats.example.com:8443",
    ]);
    expect(trackingCodeOrigins(null)).toEqual([]);
    expect(trackingCodeOrigins("")).toEqual([]);
  });

  it("adds the listed origins, each once, never the site's own", () => {
    const listed = "https://region1.google-analytics.com\nhttps://Stats.Example.org/ , https://plausible.io";
    expect(allowedTrackingOrigins(PLAUSIBLE, listed).sort()).toEqual([
      "https://plausible.io",
      "https://region1.google-analytics.com",
      "https://stats.example.org",
    ]);
    const own = `<script src="https://www.bnb-adriatico.it/js/t.js"></script>${PLAUSIBLE}`;
    expect(allowedTrackingOrigins(own, null, "https://www.bnb-adriatico.it")).toEqual(["https://plausible.io"]);
  });
});

describe("a listed tracking host", () => {
  it("is an https origin: scheme, host and optional port", () => {
    expect(trackingHostOrigin("https://region1.google-analytics.com")).toBe("https://region1.google-analytics.com");
    expect(trackingHostOrigin(" https://Plausible.IO/ ")).toBe("https://plausible.io");
    expect(trackingHostOrigin("https://stats.example.com:8443")).toBe("https://stats.example.com:8443");
    expect(trackingHostOrigin("https://stats.example.com:443")).toBe("https://stats.example.com");
  });

  it("refuses anything else", () => {
    for (const bad of [
      "*",
      "https:",
      "https://",
      "https://*",
      "https://*.google-analytics.com",
      "http://stats.example.com",
      "stats.example.com",
      "//stats.example.com",
      "https://stats.example.com/collect",
      "https://stats.example.com?x=1",
      "https://user@stats.example.com",
      "https://localhost",
      "https://10.0.0.1",
      "https://stats.example.com:99999",
      "https://stats.example.com;script-src",
      "'unsafe-inline'",
      "data:",
    ]) {
      expect(trackingHostOrigin(bad), bad).toBeNull();
    }
  });

  it("is split from the text by lines, commas or spaces", () => {
    expect(splitTrackingHosts(" https://a.example.com\n\nhttps://b.example.com, https://c.example.com ")).toEqual([
      "https://a.example.com",
      "https://b.example.com",
      "https://c.example.com",
    ]);
    expect(splitTrackingHosts(null)).toEqual([]);
  });
});
