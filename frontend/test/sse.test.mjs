import { test } from "node:test";
import assert from "node:assert/strict";
import { SSEParser, readStream, StreamError } from "./.build/sse.js";
import { applyFrame, pendingTurn } from "./.build/chat.js";

const transcript =
  "id: 1\nevent: turn\ndata: {\"turnId\":\"t\",\"seq\":1,\"modelId\":\"m\",\"offline\":true}\n\n" +
  ": ping\n\n" +
  "id: 2\r\nevent: delta\r\ndata: {\"text\":\"Hello\"}\r\n\r\n" +
  "id: 3\revent: delta\rdata: {\"text\":\" world\"}\r\r" +
  "id: 4\nevent: multi\ndata: a\ndata:b\n\n" +
  "id: 5\nevent: done\ndata: {}\n\n";

function parseAll(chunks) {
  const p = new SSEParser();
  const frames = chunks.flatMap((c) => p.push(c));
  return { frames, p };
}

test("parses frames with LF, CRLF and CR line ends, comments and multi-line data", () => {
  const { frames, p } = parseAll([transcript]);
  assert.deepEqual(
    frames.map((f) => [f.id, f.event]),
    [["1", "turn"], ["2", "delta"], ["3", "delta"], ["4", "multi"], ["5", "done"]],
  );
  assert.equal(frames[3].data, "a\nb");
  assert.equal(p.comments, 1);
  assert.equal(p.lastEventId, "5");
});

test("gives the same frames however the bytes are split", () => {
  const whole = parseAll([transcript]).frames;
  for (let size = 1; size < 17; size++) {
    const chunks = [];
    for (let i = 0; i < transcript.length; i += size) chunks.push(transcript.slice(i, i + size));
    assert.deepEqual(parseAll(chunks).frames, whole, `chunk size ${size}`);
  }
});

test("keeps the last id across frames without one", () => {
  const { frames } = parseAll(["id: 7\nevent: a\ndata: 1\n\nevent: b\ndata: 2\n\n"]);
  assert.equal(frames[1].id, "7");
});

function fakeFetch(body, status = 200) {
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

test("resolves with the last id when done arrives", async () => {
  globalThis.fetch = fakeFetch([transcript]);
  const seen = [];
  const last = await readStream("/chat/x/turns", { body: {}, onFrame: (f) => seen.push(f.event) });
  assert.equal(last, "5");
  assert.equal(seen.at(-1), "done");
});

test("fails a stream that ends without done", async () => {
  globalThis.fetch = fakeFetch(["id: 1\nevent: delta\ndata: {\"text\":\"half\"}\n\n"]);
  await assert.rejects(readStream("/x", { onFrame: () => {} }), (err) => {
    assert.ok(err instanceof StreamError);
    assert.equal(err.reason, "ended");
    assert.equal(err.lastEventId, "1");
    return true;
  });
});

test("fails with the server's message on an error frame", async () => {
  globalThis.fetch = fakeFetch(["event: error\ndata: {\"message\":\"model unavailable\"}\n\n"]);
  await assert.rejects(readStream("/x", { onFrame: () => {} }), /model unavailable/);
});

test("throws the API's error for a refused turn", async () => {
  globalThis.fetch = async () =>
    new Response(JSON.stringify({ error: "a turn is already running", code: "conflict" }), { status: 409 });
  await assert.rejects(readStream("/x", { onFrame: () => {} }), (err) => err.status === 409 && err.code === "conflict");
});

test("sends Last-Event-ID when resuming", async () => {
  let headers;
  globalThis.fetch = async (_url, init) => {
    headers = init.headers;
    return fakeFetch(["id: 9\nevent: done\ndata: {}\n\n"])();
  };
  await readStream("/x", { method: "GET", lastEventId: "8", onFrame: () => {} });
  assert.equal(headers["Last-Event-ID"], "8");
});

test("folds frames into a turn and marks failure", () => {
  let t = pendingTurn("q", "m", false);
  const { frames } = parseAll([transcript]);
  for (const f of frames) t = applyFrame(t, f, () => {});
  assert.equal(t.answer, "Hello world");
  assert.equal(t.status, "completed");
  const failed = applyFrame(pendingTurn("q", "m", false), { id: "1", event: "error", data: '{"message":"boom"}' }, () => {});
  assert.equal(failed.status, "failed");
  assert.equal(failed.error, "boom");
});
