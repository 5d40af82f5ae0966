// The conversation reducer: every way a turn can go, without a browser.
import { expect, test } from "vitest";
import { chosenModel, conversationReducer, initialConversation, type ConversationAction, type ConversationState } from "../src/conversation";
import type { ChatDetail, ChatModels } from "../src/types";

function run(s: ConversationState, ...actions: ConversationAction[]): ConversationState {
  return actions.reduce(conversationReducer, s);
}

const frame = (id: number, event: string, data: object): ConversationAction => ({
  type: "frame",
  frame: { id: String(id), event, data: JSON.stringify(data) },
});

const stored: ChatDetail = {
  id: "c1",
  title: "Leave",
  summary: "earlier talk",
  compactedTurns: 3,
  contextUsage: 0.25,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  turns: [
    {
      id: "t1",
      seq: 4,
      question: "How do I request leave?",
      answer: "Use the form [1].",
      status: "completed",
      error: null,
      modelId: "m",
      offline: false,
      toolSteps: [{ id: "s1", name: "search_document_chunks", display: "Searched", outcome: "ok" }],
      citations: [],
      queryResults: [],
      inputTokens: 10,
      outputTokens: 5,
      flaggedUncited: false,
      createdAt: "2026-01-01T00:00:00Z",
    },
  ],
};

test("a saved chat starts loading; a new one does not", () => {
  expect(initialConversation("c1").loading).toBe(true);
  expect(initialConversation("").loading).toBe(false);
});

test("loading a chat shows its turns and what compaction left", () => {
  const s = run(initialConversation("c1"), { type: "loaded", chat: stored });
  expect(s.loading).toBe(false);
  expect(s.turns.map((t) => t.id)).toEqual(["t1"]);
  expect(s.meta).toEqual({ contextUsage: 0.25, compactedTurns: 3, summary: "earlier talk" });
});

test("a failed load keeps the error until a retry loads", () => {
  const failed = run(initialConversation("c1"), { type: "loadFailed", error: new Error("down") });
  expect(failed.loading).toBe(false);
  expect(failed.loadError).toBeInstanceOf(Error);
  const retried = run(failed, { type: "load" }, { type: "loaded", chat: stored });
  expect(retried.loadError).toBeNull();
  expect(retried.turns).toHaveLength(1);
});

test("a streamed turn is built from its frames and the chat's usage follows", () => {
  const s = run(
    initialConversation(""),
    { type: "type", question: "Refund policy?" },
    { type: "send", question: "Refund policy?", modelId: "m", offline: false },
  );
  expect(s.running).toBe(true);
  expect(s.question).toBe("");
  expect(s.turns.at(-1)?.status).toBe("running");

  const done = run(
    s,
    frame(1, "turn", { turnId: "t2", chatId: "c", seq: 1, modelId: "m2", offline: false }),
    frame(2, "tool_call", { id: "k", name: "search_document_chunks", display: "Searching" }),
    frame(3, "tool_call", { id: "k", name: "search_document_chunks", display: "Searching" }),
    frame(4, "citation", { n: 1, chunkId: "a", documentId: "b", sourceId: "c", title: "Policy", url: "", headingPath: "Refunds", snippet: "30 days", score: 1 }),
    frame(5, "delta", { text: "30 days " }),
    frame(6, "delta", { text: "[1]." }),
    frame(7, "usage", { contextUsage: 0.1, inputTokens: 100, outputTokens: 20 }),
    frame(8, "done", { turnId: "t2", flaggedUncited: false }),
    { type: "finished" },
  );
  const t = done.turns.at(-1);
  expect(t?.id).toBe("t2");
  expect(t?.modelId).toBe("m2");
  expect(t?.toolSteps).toHaveLength(1); // a repeated tool_call id is one step
  expect(t?.citations.map((c) => c.n)).toEqual([1]);
  expect(t?.answer).toBe("30 days [1].");
  expect(t?.status).toBe("completed");
  expect(done.meta.contextUsage).toBe(0.1);
  expect(done.running).toBe(false);
});

test("a refused question comes back to the composer with the reason", () => {
  const s = run(
    initialConversation("c1"),
    { type: "loaded", chat: stored },
    { type: "send", question: "Again?", modelId: "m", offline: false },
    { type: "refused", question: "Again?", error: "a turn is already running in this chat" },
  );
  expect(s.turns.map((t) => t.id)).toEqual(["t1"]);
  expect(s.question).toBe("Again?");
  expect(s.sendError).toMatch(/already running/);
  expect(s.running).toBe(false);
});

test("a stream cut after it started marks the turn failed, keeping the server's reason", () => {
  const base = run(initialConversation(""), { type: "send", question: "q", modelId: "m", offline: true }, frame(1, "delta", { text: "half" }));
  const cut = run(base, { type: "failed", error: "the answer stream ended" });
  expect(cut.turns.at(-1)).toMatchObject({ status: "failed", error: "the answer stream ended", answer: "half" });
  const refusedByServer = run(base, frame(2, "error", { message: "model unavailable" }), { type: "failed", error: "stream error" });
  expect(refusedByServer.turns.at(-1)?.error).toBe("model unavailable");
});

test("the rail opens on a citation and closes", () => {
  const open = run(initialConversation(""), { type: "cite", turn: 0, n: 2 });
  expect(open.rail).toEqual({ turn: 0, n: 2 });
  expect(run(open, { type: "closeRail" }).rail).toBeNull();
});

test("the model is the user's pick, else the server's default", () => {
  const models: ChatModels = { models: [{ id: "a", label: "A" }, { id: "b", label: "B" }], default: "b", offline: false };
  const s = initialConversation("");
  expect(chosenModel(s, undefined)).toBe("");
  expect(chosenModel(s, models)).toBe("b");
  expect(chosenModel(run(s, { type: "pickModel", modelId: "a" }), models)).toBe("a");
});

test("never mutates the state it is given", () => {
  const s = Object.freeze(run(initialConversation("c1"), { type: "loaded", chat: stored }));
  const before = JSON.stringify(s);
  run(s, { type: "send", question: "q", modelId: "m", offline: false }, frame(1, "delta", { text: "x" }), { type: "failed", error: "e" });
  expect(JSON.stringify(s)).toBe(before);
});
