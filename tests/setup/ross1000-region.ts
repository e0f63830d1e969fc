import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";

/**
 * The region's ISTAT web service (Ross1000 / Turismo5 "checkinV2") of the tests' own, on
 * loopback, as resources/istat/ROSS1000.md describes it: SOAP 1.1 `inviaMovimentazione` in the
 * service's namespace with unqualified children, HTTP Basic authentication (401 otherwise), the
 * XSD's element order (a file out of order is a SOAP fault, as a schema-validating service
 * answers), and each guest's record checked against the layout's rules and the police tables:
 * a guest who breaks one is refused on its own (`successo=false` with the reason) and the rest of
 * the day is taken. What it takes is kept by structure and day, so that a test can read it.
 */

const TABLES_DIR = path.resolve(import.meta.dirname, "../../resources/alloggiati");
const NAMESPACE = "http://checkin.ws.service.turismo5.gies.it/";
const ITALY = "100000100";

function readTable(file: string): string[][] {
  return fs
    .readFileSync(path.join(TABLES_DIR, file), "latin1")
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => l.split(/[,;]/).map((f) => f.trim()));
}

const comuni = new Set(readTable("comuni.csv").map(([code]) => code!));
const stati = new Set(readTable("stati.csv").map(([code]) => code!));

const TIPOTURISMO = new Set([
  "CULTURALE",
  "BALNEARE",
  "CONGRESSUALE/AFFARI",
  "FIERISTICO",
  "SPORTIVO/FITNESS",
  "SCOLASTICO",
  "RELIGIOSO",
  "SOCIALE",
  "PARCHI TEMATICI",
  "TERMALE/TRATTAMENTI SALUTE",
  "ENOGASTRONOMICO",
  "CICLOTURISMO",
  "ESCURSIONISTICO/NATURALISTICO",
  "ALTRO MOTIVO",
  "NON SPECIFICATO",
]);
const MEZZOTRASPORTO = new Set([
  "AUTO",
  "AEREO",
  "AEREO+PULLMAN",
  "AEREO+NAVETTA/TAXI/AUTO",
  "AEREO+TRENO",
  "TRENO",
  "PULLMAN",
  "CARAVAN/AUTOCARAVAN",
  "BARCA/NAVE/TRAGHETTO",
  "MOTO",
  "BICICLETTA",
  "A PIEDI",
  "ALTRO MEZZO",
  "NON SPECIFICATO",
]);

/** The XSD's sequences (checkin.xsd, v2.xsd): `?` optional, `+` one or more, `*` any. */
const SEQUENCES: Record<string, string[]> = {
  movimentazione: ["codice", "prodotto", "movimento+"],
  movimento: ["data", "struttura", "arrivi?", "partenze?", "prenotazioni?", "rettifiche?"],
  struttura: ["apertura", "camereoccupate", "cameredisponibili", "lettidisponibili"],
  arrivi: ["arrivo*"],
  partenze: ["partenza*"],
  rettifiche: ["eliminazione*"],
  arrivo: [
    "idswh",
    "tipoalloggiato",
    "idcapo?",
    "cognome?",
    "nome?",
    "sesso",
    "cittadinanza",
    "statoresidenza",
    "luogoresidenza",
    "datanascita",
    "statonascita?",
    "comunenascita?",
    "tipoturismo?",
    "mezzotrasporto?",
    "canaleprenotazione?",
    "titolostudio?",
    "professione?",
    "esenzioneimposta?",
  ],
  partenza: ["idswh", "tipoalloggiato", "arrivo"],
  eliminazione: ["idswh", "tipoalloggiato", "arrivo"],
};

/** An element as fast-xml-parser's preserveOrder gives it: its name, then its children or text. */
type Node = { name: string; children: Node[]; text: string };

function toNodes(raw: unknown[]): Node[] {
  const nodes: Node[] = [];
  for (const item of raw as Record<string, unknown>[]) {
    const name = Object.keys(item).find((k) => k !== ":@");
    if (!name || name === "#text") continue;
    const inner = item[name] as unknown[];
    const text = (inner as Record<string, unknown>[]).map((c) => (c["#text"] === undefined ? "" : String(c["#text"]))).join("");
    nodes.push({ name: name.replace(/^.*:/, ""), children: toNodes(inner), text });
  }
  return nodes;
}

class Fault extends Error {}

