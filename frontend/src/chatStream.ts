// Runs one chat turn over SSE and folds its frames into a Turn the page renders.
import { ApiError } from "./api";
import { readStream, StreamError, type SSEFrame } from "./sse";
import type { Citation, QueryResult, Turn } from "./types";

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
    flaggedUncited: false,
    createdAt: new Date().toISOString(),
  };
}

function parse<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/** Applies one frame to the turn, returning a new turn (or the same one). */
export function applyFrame(t: Turn, f: SSEFrame, meta: (m: TurnMeta) => void): Turn {
  switch (f.event) {
    case "turn": {
      const v = parse<{ turnId: string; seq: number; modelId: string; offline: boolean }>(f.data);
      return v ? { ...t, id: v.turnId, seq: v.seq, modelId: v.modelId || t.modelId, offline: v.offline } : t;
    }
    case "tool_call": {
      const v = parse<{ id: string; name: string; display: string }>(f.data);
      if (!v || t.toolSteps.some((s) => s.id && s.id === v.id)) return t;
      return { ...t, toolSteps: [...t.toolSteps, v] };
    }
    case "citation": {
      const v = parse<Citation>(f.data);
      if (!v || t.citations.some((c) => c.n === v.n)) return t;
      return { ...t, citations: [...t.citations, v] };
    }
    case "query_result": {
      const v = parse<QueryResult>(f.data);
      return v ? { ...t, queryResults: [...t.queryResults, { ...v, columns: v.columns ?? [], rows: v.rows ?? [] }] } : t;
    }
    case "delta": {
      const v = parse<{ text: string }>(f.data);
      return v ? { ...t, answer: t.answer + v.text } : t;
    }
    case "compaction": {
      const v = parse<{ compactedTurns: number; summary: string }>(f.data);
      if (v) meta({ compactedTurns: v.compactedTurns, summary: v.summary });
      return t;
    }
    case "usage": {
      const v = parse<{ contextUsage: number }>(f.data);
      if (v) meta({ contextUsage: v.contextUsage });
      return t;
    }
    case "done": {
      const v = parse<{ flaggedUncited: boolean }>(f.data);
      return { ...t, status: "completed", flaggedUncited: !!v?.flaggedUncited };
    }
    case "error": {
      const v = parse<{ message: string }>(f.data);
      return { ...t, status: "failed", error: v?.message || "the turn failed" };
    }
    default:
      return t;
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
  update: (fn: (t: Turn) => Turn) => void;
  meta: (m: TurnMeta) => void;
}): Promise<void> {
  let turnId = "";
  const onFrame = (f: SSEFrame) => {
    if (f.event === "turn") turnId = parse<{ turnId: string }>(f.data)?.turnId ?? turnId;
    opts.update((t) => applyFrame(t, f, opts.meta));
  };
  let lastId = "";
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

/** Fills the list fields of a stored turn that the server may send as null. */
export function normalizeTurn(t: Turn): Turn {
  return {
    ...t,
    answer: t.answer ?? "",
    toolSteps: t.toolSteps ?? [],
    citations: t.citations ?? [],
    queryResults: (t.queryResults ?? []).map((q) => ({ ...q, columns: q.columns ?? [], rows: q.rows ?? [] })),
  };
}
