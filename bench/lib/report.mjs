// The Markdown report of one bench run.

const kb = (bytes) => (bytes == null ? "–" : `${Math.round(bytes / 1024)}`);
const mb = (bytes) => (bytes == null ? "–" : `${Math.round(bytes / 1024 / 1024)}`);
const num = (v, digits = 0) => (v == null ? "–" : Number(v).toFixed(digits));
const cell = (s) => String(s).replace(/\|/g, "\\|").replace(/\s+/g, " ");

function machineSection(r) {
  const m = r.machine;
  return [
    `Run on ${r.startedAt.replace("T", " ").slice(0, 16)} UTC, took ${Math.round(r.durationSeconds / 60)} min. Commit \`${r.commit ?? "?"}\`.`,
    "",
    `- Machine: ${m.cpuModel}, ${m.cpuCount} CPUs, ${Math.round(m.memoryBytes / 1024 ** 3)} GB RAM; ${m.distro ?? m.os} (${m.os})`,
    `- Load average at start (1, 5, 15 min): ${m.loadAverageAtStart.join(", ")}${m.loadAverageAtEnd ? `; at end: ${m.loadAverageAtEnd.join(", ")}` : ""}`,
    `- Node ${m.node}; ${m.chromium}; ${m.java}`,
    `- Tools: ${Object.entries(m.tools)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}${r.observatory?.version ? `, @mdn/mdn-http-observatory ${r.observatory.version}` : ""}`,
    `- Server: the production build (\`NODE_ENV=production\`), on 127.0.0.1, fresh data folder.`,
    "",
  ];
}

function lighthouseSection(r) {
  const rows = r.lighthouse;
  const out = [
    `## Lighthouse (mobile, simulated throttling, median of ${r.options.runs} run${r.options.runs > 1 ? "s" : ""})`,
    "",
    `${r.machine?.chromium ?? "Chromium (version unknown)"}, each run in a fresh browser. Transferred KB by type. LCP and TBT in ms. The first row is a bare HTML page (a heading and six paragraphs, nothing else) served beside the site in the same run: the floor, so that a browser update can be told from a change of ours; the second is the same page with one small inline script. The panel's sections are measured signed in. TBT ÷ floor: the page's TBT over the floor's (– while the floor's is 0); TBT − floor in ms. Bench. index: Lighthouse's benchmarkIndex of the machine during the page's runs.`,
    "",
    "| Page | Perf | A11y | Best pr. | SEO | LCP | CLS | TBT | TBT ÷ floor | TBT − floor | JS | CSS | Images | HTML | Total | Bench. index |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  const floorTbt = rows.find((p) => p.name === "floor")?.median?.tbtMs ?? null;
  const ratio = (tbt) => (tbt == null || !floorTbt ? "–" : (tbt / floorTbt).toFixed(1));
  const above = (tbt) => (tbt == null || floorTbt == null ? "–" : num(tbt - floorTbt));
  for (const p of rows) {
    const m = p.median;
    if (!m) {
      // The error itself is listed under the table.
      out.push(`| ${p.label ?? `\`${p.path}\``} | failed ||||||||||||||`);
      continue;
    }
    out.push(
      `| ${p.label ?? `\`${p.path}\``}${p.runs.length < r.options.runs ? ` (${p.runs.length} of ${r.options.runs} runs)` : ""} | ${num(m.performance)} | ${num(m.accessibility)} | ${num(m["best-practices"])} | ${num(m.seo)} | ${num(m.lcpMs)} | ${num(m.cls, 3)} | ${num(m.tbtMs)} | ${ratio(m.tbtMs)} | ${above(m.tbtMs)} | ${kb(m.bytes.js)} | ${kb(m.bytes.css)} | ${kb(m.bytes.images)} | ${kb(m.bytes.html)} | ${kb(m.bytes.total)} | ${num(m.benchmarkIndex)} |`,
    );
  }
  // Lighthouse's own warnings (e.g. a page that never settled within its time limit), with the pages they came up on.
  const warnings = new Map();
  for (const p of rows) {
    for (const w of new Set(p.runs.flatMap((x) => x.warnings))) {
      const n = p.runs.filter((x) => x.warnings.includes(w)).length;
      warnings.set(w, [...(warnings.get(w) ?? []), `\`${p.path}\` (${n} of ${p.runs.length})`]);
    }
  }
  if (warnings.size) {
    out.push("", "Lighthouse warnings (runs affected):", "");
    for (const [w, where] of warnings) out.push(`- ${cell(w)} On ${where.join(", ")}.`);
  }
  const failedRuns = rows.filter((p) => p.errors.length);
  if (failedRuns.length) {
    out.push("", "Failed attempts (tried again, up to twice per page; the median is of the runs that completed):", "");
    for (const p of failedRuns) out.push(`- \`${p.path}\`: ${p.errors.map(cell).join("; ")}`);
  }
  out.push("");
  return out;
}

