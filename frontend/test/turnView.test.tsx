// The answer view while a turn streams: its sources show above its text
// (ADR 0033), rendered to markup without a browser.
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { applyFrame, pendingTurn } from "../src/chatStream";
import { TurnView } from "../src/components/TurnView";
import type { Turn } from "../src/types";

const citation = {
  n: 1,
  chunkId: "00000000-0000-0000-0000-0000000000c1",
  documentId: "00000000-0000-0000-0000-0000000000d1",
  sourceId: "00000000-0000-0000-0000-0000000000e1",
  title: "Leave policy",
  url: "",
  headingPath: "Leave policy > Annual leave",
  snippet: "25 days of annual leave",
  score: 0.8,
  location: null,
};

/** The turn after the frames, in the order the server sends them. */
function streamed(...frames: [string, object][]): Turn {
  return frames.reduce(
    (t, [event, data], i) => applyFrame(t, { id: String(i + 1), event, data: JSON.stringify(data) }).turn,
    pendingTurn("How many vacation days do new employees get?", "m", false),
  );
}

const render = (t: Turn) => renderToStaticMarkup(<TurnView turn={t} onCite={() => {}} />);

test("the sources show above the answer text as it streams", () => {
  const t = streamed(
    ["turn", { turnId: "t1", chatId: "c1", seq: 1, modelId: "m", offline: false }],
    ["tool_call", { id: "c", name: "search_document_chunks", display: "Searching documents" }],
    ["citation", citation],
    ["delta", { text: "New employees get 25 days" }],
  );
  expect(t.status).toBe("running");
  const html = render(t);
  const sources = html.indexOf('class="cite-list"');
  const text = html.indexOf('class="answer-text"');
  expect(sources).toBeGreaterThan(-1);
  expect(text).toBeGreaterThan(sources);
  expect(html.slice(sources, text)).toContain("Leave policy");
  expect(html).toContain("New employees get 25 days");
});

test("the sources show before the first word, while the answer is still being written", () => {
  const t = streamed(["turn", { turnId: "t1", chatId: "c1", seq: 1, modelId: "m", offline: false }], ["citation", citation]);
  const html = render(t);
  expect(html).toContain("Leave policy");
  expect(html).not.toContain('class="answer-text"');
  expect(html.indexOf('class="cite-list"')).toBeLessThan(html.indexOf("Working on it"));
});

test("an answer citing nothing shows no sources row", () => {
  const t = streamed(["delta", { text: "I could not find this in the workspace's documents." }], ["done", { turnId: "t1", flaggedUncited: false }]);
  const html = render(t);
  expect(html).not.toContain("cite-list");
  expect(html).toContain("could not find");
});
