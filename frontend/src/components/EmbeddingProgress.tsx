import { useEffect } from "react";
import { api } from "../api";
import { useAsync } from "../useAsync";
import type { EmbeddingStatus } from "../types";

/**
 * While the workspace moves to another embedding model, the background job's
 * progress: search keeps using the old model until every chunk has a vector of
 * the new one. Nothing is shown otherwise (or when the status cannot be read:
 * it is information, not an action).
 */
export function EmbeddingProgress() {
  const status = useAsync((signal) => api.get<EmbeddingStatus>("/sources/embedding", { signal }), "/sources/embedding");
  const moving = !!status.data?.targetModel;
  const reload = status.reload;
  // Poll every three seconds while the job runs; the last answer says when it switched.
  useEffect(() => {
    if (!moving) return;
    const t = window.setInterval(() => void reload(), 3000);
    return () => window.clearInterval(t);
  }, [moving, reload]);
  const s = status.data;
  if (!s || !s.targetModel) return null;
  const pct = s.total > 0 ? Math.floor((100 * s.done) / s.total) : 100;
  return (
    <div className="card embedding-progress" role="status">
      <h2>
        Re-embedding <span className="badge badge-busy">{pct}%</span>
      </h2>
      <p className="small">
        Moving to <strong>{s.targetModel}</strong>: {s.done} of {s.total} passages embedded. Search keeps using{" "}
        <strong>{s.model}</strong> until every passage is done, then switches at once.
      </p>
      <progress max={s.total || 1} value={s.done} aria-label="Re-embedding progress" />
      {s.error && <p className="muted small">Last attempt failed, retrying: {s.error}</p>}
    </div>
  );
}
