import { api } from "./api";
import type { Source } from "./types";

/** True while a source has a pass queued or running, so the list should poll. */
export function isBusy(s: Source): boolean {
  return !!s.progress?.running || s.status === "queued" || s.status === "syncing";
}

/** Starts an OAuth connection: the API answers with the consent URL. */
export async function startConnect(provider: string): Promise<void> {
  const r = await api.post<{ url: string }>(`/sources/${provider}/authorize`);
  window.location.assign(r.url);
}
