import { api } from "./api";
import type { Source } from "./types";

/** True while a source has a pass queued or running, so the list should poll. */
export function isBusy(s: Source): boolean {
  return !!s.progress?.running || s.status === "queued" || s.status === "syncing";
}

/** Starts an OAuth connection: the API answers with the consent URL. */
export async function startConnect(provider: string): Promise<void> {
  const r = await api.post("/sources/{provider}/authorize", { params: { provider } });
  window.location.assign(r.url);
}

/**
 * The line under a busy source's progress bar: what the pass is doing, and
 * the server's note when there is one ("Resuming after an interruption",
 * "Another pass will run when this one ends…").
 */
export function progressLine(s: Source): string {
  const p = s.progress;
  const counts = `${p?.indexed ?? 0} indexed, ${p?.failed ?? 0} failed, ${p?.seen ?? 0} seen${p?.total ? ` of ${p.total}` : ""}`;
  if (s.status === "queued" && !p?.running) return p?.note ? `${p.note}. Waiting for a worker…` : "Waiting for a worker…";
  return p?.note ? `${p.note} · ${counts}` : counts;
}