/** Checks a node's children against its sequence; a file out of order is refused as a whole. */
function checkOrder(node: Node, parent = ""): void {
  // A departure's and a deletion's `arrivo` is the arrival day, a leaf: only `arrivi` holds guests.
  const sequence = node.name === "arrivo" && parent !== "arrivi" ? undefined : SEQUENCES[node.name];
  if (!sequence) return;
  let i = 0;
  for (const step of sequence) {
    const [name, mark] = [step.replace(/[?+*]$/, ""), step.at(-1)];
    let count = 0;
    while (node.children[i]?.name === name) {
      count++;
      i++;
      if (mark !== "+" && mark !== "*") break;
    }
    if (count === 0 && mark !== "?" && mark !== "*") throw new Fault(`${node.name}: manca ${name} (o è fuori ordine)`);
  }
  if (i < node.children.length) throw new Fault(`${node.name}: elemento inatteso ${node.children[i]!.name}`);
  for (const child of node.children) checkOrder(child, node.name);
}

const field = (node: Node, name: string) => node.children.find((c) => c.name === name)?.text;
const isDay = (v: string | undefined) => {
  if (!v || !/^\d{8}$/.test(v)) return false;
  const d = new Date(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10).replaceAll("-", "") === v;
};

/** The layout's rules for one arriving guest: the reason it would be refused, or null. */
function arrivalError(a: Node, heads: Set<string>): string | null {
  const idswh = field(a, "idswh") ?? "";
  const tipo = Number(field(a, "tipoalloggiato"));
  if (!idswh || idswh.length > 20) return "idswh mancante o più lungo di 20 caratteri";
  if (![16, 17, 18, 19, 20].includes(tipo)) return "tipoalloggiato non valido";
  if (tipo === 19 || tipo === 20) {
    const capo = field(a, "idcapo");
    if (!capo || !heads.has(capo)) return "idcapo mancante o capofamiglia/capogruppo non comunicato prima";
  }
  if (!["M", "F"].includes(field(a, "sesso") ?? "")) return "sesso non valido (M o F)";
  if (!stati.has(field(a, "cittadinanza") ?? "")) return "cittadinanza non presente nella tabella degli stati";
  const stato = field(a, "statoresidenza") ?? "";
  if (!stati.has(stato)) return "stato di residenza non presente nella tabella degli stati";
  const luogo = field(a, "luogoresidenza") ?? "";
  if (stato === ITALY ? !comuni.has(luogo) : !luogo || luogo.length > 30) return "luogo di residenza non valido";
  if (!isDay(field(a, "datanascita"))) return "data di nascita non valida";
  const statoNascita = field(a, "statonascita");
  if (statoNascita !== undefined && !stati.has(statoNascita)) return "stato di nascita non presente nella tabella degli stati";
  const comuneNascita = field(a, "comunenascita");
  if (comuneNascita !== undefined && (statoNascita !== ITALY || !comuni.has(comuneNascita))) return "comune di nascita non valido";
  const turismo = field(a, "tipoturismo");
  if (turismo !== undefined && !TIPOTURISMO.has(turismo)) return "tipo di turismo non in elenco";
  const mezzo = field(a, "mezzotrasporto");
  if (mezzo !== undefined && !MEZZOTRASPORTO.has(mezzo)) return "mezzo di trasporto non in elenco";
  if (tipo === 17 || tipo === 18) heads.add(idswh);
  return null;
}

export type TakenDay = { data: string; apertura: string; counts: number[]; arrivals: Node[]; departures: Node[]; deletions: Node[] };

export type LoopbackRegion = {
  url: string;
  /** Every body received, in order (the SOAP envelopes). */
  requests: string[];
  /** What the region holds: by structure code, then day (yyyymmdd), the last movement taken. */
  taken: Map<string, Map<string, TakenDay>>;
  /** The guests (idswh) the region holds as arrived, with their day. */
  arrivals: Map<string, string>;
  /** A guest this region refuses for its own reason (e.g. already sent by another program). */
  refuse: (idswh: string, message: string) => void;
  close: () => Promise<void>;
};

type Result = { idswh: string; ok: boolean; error: string | null };

const resultXml = (tag: string, r: Result) =>
  `<${tag}><idswh>${r.idswh}</idswh><successo>${r.ok}</successo>${r.error ? `<errore>${r.error}</errore>` : ""}</${tag}>`;

