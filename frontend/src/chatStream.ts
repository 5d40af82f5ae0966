// Runs one chat turn over SSE and folds its frames into a Turn the page renders.
import { ApiError } from "./api";
import { readStream, StreamError, type SSEFrame } from "./sse";
import type { EventData, StreamEvent, Turn } from "./types";

/** What the page learns while a turn streams, beyond the Turn itself. */
export interface TurnMeta {
  contextUsage?: number;
  compactedTurns?: number;
  summary?: string;
}

/** A fresh running turn for a question, before the server has named it. */
export function pendingTurn(question: string, modelId: string, offline: boolean): Turn {
  return {
    id: "",
    seq: 0,
    question,
    answer: "",
    status: "running",
    error: null,
    modelId,
    offline,
    toolSteps: [],
    citations: [],
    queryResults: [],
    inputTokens: 0,
    outputTokens: 0,
    flaggedUncited: false,
    createdAt: new Date().toISOString(),
  };
}

/** The frame's data as api/openapi.yaml types it for its event, or null when it is not JSON. */
function parse<E extends StreamEvent>(_event: E, data: string): EventData<E> | null {
  let v: unknown;
  try {
    v = JSON.parse(data);
  } catch {
    return null;
  }
  return v as EventData<E>;
}

/** A turn after one frame, and what the frame said about the chat, if anything. */
export interface Applied {
  turn: Turn;
  meta?: TurnMeta;
}

/** Applies one frame to the turn, returning a new turn (or the same one); pure. */
export function applyFrame(t: Turn, f: SSEFrame): Applied {
  switch (f.event) {
    case "turn": {
      const v = parse("turn", f.data);
      return { turn: v ? { ...t, id: v.turnId, seq: v.seq, modelId: v.modelId || t.modelId, offline: v.offline } : t };
    }
    case "tool_call": {
      const v = parse("tool_call", f.data);
      if (!v || t.toolSteps.some((s) => s.id && s.id === v.id)) return { turn: t };
      return { turn: { ...t, toolSteps: [...t.toolSteps, v] } };
    }
    case "citation": {
      const v = parse("citation", f.data);
      if (!v || t.citations.some((c) => c.n === v.n)) return { turn: t };
      return { turn: { ...t, citations: [...t.citations, v] } };
    }
    case "query_result": {
      const v = parse("query_result", f.data);
      return { turn: v ? { ...t, queryResults: [...t.queryResults, v] } : t };
    }
    case "delta": {
      const v = parse("delta", f.data);
      return { turn: v ? { ...t, answer: t.answer + v.text } : t };
    }
    case "compaction": {
      const v = parse("compaction", f.data);
      return { turn: t, meta: v ? { compactedTurns: v.compactedTurns, summary: v.summary } : undefined };
    }
    case "usage": {
      const v = parse("usage", f.data);
      return { turn: t, meta: v ? { contextUsage: v.contextUsage } : undefined };
    }
    case "done": {
      const v = parse("done", f.data);
      return { turn: { ...t, status: "completed", flaggedUncited: !!v?.flaggedUncited } };
    }
    case "error": {
      const v = parse("error", f.data);
      return { turn: { ...t, status: "failed", error: v?.message || "the turn failed" } };
    }
    default:
      return { turn: t };
  }
}

/** Waits between reconnects: 0.5 s doubling to 8 s, at most this many tries. */
const reconnectDelays = [500, 1000, 2000, 4000, 8000, 8000, 8000, 8000];

/**
 * Streams a turn. The turn outlives its connection on the server, so on a
 * dropped connection this reconnects by itself with backoff (GET .../events
 * with Last-Event-ID, on any replica; at once after a "reconnect" frame from
 * a replica shutting down), telling the page through
 * onReconnecting; a stream that still ends without "done" after every retry
 * marks the turn failed, never complete.
 */
export async function runTurn(opts: {
  chatId: string;
  question: string;
  modelId: string;
  signal: AbortSignal;
  /** Receives every frame, in order, from the first stream and the resumed ones. */
  onFrame: (f: SSEFrame) => void;
  /** Called with true while reconnecting, false once frames flow again. */
  onReconnecting?: (on: boolean) => void;
  /** Receives the turn's id as soon as the server names it (for Stop). */
  onTurnId?: (id: string) => void;
}): Promise<void> {
  let turnId = "";
  let reconnecting = false;
  const onFrame = (f: SSEFrame) => {
    if (f.event === "turn") {
      turnId = parse("turn", f.data)?.turnId ?? turnId;
      if (turnId) opts.onTurnId?.(turnId);
    }
    if (reconnecting) {
      reconnecting = false;
      opts.onReconnecting?.(false);
    }
    opts.onFrame(f);
  };
  let lastId: string;
  // A replica shutting down asks for a reconnect: the first try after it goes at once.
  let asked: boolean;
  try {
    await readStream(`/chat/${opts.chatId}/turns`, {
      body: { question: opts.question, modelId: opts.modelId },
      signal: opts.signal,
      onFrame,
    });
    return;
  } catch (err) {
    if (!(err instanceof StreamError) || err.reason === "server" || !turnId) throw err;
    lastId = err.lastEventId;
    asked = err.reason === "reconnect";
  }
  for (const delay of reconnectDelays) {
    reconnecting = true;
    opts.onReconnecting?.(true);
    await sleep(asked ? 0 : delay, opts.signal);
    asked = false;
    try {
      await readStream(`/chat/${opts.chatId}/turns/${turnId}/events`, {
        method: "GET",
        lastEventId: lastId,
        signal: opts.signal,
        onFrame,
      });
      return;
    } catch (err) {
      if (err instanceof StreamError && err.reason !== "server") {
        lastId = err.lastEventId || lastId;
        asked = err.reason === "reconnect";
        continue;
      }
      if (err instanceof ApiError && (err.status === 0 || err.status >= 500 || err.status === 429)) continue;
      opts.onReconnecting?.(false);
      throw err;
    }
  }
  opts.onReconnecting?.(false);
  throw new StreamError("ended", "the answer stream ended before the answer was complete", lastId);
}

/** Resolves after ms, or rejects with the AbortError when signal fires first. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException("aborted", "AbortError"));
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(t);
        reject(new DOMException("aborted", "AbortError"));
      },
      { once: true },
    );
  });
}
