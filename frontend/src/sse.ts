// The one place that reads Server-Sent Events. EventSource cannot POST or set
// headers, so the stream is read from fetch's ReadableStream and parsed here
// following the WHATWG framing rules: lines end in \n, \r\n or \r; a blank line
// dispatches; "id:", "event:", "data:" fields; lines starting with ":" are
// comments (heartbeats).

import { apiBase, buildRequest, toError, ApiError } from "./api";

/** One dispatched frame. */
export interface SSEFrame {
  id: string;
  event: string;
  data: string;
}

/** Incremental frame parser; feed it text as it arrives. */
export class SSEParser {
  private buf = "";
  private data: string[] = [];
  private event = "";
  /** The last id seen (persists across frames, as Last-Event-ID does). */
  lastEventId = "";
  /** Number of comment lines seen, e.g. ": ping" heartbeats. */
  comments = 0;

  /** Parses chunk and returns every frame it completes. */
  push(chunk: string): SSEFrame[] {
    this.buf += chunk;
    const out: SSEFrame[] = [];
    for (;;) {
      const m = /\r\n|\r|\n/.exec(this.buf);
      if (!m) break;
      // A lone \r at the end may be the first half of \r\n: wait for more.
      if (m[0] === "\r" && m.index === this.buf.length - 1) break;
      const line = this.buf.slice(0, m.index);
      this.buf = this.buf.slice(m.index + m[0].length);
      const frame = this.line(line);
      if (frame) out.push(frame);
    }
    return out;
  }

  private line(line: string): SSEFrame | null {
    if (line === "") {
      if (this.data.length === 0 && this.event === "") return null;
      const frame = { id: this.lastEventId, event: this.event || "message", data: this.data.join("\n") };
      this.data = [];
      this.event = "";
      return frame;
    }
    if (line.startsWith(":")) {
      this.comments++;
      return null;
    }
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    switch (field) {
      case "data":
        this.data.push(value);
        break;
      case "event":
        this.event = value;
        break;
      case "id":
        if (!value.includes("\0")) {
          this.lastEventId = value;
        }
        break;
      default:
        // "retry" and unknown fields are ignored.
        break;
    }
    return null;
  }
}

/** Why a stream stopped before "done". */
export type StreamErrorReason = "server" | "ended" | "network" | "reconnect";

/** Why a stream failed: the server said so, or it ended without "done". */
export class StreamError extends Error {
  /**
   * "server" for an error frame, "ended" for a stream cut short, "network" when the fetch broke,
   * "reconnect" when a replica shutting down asked the client to reconnect (the turn goes on).
   */
  readonly reason: StreamErrorReason;
  /** The id of the last frame received, for a Last-Event-ID resume. */
  readonly lastEventId: string;
  constructor(reason: StreamErrorReason, message: string, lastEventId: string) {
    super(message);
    this.name = "StreamError";
    this.reason = reason;
    this.lastEventId = lastEventId;
  }
}

export interface StreamOptions {
  method?: "GET" | "POST";
  body?: unknown;
  /** Sent as Last-Event-ID to resume after that frame. */
  lastEventId?: string;
  signal?: AbortSignal;
  /** Called for every frame, including the final "done". */
  onFrame: (frame: SSEFrame) => void;
}

/**
 * Opens an event stream on an API route and reads it to the end. Resolves
 * with the last event id once a "done" frame arrives. Rejects with an
 * ApiError when the request is refused (409, 429, ...), and with a
 * StreamError on an "error" frame, on a "reconnect" frame, or when the
 * stream ends without "done".
 */
export async function readStream(path: string, opts: StreamOptions): Promise<string> {
  const headers: Record<string, string> = { Accept: "text/event-stream" };
  if (opts.lastEventId) headers["Last-Event-ID"] = opts.lastEventId;
  const init = buildRequest(opts.method ?? "POST", { body: opts.body, signal: opts.signal, headers });
  const parser = new SSEParser();
  parser.lastEventId = opts.lastEventId ?? "";
  let res: Response;
  try {
    res = await fetch(apiBase + path, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new StreamError("network", "the connection to the server failed", parser.lastEventId);
  }
  if (!res.ok) throw await toError(res);
  if (!res.body) throw new ApiError(res.status, "the server sent no stream", "internal", null);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") throw err;
        throw new StreamError("network", "the connection dropped while the answer was streaming", parser.lastEventId);
      }
      if (chunk.done) break;
      for (const frame of parser.push(chunk.value)) {
        if (frame.event === "reconnect") {
          // A replica shutting down: not part of the turn, and it has no id of its own.
          await reader.cancel().catch(() => undefined);
          throw new StreamError("reconnect", "the server is restarting", parser.lastEventId);
        }
        opts.onFrame(frame);
        if (frame.event === "error") {
          throw new StreamError("server", errorMessage(frame.data), parser.lastEventId);
        }
        if (frame.event === "done") {
          await reader.cancel().catch(() => undefined);
          return parser.lastEventId;
        }
      }
    }
  } finally {
    reader.releaseLock();
  }
  // Flush a final frame that lacked its blank line, then judge.
  for (const frame of parser.push("\n\n")) {
    opts.onFrame(frame);
    if (frame.event === "done") return parser.lastEventId;
    if (frame.event === "error") throw new StreamError("server", errorMessage(frame.data), parser.lastEventId);
  }
  throw new StreamError("ended", "the answer stream ended before the answer was complete", parser.lastEventId);
}

function errorMessage(data: string): string {
  try {
    const v = JSON.parse(data) as { message?: unknown };
    if (typeof v.message === "string" && v.message) return v.message;
  } catch {
    // fall through
  }
  return data || "the turn failed";
}
