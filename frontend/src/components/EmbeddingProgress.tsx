import { useEffect } from "react";
import { api } from "../api";
import { useAsync } from "../useAsync";

/**
 * The workspace's embedding model when it changes. While the background job
 * moves the workspace to another model, its progress: search keeps using the
 * old model until every chunk has a vector of the new one. Once it switched,
 * the model search uses now and since when (the page keeps polling until it
 * sees the switch, so the card turns without a reload). Nothing is shown for
 * a workspace that never changed model (or when the status cannot be read: it
 * is information, not an action).
 */
export function EmbeddingProgress() {
  const status = useAsync((signal) => api.get("/sources/embedding", { signal }), "/sources/embedding");
  const moving = !!status.data?.targetModel;
  const reload = status.reload;
  // Poll every three seconds while the job runs; the last answer says when it switched.
  useEffect(() => {
    if (!moving) return;
    const t = window.setInterval(() => void reload(), 3000);
    return () => window.clearInterval(t);
  }, [moving, reload]);
  const s = status.data;
  if (!s) return null;
  if (!s.targetModel) {
    if (!s.switchedAt) return null;
    return (
      <div className="card embedding-progress" role="status" data-testid="embedding-status" data-state="live">
        <h2>
          Embedding model <span className="badge">live</span>
        </h2>
        <p className="small">
          Search uses <strong>{s.model}</strong> for all {s.total} passages, since{" "}
          {new Date(s.switchedAt).toLocaleString()}.
        </p>
      </div>
    );
  }
  const pct = s.total > 0 ? Math.floor((100 * s.done) / s.total) : 100;
  return (
    <div
      className="card embedding-progress"
      role="status"
      data-testid="embedding-status"
      data-state="moving"
      data-done={s.done}
      data-total={s.total}
    >
      <h2>
        Re-embedding <span className="badge badge-busy">{pct}%</span>
      </h2>
      <p className="small">
        Moving to <strong>{s.targetModel}</strong>: {s.done} of {s.total} passages embedded. Search keeps using{" "}
        <strong>{s.model}</strong> until every passage is done, then switches at once.
      </p>
      <progress max={s.total || 1} value={s.done} aria-label="Re-embedding progress" />
      {s.chunksPerSecond != null && s.secondsLeft != null && (
        <p className="small" data-testid="embedding-rate">
          {Math.round(s.chunksPerSecond)} passages a second, about {formatLeft(s.secondsLeft)} left.
        </p>
      )}
      {s.error && <p className="muted small">Last attempt failed, retrying: {s.error}</p>}
    </div>
  );
}

/** How long the rest takes, in the largest unit that reads well. */
export function formatLeft(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  const h = Math.floor(seconds / 3600);
  return `${h} h ${Math.round((seconds - h * 3600) / 60)} min`;
}
