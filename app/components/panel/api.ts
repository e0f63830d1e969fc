import { operationUrl, type ApiRoute, type Operation, type OperationAnswer, type OperationInput } from "~/lib/api-contract";

/**
 * The one way both panels (/admin, /super-admin) call the REST API: cookies always
 * sent, JSON bodies as JSON, files as multipart, and any answer that is not ok thrown as an
 * ApiError whose message is "status: body" while the server's own message, field errors and
 * Retry-After stay readable. Callers catch it (or let useAdminAction do so) and pick their words.
 */

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

export class ApiError extends Error {
  /** 0 when the request never got an answer (offline, server down); -1 for a fault in the page itself. */
  readonly status: number;
  readonly code?: string;
  /** The server's explanation in Italian, e.g. "Il file non è un'immagine valida". */
  readonly serverMessage?: string;
  readonly fields: Record<string, string>;
  /** The error object of the answer as sent, with any extra data (e.g. the conflicts of a 409 room_busy). */
  readonly details: Record<string, unknown>;
  /** How long the server asks to wait (Retry-After, e.g. after too many wrong keys); null when it names no time. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, bodyText: string, statusText = "", retryAfter: string | null = null) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    let parsed: ErrorBody | undefined;
    try {
      parsed = JSON.parse(bodyText) as ErrorBody;
    } catch {
      parsed = undefined;
    }
    this.code = parsed?.error?.code;
    this.serverMessage = parsed?.error?.message;
    this.fields = parsed?.error?.fields ?? {};
    this.details = typeof parsed?.error === "object" && parsed.error !== null ? (parsed.error as Record<string, unknown>) : {};
    const retry = Number(retryAfter);
    this.retryAfterSeconds = retryAfter !== null && Number.isFinite(retry) && retry > 0 ? retry : null;
  }
}

export const networkError = () => new ApiError(0, "", "network");

/** What a caught failure means for the panel: an ApiError as thrown, anything else a fault in the page (-1). */
export function asApiError(caught: unknown): ApiError {
  return caught instanceof ApiError ? caught : new ApiError(-1, "", String(caught));
}

/**
 * The panel is Italian, so the server's messages must be too, even when this browser last
 * visited the public site in another language (the API would otherwise follow that choice).
 */
function italian(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}lang=it`;
}

/** The most useful thing the server said: the first field's problem, else its general message. */
export function serverDetail(error: ApiError): string | undefined {
  return Object.values(error.fields)[0] ?? error.serverMessage;
}

type Options = {
  /**
   * false for a panel that never shows the server's words (the super-admin panel picks its own
   * for each status): the path is then sent as it is, without asking for Italian.
   */
  serverMessages?: boolean;
};

/** The arguments of a call: none when the operation takes nothing, else its input. */
type CallInput<O extends Operation> = object extends OperationInput<O> ? [input?: OperationInput<O>] : [input: OperationInput<O>];

type CallArgs<O extends Operation> =
  object extends OperationInput<O> ? [input?: OperationInput<O>, options?: Options] : [input: OperationInput<O>, options?: Options];

/** The address of an operation's call, for a link the browser follows (a download). */
export function apiUrl<O extends Operation>(route: ApiRoute<O>, ...[input]: CallInput<O>): string {
  return operationUrl(route, (input ?? {}) as OperationInput<O>);
}

/**
 * Calls an operation of the API (its route in `api` of ./api-routes, written from
 * app/lib/api-contract.ts's declarations) and resolves to its answer, typed from the operation's
 * own schema: the only way the panels reach the server. The body is sent as JSON, or as
 * multipart when the operation takes an upload.
 */
export async function callApi<O extends Operation>(route: ApiRoute<O>, ...[input, options]: CallArgs<O>): Promise<OperationAnswer<O>> {
  const call = (input ?? {}) as OperationInput<O>;
  return (await send(route.method.toUpperCase(), operationUrl(route, call), call.body, options)) as OperationAnswer<O>;
}

async function send(method: string, path: string, body: unknown, { serverMessages = true }: Options = {}): Promise<unknown> {
  const init: RequestInit = { method, credentials: "include", headers: { Accept: "application/json" } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, "Content-Type": "application/json" };
  }
  let response: Response;
  try {
    response = await fetch(serverMessages ? italian(path) : path, init);
  } catch {
    throw networkError();
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText, response.headers.get("Retry-After"));
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A multipart upload that reports how much has been sent (fetch cannot): large phone photos
 * take a while on a slow connection, and the owner must see that something is happening.
 */
export function uploadWithProgress<O extends Operation & { upload: object }>(
  route: ApiRoute<O>,
  input: OperationInput<O>,
  onProgress: (fraction: number) => void,
): Promise<OperationAnswer<O>> {
  return new Promise<OperationAnswer<O>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method.toUpperCase(), italian(operationUrl(route, input)));
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as OperationAnswer<O>);
        } catch {
          reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText, xhr.getResponseHeader("Retry-After")));
      }
    });
    xhr.addEventListener("error", () => reject(networkError()));
    xhr.addEventListener("abort", () => reject(networkError()));
    xhr.send(input.body as FormData);
  });
}
