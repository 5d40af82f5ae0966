import { Fragment, useState } from "react";
import { api } from "../api";
import { useAsync } from "../useAsync";
import type { Source } from "../types";
import { Empty, ErrorBox, Loading } from "./States";
import { isBusy, progressLine, startConnect } from "../sourceActions";
import { SlackChannels } from "./SlackChannels";
import { SourceAccess } from "./SourceAccess";
import { AccessExplain } from "./AccessExplain";

const STATUS_WORDS: Record<Source["status"], string> = {
  idle: "up to date",
  queued: "queued",
  syncing: "syncing",
  needs_review: "needs review",
  needs_reauth: "needs reconnecting",
  error: "error",
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** One source: status, live progress, actions and (on demand) its documents. */
export function SourceCard({
  source: s,
  manage,
  onChanged,
  onError,
}: {
  source: Source;
  manage: boolean;
  onChanged: () => void;
  onError: (err: unknown) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState("");
  // What became of the last "Sync now": a request is never silently dropped.
  const [syncAnswer, setSyncAnswer] = useState("");
  const busyNow = isBusy(s);

  async function act(kind: string, fn: () => Promise<unknown>) {
    setBusy(kind);
    try {
      await fn();
      onChanged();
    } catch (err) {
      onError(err);
    } finally {
      setBusy("");
    }
  }

  const p = s.progress;
  const done = p ? p.indexed + p.failed : 0;
  const pct = p && p.total ? Math.min(100, Math.round((done / p.total) * 100)) : null;
  const docsId = `docs-${s.id}`;
  return (
    <article className="card source" aria-labelledby={`src-${s.id}`} data-status={s.status}>
      <header className="source-head">
        <div>
          <h3 id={`src-${s.id}`}>{s.name}</h3>
          <span className="muted small">
            {s.provider} · {plural(s.documentCount, "document")} · {plural(s.chunkCount, "chunk")}
            {s.lastSyncedAt && <> · last synced {new Date(s.lastSyncedAt).toLocaleString()}</>}
            {s.connectedBy && <> · connected by {s.connectedBy}</>}
          </span>
        </div>
        <span className={`badge status-${s.status}`} data-testid="source-status">
          {STATUS_WORDS[s.status] ?? s.status}
        </span>
      </header>

      {busyNow && (
        <div className="progress-wrap">
          <div
            className={pct === null ? "progress indeterminate" : "progress"}
            role="progressbar"
            aria-label={`Sync progress of ${s.name}`}
            aria-valuemin={0}
            aria-valuemax={p?.total ?? undefined}
            aria-valuenow={pct === null ? undefined : done}
          >
            <div className="progress-bar" style={pct === null ? undefined : { width: `${pct}%` }} />
          </div>
          <span className="small muted" aria-live="polite" data-testid="source-progress">
            {progressLine(s)}
          </span>
        </div>
      )}

      {s.status === "needs_reauth" && (
        <div className="state state-warn" role="alert">
          <span>The connection to {s.provider} has expired or was revoked. Nothing was deleted.</span>
          {manage && (
            <button type="button" className="btn btn-small" disabled={busy !== ""} onClick={() => void act("reauth", () => startConnect(s.provider))}>
              Reconnect
            </button>
          )}
        </div>
      )}
      {s.status === "needs_review" && (
        <div className="state state-warn" role="alert">
          <span>The last pass found documents that are gone upstream. They stay searchable until you confirm.</span>
          {manage && (
            <button
              type="button"
              className="btn btn-small btn-danger"
              disabled={busy !== ""}
              onClick={() => {
                if (window.confirm(`Delete the documents of “${s.name}” that are missing upstream?`)) {
                  void act("confirm", () => api.post("/sources/{sourceId}/confirm-deletions", { params: { sourceId: s.id } }));
                }
              }}
            >
              Confirm deletions
            </button>
          )}
        </div>
      )}
      {s.lastError && (
        <div className="state state-error">
          <span>
            <strong>Last pass:</strong> {s.lastError}
          </span>
        </div>
      )}

      <SourceAccess source={s} manage={manage} onChanged={onChanged} />
      <div className="actions">
        <button type="button" className="btn btn-small" aria-expanded={open} aria-controls={docsId} onClick={() => setOpen((o) => !o)}>
          {open ? "Hide documents" : "Show documents"}
        </button>
        {manage && (
          <>
            <button
              type="button"
              className="btn btn-small"
              disabled={busy !== ""}
              title={busyNow ? "A pass is under way: another will run when it ends" : undefined}
              onClick={() =>
                void act("sync", async () => {
                  const r = await api.post("/sources/{sourceId}/sync", { params: { sourceId: s.id } });
                  setSyncAnswer(r.message);
                })
              }
            >
              {busy === "sync" ? "Queuing…" : "Sync now"}
            </button>
            <button
              type="button"
              className="btn btn-small btn-danger"
              disabled={busy !== ""}
              onClick={() => {
                if (window.confirm(`Delete “${s.name}” with all its documents? This cannot be undone.`)) {
                  void act("delete", () => api.del("/sources/{sourceId}", { params: { sourceId: s.id } }));
                }
              }}
            >
              Delete
            </button>
          </>
        )}
      </div>
      {syncAnswer && (
        <p className="small muted" role="status" data-testid="sync-answer">
          {syncAnswer}
        </p>
      )}
      {manage && s.provider === "slack" && <SlackChannels sourceId={s.id} onPicked={onChanged} />}
      {open && (
        <div id={docsId}>
          <Documents sourceId={s.id} version={`${s.documentCount}:${s.chunkCount}:${s.status}`} manage={manage} />
        </div>
      )}
    </article>
  );
}

/** A source's documents; owners and admins can ask who may see each one (AccessExplain). */
function Documents({ sourceId, version, manage }: { sourceId: string; version: string; manage: boolean }) {
  const docs = useAsync((signal) => api.get("/sources/{sourceId}/documents", { params: { sourceId }, signal }), `${sourceId}/${version}`);
  const [explaining, setExplaining] = useState("");
  if (docs.loading && !docs.data) return <Loading label="Loading documents…" />;
  if (docs.error) return <ErrorBox error={docs.error} onRetry={() => void docs.reload()} />;
  if (!docs.data || docs.data.length === 0) return <Empty title="No documents in this source yet." />;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Chunks</th>
            <th scope="col">Updated</th>
            <th scope="col">
              <span className="visually-hidden">Original</span>
            </th>
            {manage && (
              <th scope="col">
                <span className="visually-hidden">Access</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {docs.data.map((d) => (
            <Fragment key={d.id}>
              <tr>
                <td>
                  {d.url ? (
                    <a href={d.url} target="_blank" rel="noreferrer">
                      {d.title}
                    </a>
                  ) : (
                    d.title
                  )}
                  {d.error && <div className="small error-text">{d.error}</div>}
                </td>
                <td>
                  <span className={`badge doc-${d.status}`}>{d.status}</span>
                </td>
                <td>{d.chunkCount}</td>
                <td>{new Date(d.updatedAt).toLocaleString()}</td>
                <td>
                  {d.downloadUrl && (
                    <a href={d.downloadUrl} target="_blank" rel="noreferrer" data-testid="download-original">
                      Download
                    </a>
                  )}
                </td>
                {manage && (
                  <td>
                    <button
                      type="button"
                      className="btn btn-small"
                      aria-expanded={explaining === d.id}
                      onClick={() => setExplaining(explaining === d.id ? "" : d.id)}
                    >
                      Who sees it?
                    </button>
                  </td>
                )}
              </tr>
              {manage && explaining === d.id && (
                <tr>
                  <td colSpan={6}>
                    <AccessExplain documentId={d.id} title={d.title} onClose={() => setExplaining("")} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
