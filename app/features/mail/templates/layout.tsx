import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { spans, type Block, type EmailContent, type Row, type Value } from "./blocks";

/**
 * The HTML of every message: tables and inline styles (what Gmail, Outlook and Apple Mail all
 * read), 600 px wide at most and fluid below, in the site's colours. Every value is a React text
 * child or attribute, so React escapes it.
 */

const COLOR = {
  sea: "#0d4a66",
  seaDark: "#0b3a4f",
  link: "#0e5a7a",
  sand: "#faf7f2",
  sandBox: "#f6efe3",
  sandLine: "#ecdfc8",
  terracotta: "#b4452e",
  ink: "#16222b",
  muted: "#46555f",
  white: "#ffffff",
} as const;

const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF = 'Georgia, "Times New Roman", Times, serif';

/** Rules for what inline styles cannot say: phones (clients that read <style>) and dark-mode opt-out. */
const CSS = `
body{margin:0;padding:0;width:100%!important;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}
table{border-collapse:collapse}
a{color:${COLOR.link}}
@media only screen and (max-width:480px){
  .outer{padding:12px 8px!important}
  .pad{padding-left:20px!important;padding-right:20px!important}
  .row td{display:block!important;width:auto!important}
  .row .label{padding-bottom:0!important;border-bottom:0!important}
  .row .value{padding-top:2px!important}
  .h1{font-size:22px!important}
}`;

/** Outlook for Windows ignores max-width: there the card is held at 600 px by a table only it sees. */
const MSO_OPEN =
  '<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->';
const MSO_CLOSE = "<!--[if mso]></td></tr></table><![endif]-->";
// Stand-ins replaced after rendering; user text can never produce them (React escapes "<").
const MSO_OPEN_MARK = '<template data-mso="open"></template>';
const MSO_CLOSE_MARK = '<template data-mso="close"></template>';

const presentation = { role: "presentation", cellPadding: 0, cellSpacing: 0, border: 0 } as const;
/** The old bgcolor attribute, which Outlook reads where it ignores background-color (React's types know it on <table> only). */
const bg = (color: string): Record<string, string> => ({ bgcolor: color });

const text: CSSProperties = { fontFamily: FONT, fontSize: "16px", lineHeight: "1.6", color: COLOR.ink };
const breakAnywhere: CSSProperties = { overflowWrap: "anywhere", wordBreak: "break-word" };

/** Spans with "\n" as <br>: Outlook does not know white-space: pre-line. */
function Lines({ text: value }: { text: string }) {
  const lines = value.split("\n");
  return (
    <>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </>
  );
}

function Inline({ value }: { value: Value }) {
  return (
    <>
      {spans(value).map((span, i) => {
        if (typeof span === "string") return <Lines key={i} text={span} />;
        if ("href" in span)
          return (
            <a key={i} href={span.href} style={{ color: COLOR.link, textDecoration: "underline", ...breakAnywhere }}>
              {span.text}
            </a>
          );
        return (
          <span key={i} aria-hidden="true" style={{ color: COLOR.terracotta, letterSpacing: "2px", fontSize: "18px" }}>
            {span.text}
          </span>
        );
      })}
    </>
  );
}

function DetailRow({ row, last, box }: { row: Row; last: boolean; box: boolean }) {
  const line = last ? "0" : `1px solid ${box ? COLOR.sandLine : "#eee7da"}`;
  return (
    <tr className="row">
      <td
        className="label"
        width="36%"
        valign="top"
        style={{
          fontFamily: FONT,
          fontSize: "14px",
          lineHeight: "22px",
          color: COLOR.muted,
          padding: "9px 12px 9px 0",
          borderBottom: line,
          verticalAlign: "top",
        }}
      >
        {row.label}
      </td>
      <td
        className="value"
        valign="top"
        style={{
          ...text,
          fontSize: "15px",
          lineHeight: "22px",
          padding: "9px 0",
          borderBottom: line,
          verticalAlign: "top",
          ...breakAnywhere,
        }}
      >
        <Inline value={row.value} />
      </td>
    </tr>
  );
}

