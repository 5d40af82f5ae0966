// The catch handler of optional routes, in Node (no browser): Vitest.
import { expect, test } from "vitest";
import { ApiError, unlessMissing } from "../src/api";

test("unlessMissing gives the fallback when the server has no such route", () => {
  for (const status of [404, 405]) {
    expect(unlessMissing<string[]>([])(new ApiError(status, "no route", "not_found", null))).toEqual([]);
  }
  expect(unlessMissing<number | null>(null)(new ApiError(404, "no route", "not_found", null))).toBeNull();
});

test("unlessMissing throws every other error on", () => {
  const refused = new ApiError(403, "not allowed", "forbidden", null);
  expect(() => unlessMissing([])(refused)).toThrow(refused);
  const down = new ApiError(503, "the database is unreachable", "unavailable", null);
  expect(() => unlessMissing([])(down)).toThrow(down);
  const network = new TypeError("network down");
  expect(() => unlessMissing([])(network)).toThrow(network);
});
