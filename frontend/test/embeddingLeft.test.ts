// The re-embedding card's "time left": seconds, then minutes, then hours and minutes, never "0 s".
import { expect, test } from "vitest";
import { formatLeft } from "../src/components/EmbeddingProgress";

test("time left reads in the largest unit that fits", () => {
  expect(formatLeft(0)).toBe("1 s");
  expect(formatLeft(42)).toBe("42 s");
  expect(formatLeft(600)).toBe("10 min");
  expect(formatLeft(3 * 3600 + 20 * 60)).toBe("3 h 20 min");
});
