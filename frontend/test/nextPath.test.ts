// ?next= after sign-in: only a path on this origin survives, in Node (no browser): Vitest. The browser's own
// behaviour is checked by internal/e2e's TestSignInNextStaysOnThisOrigin.
import { expect, test } from "vitest";
import { safeNext } from "../src/nextPath";

const origin = "https://app.example";

test("a path on this origin is kept, query and fragment too", () => {
  expect(safeNext("/sources", origin)).toBe("/sources");
  expect(safeNext("/ask/123?x=1#c2", origin)).toBe("/ask/123?x=1#c2");
  expect(safeNext("/a/../tokens", origin)).toBe("/tokens");
});

test("anything that leaves this origin, before or after normalisation, is /", () => {
  for (const next of [
    null,
    "",
    "sources",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/signin",
    "/signin?next=/x",
  ]) {
    expect(safeNext(next, origin), String(next)).toBe("/");
  }
});