function loadSection(title, rows, note) {
  const out = [
    `## ${title}`,
    "",
    note,
    "",
    "| Target | Conn. | Req/s | p50 ms | p99 ms | Requests | Errors | Non-2xx | Peak RSS MB |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const x of rows) {
    if (x.error) {
      out.push(`| ${x.name} | ${x.connections} | failed: ${cell(x.error)} |||||||`);
      continue;
    }
    const codes = x.non2xx
      ? ` (${Object.entries(x.statusCodes)
          .filter(([c]) => !c.startsWith("2"))
          .map(([c, n]) => `${n}×${c}`)
          .join(", ")})`
      : "";
    out.push(
      `| ${x.name} | ${x.connections} | ${num(x.rps)} | ${x.p50Ms} | ${x.p99Ms} | ${x.requests} | ${x.errors + (x.timeouts ? ` (${x.timeouts} timeouts)` : "")} | ${x.non2xx}${codes} | ${mb(x.peakRssBytes)} |`,
    );
  }
  const peaks = rows.map((x) => x.peakRssBytes).filter((b) => b != null);
  if (peaks.length) out.push("", `Peak resident memory of the server over the whole load: **${mb(Math.max(...peaks))} MB**.`);
  out.push("");
  return out;
}

function hitsSection(h, duration) {
  const [raw, home] = h.rows;
  return [
    "## Cache hits beside the machine's limit",
    "",
    `wrk on loopback, 1 thread, 10 connections, ${duration} s per row, \`accept-encoding: br, gzip\`. The first row is a bare node:http server answering every request with the cached home page's exact headers and ${kb(h.bodyBytes)} KB brotli body; the second is the site's home page answered from the page cache. PGlite on a fresh data folder; the client shares the two CPUs with the server.`,
    "",
    "| Target | Req/s | p50 ms | p99 ms | Requests | Errors | Non-2xx | Peak RSS MB |",
    "|---|--:|--:|--:|--:|--:|--:|--:|",
    ...h.rows.map(
      (x) =>
        `| ${x.name} | ${num(x.rps)} | ${num(x.p50Ms, 2)} | ${num(x.p99Ms, 2)} | ${x.requests} | ${x.errors} | ${x.non2xx} | ${mb(x.peakRssBytes)} |`,
    ),
    "",
    `The cached home page answers at ${num((home.rps / raw.rps) * 100)} % of the raw node:http limit measured in the same run.`,
    "",
  ];
}

function observatorySection(o) {
  const out = ["## Security headers (MDN HTTP Observatory)", ""];
  if (o.error) return [...out, `Failed: ${o.error}`, ""];
  out.push(
    `Scanned \`${o.target}\`, served as in production (no \`APP_MODE=local\`). Grade **${o.grade}**, score ${o.score}, ${o.testsPassed}/${o.testsQuantity} tests passed.`,
    "",
    o.failed.length ? "Failed tests:" : "No other test failed.",
    "",
    ...o.failed.map((t) => `- \`${t.id}\`: ${t.result} (${t.scoreModifier})`),
    ...(o.failed.length ? [""] : []),
    "Failed only because loopback is plain http (they need https):",
    "",
    ...o.failedHttpsOnly.map((t) => `- \`${t.id}\`: ${t.result} (${t.scoreModifier})`),
    "",
  );
  if (o.failedHttpsOnly.length) {
    const score = o.score - o.failedHttpsOnly.reduce((sum, t) => sum + Math.min(0, t.scoreModifier), 0);
    out.push(
      `Apart from those two, which only https can pass (the app sends HSTS in production; the http→https redirect is the proxy's): score ${score}, grade **${observatoryGrade(score)}**.`,
      "",
    );
  }
  return out;
}

