// The state of one conversation on the chat screen, as one reducer: the
// turns, what the stream said about the chat, the composer and the citation
// rail. Pure, so it is tested without a browser (test/conversation.test.ts).
import { applyFrame, pendingTurn, type TurnMeta } from "./chatStream";
import type { SSEFrame } from "./sse";
import type { ChatDetail, ChatModels, Turn } from "./types";

/** Everything Conversation renders from. */
export interface ConversationState {
  turns: Turn[];
  meta: TurnMeta;
  loading: boolean;
  loadError: unknown;
  question: string;
  /** The model picked by the user; "" means the server's default. */
  modelId: string;
  running: boolean;
  sendError: string;
  /** The citation shown in the rail: turn index and citation label. */
  rail: { turn: number; n: number } | null;
}

/** What can happen to a conversation. */
export type ConversationAction =
  | { type: "load" }
  | { type: "loaded"; chat: ChatDetail }
  | { type: "loadFailed"; error: unknown }
  | { type: "type"; question: string }
  | { type: "pickModel"; modelId: string }
  | { type: "send"; question: string; modelId: string; offline: boolean }
  | { type: "frame"; frame: SSEFrame }
  | { type: "refused"; question: string; error: string }
  | { type: "failed"; error: string }
  | { type: "finished" }
  | { type: "cite"; turn: number; n: number }
  | { type: "closeRail" };

/** The state of a conversation about to show chatId ("" for a new one). */
export function initialConversation(chatId: string): ConversationState {
  return {
    turns: [],
    meta: {},
    loading: !!chatId,
    loadError: null,
    question: "",
    modelId: "",
    running: false,
    sendError: "",
    rail: null,
  };
}

/** The model a question is sent with: the user's pick, else the server's default. */
export function chosenModel(s: ConversationState, models: ChatModels | undefined): string {
  return s.modelId || models?.default || models?.models[0]?.id || "";
}

function updateLast(turns: Turn[], fn: (t: Turn) => Turn): Turn[] {
  const last = turns[turns.length - 1];
  return last ? [...turns.slice(0, -1), fn(last)] : turns;
}

/** Applies one action; never mutates s. */
export function conversationReducer(s: ConversationState, a: ConversationAction): ConversationState {
  switch (a.type) {
    case "load":
      return { ...s, loading: true };
    case "loaded":
      return {
        ...s,
        loading: false,
        loadError: null,
        turns: a.chat.turns,
        meta: { contextUsage: a.chat.contextUsage, compactedTurns: a.chat.compactedTurns, summary: a.chat.summary ?? undefined },
      };
    case "loadFailed":
      return { ...s, loading: false, loadError: a.error };
    case "type":
      return { ...s, question: a.question };
    case "pickModel":
      return { ...s, modelId: a.modelId };
    case "send":
      return {
        ...s,
        running: true,
        sendError: "",
        question: "",
        turns: [...s.turns, pendingTurn(a.question, a.modelId, a.offline)],
      };
    case "frame": {
      let meta: TurnMeta | undefined;
      const turns = updateLast(s.turns, (t) => {
        const r = applyFrame(t, a.frame);
        meta = r.meta;
        return r.turn;
      });
      return { ...s, turns, meta: meta ? { ...s.meta, ...meta } : s.meta };
    }
    case "refused":
      // Refused before any frame (409, 429, 403...): the question comes back.
      return { ...s, running: false, turns: s.turns.slice(0, -1), question: a.question, sendError: a.error };
    case "failed":
      return {
        ...s,
        running: false,
        turns: updateLast(s.turns, (t) => (t.status === "failed" ? t : { ...t, status: "failed", error: a.error })),
      };
    case "finished":
      return { ...s, running: false };
    case "cite":
      return { ...s, rail: { turn: a.turn, n: a.n } };
    case "closeRail":
      return { ...s, rail: null };
  }
}
