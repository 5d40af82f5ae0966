// Bundles the modules under test with esbuild (TypeScript → ESM) and runs
// node's built-in test runner on test/*.test.mjs. No browser is involved:
// these cover the pure parsing and formatting code; the browser tests in
// internal/e2e cover the screens.
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, ".build");
mkdirSync(out, { recursive: true });
await build({
  entryPoints: { sse: join(here, "../src/sse.ts"), chat: join(here, "../src/chatStream.ts") },
  bundle: true,
  format: "esm",
  platform: "neutral",
  outdir: out,
  logLevel: "warning",
});
const files = readdirSync(here).filter((f) => f.endsWith(".test.mjs")).map((f) => join(here, f));
const r = spawnSync(process.execPath, ["--test", ...files], { stdio: "inherit" });
process.exit(r.status ?? 1);