/** The Observatory's grade for a score (its published scale). */
function observatoryGrade(score) {
  const scale = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return scale.find(([min]) => score >= min)?.[1] ?? "F";
}

function vnuSection(pages) {
  const total = pages.reduce((n, p) => n + p.errors.length, 0);
  const out = [
    "## HTML validity (Nu HTML Checker)",
    "",
    `${total} error${total === 1 ? "" : "s"} in the server-rendered HTML of ${pages.length} pages (${pages.map((p) => `\`${p.path}\``).join(", ")}).`,
    "",
  ];
  // The same error on many pages (a shared layout) is listed once, with the pages it is on.
  const byMessage = new Map();
  for (const p of pages) {
    for (const e of p.errors) {
      const entry = byMessage.get(e.message) ?? { error: e, paths: [] };
      entry.paths.push(p.path);
      byMessage.set(e.message, entry);
    }
  }
  for (const { error, paths } of byMessage.values()) {
    const where = paths.length === pages.length ? "every page" : paths.map((x) => `\`${x}\``).join(", ");
    out.push(`- ${cell(error.message)} On ${where}${error.extract ? `, e.g. \`${cell(error.extract).replace(/`/g, "'")}\`` : ""}`);
  }
  out.push("");
  return out;
}

function axeSection(rows) {
  const checked = rows.filter((x) => !x.error);
  const total = checked.reduce((n, x) => n + x.violations.length, 0);
  const out = [
    "## Accessibility (axe-core: WCAG 2.1 A/AA and best practices)",
    "",
    `${total} violation${total === 1 ? "" : "s"} (rule × screen × width) over ${checked.length} checks: ${[...new Set(rows.map((x) => x.name))].length} screens and panel tabs, at phone (390×844) and desktop (1366×768) width${rows.length > checked.length ? `; ${rows.length - checked.length} check(s) failed to run` : ""}.`,
    "",
  ];
  // One line per rule and width, with the screens it fails on and the elements on the first.
  const byRule = new Map();
  for (const x of checked) {
    for (const v of x.violations) {
      const key = `${x.viewport} ${v.id}`;
      const entry = byRule.get(key) ?? { viewport: x.viewport, v, names: [] };
      entry.names.push(x.name);
      byRule.set(key, entry);
    }
  }
  for (const { viewport, v, names } of byRule.values()) {
    const targets =
      v.targets
        .slice(0, 4)
        .map((t) => `\`${cell(t)}\``)
        .join(", ") + (v.targets.length > 4 ? ` and ${v.targets.length - 4} more` : "");
    out.push(`- ${viewport}: \`${v.id}\` (${v.impact}) ${cell(v.help)}, on ${names.join(", ")}; e.g. ${targets}`);
  }
  for (const x of rows.filter((r) => r.error)) out.push(`- ${x.viewport}, ${x.name}: could not be checked: ${cell(x.error)}`);
  out.push("");
  return out;
}

