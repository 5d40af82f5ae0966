// The busy source's progress line, in Node (no browser): Vitest.
import { expect, test } from "vitest";
import { isBusy, progressLine } from "../src/sourceActions";
import type { Source, SyncProgress } from "../src/types";

function source(status: Source["status"], progress: Partial<SyncProgress>): Source {
  return {
    id: "s",
    provider: "upload",
    name: "Uploads",
    status,
    lastSyncedAt: null,
    lastError: null,
    documentCount: 0,
    chunkCount: 0,
    connectedBy: null,
    visibility: "workspace",
    progress: {
      running: status === "syncing",
      seen: 73,
      indexed: 70,
      failed: 1,
      total: 434,
      startedAt: null,
      resumed: false,
      waiting: false,
      followUp: false,
      note: null,
      ...progress,
    },
  };
}

test("a running pass shows its counts", () => {
  expect(progressLine(source("syncing", {}))).toBe("70 indexed, 1 failed, 73 seen of 434");
});

test("a pass resumed after an interruption says so before its counts", () => {
  const s = source("syncing", { resumed: true, note: "Resuming after an interruption" });
  expect(isBusy(s)).toBe(true);
  expect(progressLine(s)).toBe("Resuming after an interruption · 70 indexed, 1 failed, 73 seen of 434");
});

test("a sync requested during a pass is shown, not swallowed", () => {
  const s = source("syncing", { followUp: true, note: "Another pass will run when this one ends, to pick up recent changes" });
  expect(progressLine(s)).toContain("Another pass will run when this one ends");
});

test("a queued source waits for a worker", () => {
  expect(progressLine(source("queued", { running: false }))).toBe("Waiting for a worker…");
});
