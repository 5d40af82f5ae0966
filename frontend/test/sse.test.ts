// The SSE reader and the frame folding, in Node (no browser): Vitest.
import { afterEach, expect, test, vi } from "vitest";
import { ApiError } from "../src/api";
import { applyFrame, pendingTurn, runTurn } from "../src/chatStream";
import { readStream, SSEParser, StreamError, type SSEFrame } from "../src/sse";

const transcript =
  'id: 1\nevent: turn\ndata: {"turnId":"t","chatId":"c","seq":1,"modelId":"m","offline":true}\n\n' +
  ": ping\n\n" +
  'id: 2\r\nevent: delta\r\ndata: {"text":"Hello"}\r\n\r\n' +
  'id: 3\revent: delta\rdata: {"text":" world"}\r\r' +
  "id: 4\nevent: multi\ndata: a\ndata:b\n\n" +
  'id: 5\nevent: done\ndata: {"turnId":"t","flaggedUncited":false}\n\n';

function parseAll(chunks: string[]) {
  const p = new SSEParser();
  const frames = chunks.flatMap((c) => p.push(c));
  return { frames, p };
}

function stream(body: string[], status = 200): typeof fetch {
  return async () =>
    new Response(
      new ReadableStream({
        start(c) {
          for (const part of body) c.enqueue(new TextEncoder().encode(part));
          c.close();
        },
      }),
      { status, headers: { "Content-Type": status === 200 ? "text/event-stream" : "application/json" } },
    );
}

/**
 * Stubs fetch to answer request n with bodies[n] as a stream (null, or no body left: the network is down) and
 * returns the calls made, each one's URL and Last-Event-ID.
 */
function serveInOrder(bodies: (string[] | null)[]) {
  const calls: { url: string; last: string | null }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, last: new Headers(init.headers).get("Last-Event-ID") });
    const body = bodies[calls.length - 1];
    if (!body) throw new TypeError("network down");
    return stream(body)(url, init);
  });
  return calls;
}