function largeDataSection(ld, duration) {
  const out = [
    "## Large data",
    "",
    `The same measures on an empty database and after loading ${ld.pglite?.volumes?.visits ?? ld.postgres?.volumes?.visits} visits, ${ld.pglite?.volumes?.quotes ?? ld.postgres?.volumes?.quotes} quotes and ${ld.pglite?.volumes?.reviews ?? ld.postgres?.volumes?.reviews} reviews through SQL; \`HTML_CACHE=off\`, so every home page is rendered. autocannon, 10 connections, ${duration} s per row, each after 3 s of the same load that are not counted; the panel is the signed-in \`/admin\` document (its quotes tab included), median of 7. Peak RSS: the server's, over the row's runs (the render thread, decision 0019, runs while pages are rendered).`,
    "",
    "| Database | Data | Home req/s | Home p99 ms | /api/visits/count req/s | p99 ms | /admin ms | /admin KB | Peak RSS MB | Errors or non-2xx |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const [db, label] of [
    ["pglite", "PGlite"],
    ["postgres", "PostgreSQL"],
  ]) {
    const x = ld[db];
    if (!x) continue;
    for (const [state, m] of [
      [`empty`, x.before],
      [`loaded (${x.loadSeconds} s to load)`, x.after],
    ]) {
      out.push(
        `| ${label} | ${state} | ${num(m.homeRps)} | ${num(m.homeP99Ms)} | ${num(m.countRps)} | ${num(m.countP99Ms)} | ${num(m.panelMs, 1)} | ${kb(m.panelBytes)} | ${m.peakRssBytes ? Math.round(m.peakRssBytes / 1048576) : "–"} | ${m.homeNon2xx + m.countNon2xx} |`,
      );
    }
  }
  if (ld.postgresSkipped) out.push("", `PostgreSQL: ${ld.postgresSkipped}`);
  const backups = [
    ["pglite", "PGlite"],
    ["postgres", "PostgreSQL"],
  ].filter(([db]) => ld[db]?.backup);
  if (backups.length) {
    out.push(
      "",
      "The nightly backup of the loaded site (`POST /api/backups`: the database dump, the photos, the check of the whole file), made while the home page takes the same load as the rows above; the home page's figures are over the backup's time only, to compare with the loaded row's.",
      "",
      "| Database | Backup s | Backup MB | Home req/s meanwhile | Home p99 ms meanwhile | p99 rise ms | Errors or non-2xx |",
      "|---|--:|--:|--:|--:|--:|--:|",
    );
    for (const [db, label] of backups) {
      const b = ld[db].backup;
      out.push(
        `| ${label} | ${num(b.seconds, 1)} | ${Math.round(b.bytes / 1048576)} | ${num(b.homeRps)} | ${num(b.homeP99Ms)} | ${num(b.homeP99Ms - ld[db].after.homeP99Ms)} | ${b.homeNon2xx} |`,
      );
    }
  }
  out.push("");
  return out;
}

function availabilitySection(a, duration) {
  const v = (a.pglite ?? a.postgres)?.volumes;
  const out = [
    "## Availability (calendar sync)",
    "",
    `Airbnb-style feeds of ${v?.eventsPerFeed ?? "–"} all-day events (one night each, a night apart, from a month ago), served on loopback with new UIDs and DTSTAMPs on every download and fetched through \`POST /api/rooms/{id}/calendars/sync\` (fetch, parse with ical.js, one transaction). "Moved" syncs shift every stay by a day (the feed's ranges deleted and written again); "unchanged" ones read the same stays and write nothing. Then ${v?.feedsPerRoom ?? "–"} such feeds on each of the 4 rooms, and \`GET /api/rooms/uno/availability\` (the room page's 90 days, and 370 days) with autocannon, 10 connections, ${duration} s per row.`,
    "",
    "| Database | 1 feed: first sync ms | every night moved ms | unchanged ms | 10 feeds of a room ms | Feeds / events loaded | Availability 90 d req/s (p99 ms), no feeds | loaded | 370 d req/s (p99 ms), no feeds | loaded | Non-2xx |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const [db, label] of [
    ["pglite", "PGlite"],
    ["postgres", "PostgreSQL"],
  ]) {
    const x = a[db];
    if (!x) continue;
    const r = (row) => `${num(row?.rps)} (${row?.p99Ms ?? "–"})`;
    const bad = ["90 days", "370 days"].reduce((n, k) => n + (x.empty[k]?.non2xx ?? 0) + (x.full[k]?.non2xx ?? 0), 0);
    out.push(
      `| ${label} | ${num(x.single.firstMs)} | ${num(x.single.changedMs)} | ${num(x.single.unchangedMs)} | ${num(x.loaded.roomSyncMs)} | ${x.loaded.feeds} / ${x.loaded.events} | ${r(x.empty["90 days"])} | ${r(x.full["90 days"])} | ${r(x.empty["370 days"])} | ${r(x.full["370 days"])} | ${bad} |`,
    );
  }
  if (a.postgresSkipped) out.push("", `PostgreSQL: ${a.postgresSkipped}`);
  out.push("");
  return out;
}

