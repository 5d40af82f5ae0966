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

/**
 * Streams a turn. On a dropped connection it resumes once from the last frame
 * id (GET .../events with Last-Event-ID); a stream that still ends without
 * "done" marks the turn failed, never complete.
 */
export async function runTurn(opts: {
  chatId: string;
  question: string;
  modelId: string;
  signal: AbortSignal;
  /** Receives every frame, in order, from the first stream and the resumed one. */
  onFrame: (f: SSEFrame) => void;
}): Promise<void> {
  let turnId = "";
  const onFrame = (f: SSEFrame) => {
    if (f.event === "turn") turnId = parse("turn", f.data)?.turnId ?? turnId;
    opts.onFrame(f);
  };
  let lastId: string;
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
  }
  try {
    await readStream(`/chat/${opts.chatId}/turns/${turnId}/events`, {
      method: "GET",
      lastEventId: lastId,
      signal: opts.signal,
      onFrame,
    });
  } catch (err) {
    if (err instanceof ApiError || (err instanceof StreamError && err.reason !== "server")) {
      throw new StreamError("ended", "the answer stream ended before the answer was complete", lastId);
    }
    throw err;
  }
}