export async function startLoopbackRegion(account: { username: string; password: string }): Promise<LoopbackRegion> {
  const requests: string[] = [];
  const taken = new Map<string, Map<string, TakenDay>>();
  const arrivals = new Map<string, string>();
  const refusals = new Map<string, string>();
  const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: true, parseTagValue: false, trimValues: true });

  const answer = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { "Content-Type": "text/xml; charset=utf-8" });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body>${body}</S:Body></S:Envelope>`,
    );
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      requests.push(text);
      const expected = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString("base64")}`;
      if (req.method !== "POST" || req.headers.authorization !== expected) {
        res.writeHead(401, { "WWW-Authenticate": 'Basic realm="Turismo5"' });
        res.end();
        return;
      }
      try {
        if (!/text\/xml/.test(req.headers["content-type"] ?? "") || req.headers.soapaction !== '""')
          throw new Fault("Content-Type text/xml e SOAPAction vuota attese");
        if (!text.includes(`xmlns:ns2="${NAMESPACE}"`) || !/<ns2:inviaMovimentazione[\s>]/.test(text))
          throw new Fault("operazione inviaMovimentazione attesa nel namespace del servizio");
        const envelope = toNodes(parser.parse(text) as unknown[]);
        const operation = envelope.find((n) => n.name === "Envelope")?.children.find((c) => c.name === "Body")?.children[0];
        const root = operation?.children[0];
        if (!operation || operation.name !== "inviaMovimentazione" || root?.name !== "movimentazione" || operation.children.length !== 1)
          throw new Fault("movimentazione attesa");
        checkOrder(root);
        const code = field(root, "codice")!;
        const days = root.children.filter((c) => c.name === "movimento");
        let last = "";
        const heads = new Set<string>();
        const results = days.map((day) => {
          const data = field(day, "data");
          if (!isDay(data) || data! <= last) throw new Fault(`data non valida o giorni non in ordine: ${data}`);
          last = data!;
          const s = day.children.find((c) => c.name === "struttura")!;
          const apertura = field(s, "apertura");
          const counts = ["camereoccupate", "cameredisponibili", "lettidisponibili"].map((n) => field(s, n) ?? "");
          if (apertura !== "SI" && apertura !== "NO") throw new Fault(`apertura non valida: ${apertura}`);
          if (counts.some((c) => !/^\d+$/.test(c))) throw new Fault("conteggi della struttura non numerici");
          const [occupied, rooms] = counts.map(Number) as [number, number];
          if (occupied > rooms) throw new Fault(`${data}: camere occupate oltre le disponibili`);
          const list = (name: string, item: string) =>
            day.children.find((c) => c.name === name)?.children.filter((c) => c.name === item) ?? [];
          const dayArrivals = list("arrivi", "arrivo");
          const dayDepartures = list("partenze", "partenza");
          const dayDeletions = list("rettifiche", "eliminazione");
          if (apertura === "NO" && (counts.some((c) => c !== "0") || dayArrivals.length || dayDepartures.length))
            throw new Fault(`${data}: un giorno chiuso non ha camere, letti né ospiti`);
          const arrived = dayArrivals.map((a): Result => {
            const idswh = field(a, "idswh") ?? "";
            const error = refusals.get(idswh) ?? arrivalError(a, heads);
            if (!error) arrivals.set(idswh, data!);
            return { idswh, ok: !error, error };
          });
          const departed = dayDepartures.map((d): Result => {
            const idswh = field(d, "idswh") ?? "";
            const arrival = field(d, "arrivo");
            const known = arrivals.get(idswh);
            const error = !isDay(arrival)
              ? "data di arrivo non valida"
              : known !== arrival
                ? "arrivo non comunicato per questo ospite"
                : null;
            return { idswh, ok: !error, error };
          });
          const deleted = dayDeletions.map((d): Result => {
            const idswh = field(d, "idswh") ?? "";
            const known = arrivals.get(idswh) === field(d, "arrivo");
            if (known) arrivals.delete(idswh);
            return { idswh, ok: known, error: known ? null : "ospite da eliminare non presente" };
          });
          const byCode = taken.get(code) ?? new Map<string, TakenDay>();
          byCode.set(data!, {
            data: data!,
            apertura,
            counts: counts.map(Number),
            arrivals: dayArrivals.filter((_, i) => arrived[i]!.ok),
            departures: dayDepartures,
            deletions: dayDeletions,
          });
          taken.set(code, byCode);
          return (
            `<risultatiGiorno><arrivi>${arrived.map((r) => resultXml("arrivo", r)).join("")}</arrivi>` +
            `<partenze>${departed.map((r) => resultXml("partenza", r)).join("")}</partenze><prenotazioni/>` +
            `<retifiche>${deleted.map((r) => resultXml("eliminazione", r)).join("")}</retifiche></risultatiGiorno>`
          );
        });
        answer(
          res,
          200,
          `<ns2:inviaMovimentazioneResponse xmlns:ns2="${NAMESPACE}"><return>${results.join("")}</return></ns2:inviaMovimentazioneResponse>`,
        );
      } catch (error) {
        const message = error instanceof Fault ? error.message : `errore interno: ${(error as Error).message}`;
        answer(res, 500, `<S:Fault><faultcode>S:Client</faultcode><faultstring>${message}</faultstring></S:Fault>`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/Turismo5/ws/checkinV2`,
    requests,
    taken,
    arrivals,
    refuse: (idswh, message) => refusals.set(idswh, message),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