function mailSection(m, options) {
  const out = [
    "## Quote submissions with e-mail on",
    "",
    `autocannon on loopback, ${(m.pglite ?? m.postgres)?.on?.connections} connections, ${options.duration} s, valid and unique POST /api/quotes (stopping at ${options.maxQuotes} requests); the server sends through an smtp-server on loopback (\`SMTP_URL\`), \`GUEST_WRITE_LIMIT\` high. Two e-mails per accepted request (owner, guest); the first row, without \`SMTP_URL\`, writes them and leaves them queued. The app keeps one pooled SMTP connection open between messages and sends them one at a time; while the load runs, the worker's turns on the single PGlite connection come rarely, so most e-mails leave once it ends.`,
    "",
    "| Database | Quotes/s | p50 ms | p99 ms | Accepted | Non-2xx | E-mails expected | Arrived at the end | Arrived after the wait | All arrived after s | E-mails/s | Peak RSS MB |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const [db, label] of [
    ["pglite", "PGlite"],
    ["postgres", "PostgreSQL"],
  ]) {
    for (const x of [m[db]?.off, m[db]?.on]) {
      if (!x) continue;
      out.push(
        x.mail
          ? `| ${label}, e-mail on | ${num(x.rps)} | ${x.p50Ms} | ${x.p99Ms} | ${x.accepted} | ${x.non2xx} | ${x.emailsExpected} | ${x.emailsAtEnd} | ${x.emailsAfterWait} (${x.waitSeconds} s more) | ${x.allArrivedAfterSeconds ?? "not within the wait"} | ${num(x.emailsPerSecond, 1)} | ${mb(x.peakRssBytes)} |`
          : `| ${label}, SMTP_URL unset | ${num(x.rps)} | ${x.p50Ms} | ${x.p99Ms} | ${x.accepted} | ${x.non2xx} | – | – | – | – | – | ${mb(x.peakRssBytes)} |`,
      );
    }
  }
  if (m.postgresSkipped) out.push("", `PostgreSQL: ${m.postgresSkipped}`);
  out.push("");
  return out;
}

export function markdown(r) {
  const out = [
    "# Benchmarks",
    "",
    "The latest `npm run bench` (see docs/operations.md, Benchmarks). Figures from a shared or busy machine are noisy.",
    "",
    ...machineSection(r),
  ];
  for (const [phase, error] of Object.entries(r.phaseErrors)) out.push(`**${phase} failed:** ${cell(error)}`, "");
  if (r.lighthouse) out.push(...lighthouseSection(r));
  const note = (db) =>
    `autocannon on loopback, ${r.options.duration} s per row, \`accept-encoding: br, gzip\`, ${db}. POST /api/quotes sends valid, unique bodies and stops at ${r.options.maxQuotes} requests. The load generator shares the machine's CPUs with the server.`;
  if (r.hits) out.push(...hitsSection(r.hits, r.options.duration));
  if (r.load?.pglite) out.push(...loadSection("Load: embedded database (PGlite)", r.load.pglite, note("PGlite on a fresh data folder")));
  if (r.load?.postgres)
    out.push(...loadSection("Load: PostgreSQL", r.load.postgres, note("PostgreSQL (a scratch database on the DATABASE_URL server)")));
  if (r.load?.postgresSkipped) out.push(`PostgreSQL load: ${r.load.postgresSkipped}`, "");
  if (r.mail) out.push(...mailSection(r.mail, r.options));
  if (r.largeData) out.push(...largeDataSection(r.largeData, r.options.duration));
  if (r.availability) out.push(...availabilitySection(r.availability, r.options.duration));
  if (r.observatory) out.push(...observatorySection(r.observatory));
  if (r.vnu) out.push(...vnuSection(r.vnu));
  if (r.axe) out.push(...axeSection(r.axe));
  return `${out.join("\n").trimEnd()}\n`;
}
