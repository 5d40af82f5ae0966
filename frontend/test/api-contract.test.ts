// The client is typed by api/openapi.yaml: these calls are never sent (the
// test only builds closures), but `tsc --noEmit` (part of `npm test`) checks
// them. Each @ts-expect-error line is a call the contract forbids; if the
// typing ever stopped catching it, tsc would fail with "Unused
// '@ts-expect-error' directive". The last test checks the path builder at run time.
import { expect, test } from "vitest";
import { api, pathFor } from "../src/api";
import type { Source, Workspace } from "../src/types";

test("calls that do not match the contract fail to compile", () => {
  const calls = [
    // @ts-expect-error: no such path in api/openapi.yaml
    () => api.get("/source"),
    // @ts-expect-error: /sources has no PUT
    () => api.put("/sources"),
    // @ts-expect-error: the path parameter is sourceId, not id
    () => api.get("/sources/{sourceId}/documents", { params: { id: "x" } }),
    // @ts-expect-error: a path with a parameter needs it
    () => api.del("/tokens/{tokenId}"),
    // @ts-expect-error: sign-in's body has email and password, not user
    () => api.post("/auth/signin", { body: { user: "a", password: "b" } }),
    // @ts-expect-error: creating a workspace needs a body
    () => api.post("/workspaces"),
    // @ts-expect-error: a member's role is one of the contract's roles
    () => api.patch("/workspaces/{id}/members/{userId}", { params: { id: "w", userId: "u" }, body: { role: "god" } }),
    async () => {
      const sources = await api.get("/sources");
      // @ts-expect-error: the answer is Source[], whose items have no field "nam"
      return sources[0]?.nam;
    },
    async () => {
      // The answer's type is the contract's, with nothing written by hand.
      const list: Source[] = await api.get("/sources");
      const ws: Workspace = await api.post("/workspaces", { body: { name: "x" } });
      return [list, ws];
    },
  ];
  expect(calls.length).toBe(9);
});

test("pathFor fills and escapes path parameters and appends the query", () => {
  expect(pathFor("/sources/{sourceId}/files/{fileName}", { sourceId: "s1", fileName: "a b/c?.pdf" })).toBe(
    "/sources/s1/files/a%20b%2Fc%3F.pdf",
  );
  expect(pathFor("/questions/unanswered", undefined, { limit: 20, skip: undefined })).toBe("/questions/unanswered?limit=20");
  expect(() => pathFor("/tokens/{tokenId}", {})).toThrow(/tokenId/);
});
