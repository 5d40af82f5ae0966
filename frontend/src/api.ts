// The one fetch wrapper. Every call goes to /api (cmd/web forwards it to the
// API). A 401 sends the browser to the sign-in page; any other failure throws
// an ApiError carrying the status and the API's error sentence.
import type { paths } from "./api.gen";

/** An HTTP failure from the API, with its status and the body's message/code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;
  constructor(status: number, message: string, code: string, body: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** Thrown after a 401 once the redirect to /signin has been started. */
export class SignedOut extends ApiError {}

const BASE = "/api";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  /** JSON body; a FormData body is sent as multipart instead. */
  body?: unknown;
  signal?: AbortSignal;
  /** When false, a 401 throws instead of redirecting (sign-in page itself). */
  redirectOn401?: boolean;
  headers?: Record<string, string>;
}

/** Sends the browser to the sign-in page unless it is already there. */
export function goToSignIn(): void {
  if (window.location.pathname !== "/signin") {
    const next = window.location.pathname + window.location.search;
    window.location.assign("/signin" + (next !== "/" ? "?next=" + encodeURIComponent(next) : ""));
  }
}

/** Builds the request for a route; shared with the SSE reader. */
export function buildRequest(method: Method, opts: RequestOptions = {}): RequestInit {
  const headers: Record<string, string> = { Accept: "application/json", ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  return { method, headers, body, credentials: "same-origin", signal: opts.signal, cache: "no-store" };
}

/** Turns a failed response into an ApiError (redirecting on 401 when asked). */
export async function toError(res: Response, redirectOn401 = true): Promise<ApiError> {
  let body: unknown = null;
  let message = res.statusText || `HTTP ${res.status}`;
  let code = "";
  const text = await res.text().catch(() => "");
  if (text) {
    try {
      body = JSON.parse(text);
      if (body && typeof body === "object") {
        const b = body as { error?: unknown; code?: unknown };
        if (typeof b.error === "string") message = b.error;
        if (typeof b.code === "string") code = b.code;
      }
    } catch {
      body = text;
    }
  }
  if (res.status === 401 && redirectOn401) {
    goToSignIn();
    return new SignedOut(401, message, code || "unauthorized", body);
  }
  if (res.status === 429) {
    const after = res.headers.get("Retry-After");
    // A long wait (a monthly budget) is said in the sentence itself.
    if (after && Number(after) <= 3600) message += ` (try again in ${after} s)`;
  }
  return new ApiError(res.status, message, code, body);
}

/** Calls the API and decodes the JSON answer (undefined for 204). */
export async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(BASE + path, buildRequest(method, opts));
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, "the server could not be reached; check your connection", "network", null);
  }
  if (!res.ok) throw await toError(res, opts.redirectOn401 ?? true);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  return JSON.parse(text) as T;
}

// The typed client: each call names a path of api/openapi.yaml (as the
// generated `paths` spells it, with {placeholders}), and its path parameters,
// query, body and answer are the contract's, so a path or body that does not
// match the contract fails `tsc` (test/api-contract.ts shows it).

type HttpMethod = "get" | "post" | "put" | "patch" | "delete";
type Path = keyof paths;
/** The paths of the contract that have method M. */
export type PathsWith<M extends HttpMethod> = {
  [P in Path]: paths[P] extends Record<M, infer O> ? ([O] extends [never] ? never : O extends undefined ? never : P) : never;
}[Path];
type Op<P extends Path, M extends HttpMethod> = NonNullable<paths[P][M & keyof paths[P]]>;

type Content<R> = R extends { content: { "application/json": infer B } } ? B : void;
/** The JSON body of an operation's success answer (void for 204 or none). */
export type Answer<O> = O extends { responses: infer R }
  ? 200 extends keyof R
    ? Content<R[200]>
    : 201 extends keyof R
      ? Content<R[201]>
      : 202 extends keyof R
        ? Content<R[202]>
        : void
  : void;
type JsonBody<O> = O extends { requestBody: { content: { "application/json": infer B } } }
  ? B
  : O extends { requestBody: { content: { "multipart/form-data": unknown } } }
    ? FormData
    : O extends { requestBody?: { content: { "application/json": infer B } } }
      ? B | undefined
      : never;
type PathParams<O> = O extends { parameters: { path: infer PP } } ? ([PP] extends [never] ? never : PP) : never;
type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [never] ? never : Q) : never;

/** What a call passes beside the path: its path parameters, query and body when the operation has them. */
export type CallOptions<O> = Omit<RequestOptions, "body"> &
  ([PathParams<O>] extends [never] ? { params?: never } : { params: PathParams<O> }) &
  ([QueryParams<O>] extends [never] ? { query?: never } : { query?: QueryParams<O> }) &
  ([JsonBody<O>] extends [never] ? { body?: never } : undefined extends JsonBody<O> ? { body?: JsonBody<O> } : { body: JsonBody<O> });

type Args<O> = [PathParams<O>] extends [never]
  ? [JsonBody<O>] extends [never]
    ? [opts?: CallOptions<O>]
    : undefined extends JsonBody<O>
      ? [opts?: CallOptions<O>]
      : [opts: CallOptions<O>]
  : [opts: CallOptions<O>];

/** Fills a contract path's {placeholders} (escaped) and appends the query. */
export function pathFor(template: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(v));
  });
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) q.set(k, String(v));
  }
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

function call<M extends HttpMethod>(method: M) {
  return <P extends PathsWith<M>>(path: P, ...args: Args<Op<P, M>>): Promise<Answer<Op<P, M>>> => {
    const opts = (args[0] ?? {}) as RequestOptions & { params?: Record<string, unknown>; query?: Record<string, unknown> };
    const { params, query, ...rest } = opts;
    return request<Answer<Op<P, M>>>(method.toUpperCase() as Method, pathFor(path, params, query), rest);
  };
}

/** The API, typed by api/openapi.yaml's generated paths. */
export const api = {
  get: call("get"),
  post: call("post"),
  put: call("put"),
  patch: call("patch"),
  del: call("delete"),
};

/** A message fit for the screen from anything thrown. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}

/**
 * A catch handler for an optional route: a server without it (404/405: an older or smaller deployment) simply has
 * none of the thing, so the screen shows `fallback`; every other error is thrown on.
 */
export function unlessMissing<T>(fallback: T): (err: unknown) => T {
  return (err) => {
    if (err instanceof ApiError && (err.status === 404 || err.status === 405)) return fallback;
    throw err;
  };
}

/** True for errors that need no message (aborted fetch, redirect to sign-in). */
export function isQuiet(err: unknown): boolean {
  return err instanceof SignedOut || (err instanceof DOMException && err.name === "AbortError");
}

export const apiBase = BASE;