/** runTurn asking "q" of model "m" in chat "c", every frame pushed to frames; more adds callbacks. */
function askInChat(frames: SSEFrame[], more: Partial<Parameters<typeof runTurn>[0]> = {}) {
  return runTurn({
    chatId: "c",
    question: "q",
    modelId: "m",
    signal: new AbortController().signal,
    onFrame: (f) => frames.push(f),
    ...more,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test("parses frames with LF, CRLF and CR line ends, comments and multi-line data", () => {
  const { frames, p } = parseAll([transcript]);
  expect(frames.map((f) => [f.id, f.event])).toEqual([
    ["1", "turn"],
    ["2", "delta"],
    ["3", "delta"],
    ["4", "multi"],
    ["5", "done"],
  ]);
  expect(frames[3]?.data).toBe("a\nb");
  expect(p.comments).toBe(1);
  expect(p.lastEventId).toBe("5");
});

test("gives the same frames however the bytes are split", () => {
  const whole = parseAll([transcript]).frames;
  for (let size = 1; size < 17; size++) {
    const chunks: string[] = [];
    for (let i = 0; i < transcript.length; i += size) chunks.push(transcript.slice(i, i + size));
    expect(parseAll(chunks).frames, `chunk size ${size}`).toEqual(whole);
  }
});

test("keeps the last id across frames without one", () => {
  const { frames } = parseAll(["id: 7\nevent: a\ndata: 1\n\nevent: b\ndata: 2\n\n"]);
  expect(frames[1]?.id).toBe("7");
});

test("resolves with the last id when done arrives", async () => {
  vi.stubGlobal("fetch", stream([transcript]));
  const seen: string[] = [];
  const last = await readStream("/chat/x/turns", { body: {}, onFrame: (f) => seen.push(f.event) });
  expect(last).toBe("5");
  expect(seen.at(-1)).toBe("done");
});

test("fails a stream that ends without done", async () => {
  vi.stubGlobal("fetch", stream(['id: 1\nevent: delta\ndata: {"text":"half"}\n\n']));
  const err = await readStream("/x", { onFrame: () => {} }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(StreamError);
  expect((err as StreamError).reason).toBe("ended");
  expect((err as StreamError).lastEventId).toBe("1");
});

test("fails with the server's message on an error frame", async () => {
  vi.stubGlobal("fetch", stream(['event: error\ndata: {"message":"model unavailable"}\n\n']));
  await expect(readStream("/x", { onFrame: () => {} })).rejects.toThrow(/model unavailable/);
});

test("throws the API's error for a refused turn", async () => {
  vi.stubGlobal("fetch", async () =>
    new Response(JSON.stringify({ error: "a turn is already running", code: "conflict" }), { status: 409 }),
  );
  const err = await readStream("/x", { onFrame: () => {} }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).status).toBe(409);
  expect((err as ApiError).code).toBe("conflict");
});

test("a refused stream says when to retry, unless the sentence already does (a monthly budget)", async () => {
  const refuse = (error: string, after: string) => async () =>
    new Response(JSON.stringify({ error, code: "rate_limited" }), { status: 429, headers: { "Retry-After": after } });
  vi.stubGlobal("fetch", refuse("you already have 4 answers streaming", "5"));
  const capped = (await readStream("/x", { onFrame: () => {} }).catch((e: unknown) => e)) as ApiError;
  expect(capped.status).toBe(429);
  expect(capped.message).toBe("you already have 4 answers streaming (try again in 5 s)");
  vi.stubGlobal("fetch", refuse("this workspace has used its monthly model budget; answers resume on January 1", "2592000"));
  const budget = (await readStream("/x", { onFrame: () => {} }).catch((e: unknown) => e)) as ApiError;
  expect(budget.message).toBe("this workspace has used its monthly model budget; answers resume on January 1");
});

test("sends Last-Event-ID when resuming", async () => {
  let headers: Record<string, string> = {};
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    headers = init.headers as Record<string, string>;
    return stream(['id: 9\nevent: done\ndata: {"turnId":"t","flaggedUncited":false}\n\n'])(url, init);
  });
  await readStream("/x", { method: "GET", lastEventId: "8", onFrame: () => {} });
  expect(headers["Last-Event-ID"]).toBe("8");
});

test("folds frames into a turn and marks failure", () => {
  let t = pendingTurn("q", "m", false);
  for (const f of parseAll([transcript]).frames) t = applyFrame(t, f).turn;
  expect(t.id).toBe("t");
  expect(t.answer).toBe("Hello world");
  expect(t.status).toBe("completed");
  const boom: SSEFrame = { id: "1", event: "error", data: '{"message":"boom"}' };
  const failed = applyFrame(pendingTurn("q", "m", false), boom).turn;
  expect(failed.status).toBe("failed");
  expect(failed.error).toBe("boom");
});

test("reports what usage and compaction frames say about the chat", () => {
  const t = pendingTurn("q", "m", false);
  expect(applyFrame(t, { id: "1", event: "usage", data: '{"contextUsage":0.5,"inputTokens":1,"outputTokens":2}' }).meta).toEqual({
    contextUsage: 0.5,
  });
  expect(applyFrame(t, { id: "2", event: "compaction", data: '{"compactedTurns":9,"summary":"s"}' }).meta).toEqual({
    compactedTurns: 9,
    summary: "s",
  });
});

test("runTurn reconnects by itself with Last-Event-ID after drops, saying so, until done", async () => {
  vi.useFakeTimers();
  const calls = serveInOrder([
    // The first stream drops after two frames; the first reconnect fails outright; the second finishes.
    ['id: 1\nevent: turn\ndata: {"turnId":"t9","chatId":"c","seq":1,"modelId":"m","offline":false}\n\n', 'id: 2\nevent: delta\ndata: {"text":"Hel"}\n\n'],
    null,
    ['id: 3\nevent: delta\ndata: {"text":"lo"}\n\n', 'id: 4\nevent: done\ndata: {"turnId":"t9","flaggedUncited":false}\n\n'],
  ]);
  const frames: SSEFrame[] = [];
  const states: boolean[] = [];
  let turnId = "";
  const done = askInChat(frames, { onReconnecting: (on) => states.push(on), onTurnId: (id) => (turnId = id) });
  await vi.runAllTimersAsync();
  await done;
  vi.useRealTimers();
  expect(frames.map((f) => f.id)).toEqual(["1", "2", "3", "4"]);
  expect(calls.map((c) => [c.url.endsWith("/chat/c/turns/t9/events"), c.last])).toEqual([
    [false, null],
    [true, "2"],
    [true, "2"],
  ]);
  expect(states).toEqual([true, true, false]);
  expect(turnId).toBe("t9");
});

test("runTurn reconnects at once after a reconnect frame, keeping Last-Event-ID", async () => {
  vi.useFakeTimers();
  const calls = serveInOrder([
    // A replica shutting down ends the stream with a reconnect frame (no id); the next replica finishes the turn.
    ['id: 1\nevent: turn\ndata: {"turnId":"t7","chatId":"c","seq":1,"modelId":"m","offline":false}\n\n', 'id: 2\nevent: delta\ndata: {"text":"Hel"}\n\n',
      'event: reconnect\ndata: {"message":"this server is restarting; reconnect to continue the answer"}\n\n'],
    ['id: 3\nevent: delta\ndata: {"text":"lo"}\n\n', 'id: 4\nevent: done\ndata: {"turnId":"t7","flaggedUncited":false}\n\n'],
  ]);
  const frames: SSEFrame[] = [];
  const done = askInChat(frames);
  // No backoff: the reconnect is made without waiting for any timer.
  await vi.advanceTimersByTimeAsync(0);
  await done;
  vi.useRealTimers();
  expect(frames.map((f) => `${f.id} ${f.event}`)).toEqual(["1 turn", "2 delta", "3 delta", "4 done"]);
  expect(calls.map((c) => [c.url.endsWith("/chat/c/turns/t7/events"), c.last])).toEqual([
    [false, null],
    [true, "2"],
  ]);
});