function Details({ block }: { block: Extract<Block, { kind: "details" }> }) {
  const box = block.tone === "box";
  const rows = (
    <table {...presentation} width="100%" style={{ width: "100%" }}>
      <tbody>
        {block.rows.map((row, i) => (
          <DetailRow key={i} row={row} last={i === block.rows.length - 1} box={box} />
        ))}
      </tbody>
    </table>
  );
  const title = block.title ? (
    <h2 style={{ margin: "0 0 6px", fontFamily: FONT, fontSize: "17px", lineHeight: "1.4", fontWeight: 700, color: COLOR.sea }}>
      {block.title}
    </h2>
  ) : null;
  if (!box)
    return (
      <div style={{ margin: "0 0 24px" }}>
        {title}
        {rows}
      </div>
    );
  return (
    <table {...presentation} width="100%" style={{ width: "100%", margin: "0 0 24px" }}>
      <tbody>
        <tr>
          <td
            {...bg(COLOR.sandBox)}
            style={{
              backgroundColor: COLOR.sandBox,
              borderLeft: `4px solid ${COLOR.terracotta}`,
              borderRadius: "8px",
              padding: "16px 20px",
            }}
          >
            {title}
            {rows}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Button({ block }: { block: Extract<Block, { kind: "button" }> }) {
  return (
    <>
      <table {...presentation} style={{ margin: "8px 0 12px" }}>
        <tbody>
          <tr>
            <td
              {...bg(COLOR.terracotta)}
              style={{ backgroundColor: COLOR.terracotta, borderRadius: "8px", msoPaddingAlt: "14px 28px" } as CSSProperties}
            >
              <a
                href={block.href}
                style={{
                  display: "inline-block",
                  padding: "14px 28px",
                  fontFamily: FONT,
                  fontSize: "16px",
                  lineHeight: "1.2",
                  fontWeight: 700,
                  color: COLOR.white,
                  textDecoration: "none",
                  borderRadius: "8px",
                }}
              >
                {block.label}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p style={{ ...text, margin: "0 0 24px", fontSize: "13px", lineHeight: "1.5", color: COLOR.muted, ...breakAnywhere }}>
        {block.fallback}{" "}
        <a href={block.href} style={{ color: COLOR.link, ...breakAnywhere }}>
          {block.href}
        </a>
      </p>
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "heading":
      return (
        <>
          <h1
            className="h1"
            style={{
              margin: block.sub ? "0 0 4px" : "0 0 20px",
              fontFamily: SERIF,
              fontSize: "26px",
              lineHeight: "1.25",
              fontWeight: 700,
              color: COLOR.sea,
            }}
          >
            {block.text}
          </h1>
          {block.sub && <p style={{ ...text, margin: "0 0 20px", fontSize: "14px", color: COLOR.muted }}>{block.sub}</p>}
        </>
      );
    case "paragraph":
      return (
        <p style={{ ...text, margin: "0 0 16px", ...breakAnywhere }}>
          <Inline value={block.value} />
        </p>
      );
    case "note":
      return (
        <p style={{ ...text, margin: "0 0 16px", fontSize: "14px", lineHeight: "1.55", color: COLOR.muted, ...breakAnywhere }}>
          <Inline value={block.value} />
        </p>
      );
    case "details":
      return <Details block={block} />;
    case "button":
      return <Button block={block} />;
    case "image":
      return (
        <>
          <p style={{ margin: "0 0 8px" }}>
            <img src={block.src} alt={block.alt} width={block.width} height={block.height} style={{ display: "block", border: 0 }} />
          </p>
          <p style={{ ...text, margin: "0 0 16px", fontSize: "14px", lineHeight: "1.55", color: COLOR.muted }}>{block.caption}</p>
        </>
      );
  }
}

function Document({ content }: { content: EmailContent }) {
  return (
    <html lang={content.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <meta name="format-detection" content="telephone=no, date=no, address=no, email=no" />
        <title>{content.subject}</title>
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: COLOR.sand }}>
        <div
          style={
            {
              display: "none",
              maxHeight: 0,
              maxWidth: 0,
              overflow: "hidden",
              opacity: 0,
              fontSize: "1px",
              lineHeight: "1px",
              color: COLOR.sand,
              msoHide: "all",
            } as CSSProperties
          }
        >
          {content.preheader}
          {"\u00a0\u200c".repeat(60)}
        </div>
        <table {...presentation} width="100%" bgcolor={COLOR.sand} style={{ width: "100%", backgroundColor: COLOR.sand }}>
          <tbody>
            <tr>
              <td className="outer" align="center" style={{ padding: "28px 12px" }}>
                <template data-mso="open" />
                <table {...presentation} width="100%" style={{ width: "100%", maxWidth: "600px", margin: "0 auto" }}>
                  <tbody>
                    <tr>
                      <td
                        className="pad"
                        {...bg(COLOR.sea)}
                        style={{ backgroundColor: COLOR.sea, padding: "20px 32px", borderRadius: "12px 12px 0 0" }}
                      >
                        <p
                          style={{ margin: 0, fontFamily: SERIF, fontSize: "21px", lineHeight: "1.3", fontWeight: 700, color: COLOR.white }}
                        >
                          {content.brand}
                        </p>
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="pad"
                        {...bg(COLOR.white)}
                        style={{
                          backgroundColor: COLOR.white,
                          padding: "32px 32px 16px",
                          borderRadius: "0 0 12px 12px",
                          borderBottom: `3px solid ${COLOR.terracotta}`,
                          ...breakAnywhere,
                        }}
                      >
                        {content.blocks.map((block, i) => (
                          <BlockView key={i} block={block} />
                        ))}
                      </td>
                    </tr>
                    <tr>
                      <td className="pad" style={{ padding: "20px 32px 8px" }}>
                        {content.footer.map((line, i) => (
                          <p key={i} style={{ ...text, margin: "0 0 6px", fontSize: "13px", lineHeight: "1.5", color: COLOR.muted }}>
                            <Inline value={line} />
                          </p>
                        ))}
                      </td>
                    </tr>
                  </tbody>
                </table>
                <template data-mso="close" />
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The message's HTML document. */
export function renderHtml(content: EmailContent): string {
  const markup = renderToStaticMarkup(<Document content={content} />);
  return `<!DOCTYPE html>${markup.replace(MSO_OPEN_MARK, MSO_OPEN).replace(MSO_CLOSE_MARK, MSO_CLOSE)}`;
}
