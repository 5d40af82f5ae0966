import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The bundle goes straight into the Go package that embeds it. Vite empties
// the folder first, so the tracked .keep placeholder is written back after.
const outDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "../internal/webui/dist");

export default defineConfig({
  plugins: [
    react(),
    {
      name: "keep-placeholder",
      closeBundle() {
        writeFileSync(resolve(outDir, ".keep"), "");
      },
    },
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
  },
  server: {
    proxy: {
      "/api": {
        target: process.env.API_INTERNAL_URL ?? "http://127.0.0.1:8081",
        rewrite: (p) => p.replace(/^\/api/, ""),
      },
    },
  },
});
