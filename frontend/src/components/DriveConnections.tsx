import { useState } from "react";
import { api, errorText, isQuiet, unlessMissing } from "../api";
import { useAsync } from "../useAsync";
import type { DriveChoice, DriveConnection } from "../types";
import { Empty, ErrorBox, Loading } from "./States";

const KIND_WORDS: Record<DriveChoice["kind"], string> = {
  my_drive: "My Drive",
  shared_drive: "shared drive",
  folder: "folder",
};

/**
 * The Google accounts connected to the workspace: each one's chosen drives and
 * folders with their Drive status, and a picker to add more (one source each).
 * `refresh` changes when the sources list reloads, so the statuses follow it.
 */
export function DriveConnections({ refresh, onAdded }: { refresh: string; onAdded: () => void }) {
  const conns = useAsync(
    (signal) =>
      api
        .get("/gdrive/connections", { signal })
        .then((r) => r.connections)
        .catch(unlessMissing<DriveConnection[]>([])),
    `/gdrive/connections:${refresh}`,
  );
  if (conns.loading && !conns.data) return <Loading label="Loading Google Drive connections…" />;
  if (conns.error) return <ErrorBox error={conns.error} onRetry={() => void conns.reload()} />;
  const list = conns.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="card drive" aria-label="Google Drive">
      <h2>Google Drive</h2>
      {list.map((c) => (
        <DriveConnectionView key={c.credentialId} conn={c} onAdded={() => { void conns.reload(); onAdded(); }} />
      ))}
    </div>
  );
}

function DriveConnectionView({ conn, onAdded }: { conn: DriveConnection; onAdded: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = `drive-choices-${conn.credentialId}`;
  return (
    <section className="drive-connection" data-credential={conn.credentialId}>
      <div className="list-item">
        <div className="list-main">
          <strong>{conn.name}</strong>{" "}
          <span className="muted small">connected by {conn.mine ? "you" : conn.connectedBy}</span>{" "}
          {conn.status === "needs_reauth" ? (
            <span className="badge status-error">needs reconnecting</span>
          ) : (
            <span className="badge badge-ok">connected</span>
          )}
        </div>
        <button type="button" className="btn btn-small" aria-expanded={open} aria-controls={panelId}
          disabled={conn.status === "needs_reauth" || !conn.mine}
          title={conn.mine ? undefined : `Only ${conn.connectedBy} can browse this Google account`}
          onClick={() => setOpen((o) => !o)}>
          {open ? "Hide choices" : "Choose what to sync"}
        </button>
      </div>
      {conn.sources.length > 0 ? (
        <ul className="list" aria-label={`Synced from ${conn.name}`}>
          {conn.sources.map((s) => (
            <li key={s.sourceId} className="list-item" data-mode={s.mode}>
              <div className="list-main">
                <strong>{s.name}</strong> <span className="muted small">{KIND_WORDS[s.kind]}</span>
                <div className="small muted">
                  {s.mode === "changes" ? "reads Drive's changes since the last sync" : "full listing"} · {s.folders} folders
                  {s.skipped > 0 && <> · {s.skipped} files of types not indexed</>}
                </div>
                {s.note && <div className="small state-warn" role="status">{s.note}</div>}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">Nothing chosen yet: choose My Drive, a shared drive or a folder.</p>
      )}
      {open && <DrivePicker id={panelId} credentialId={conn.credentialId} onAdded={onAdded} />}
    </section>
  );
}

function DrivePicker({ id, credentialId, onAdded }: { id: string; credentialId: string; onAdded: () => void }) {
  const [path, setPath] = useState<DriveChoice[]>([]);
  const [adding, setAdding] = useState("");
  const [error, setError] = useState("");
  const parent = path[path.length - 1];
  const q = parent ? `?parent=${encodeURIComponent(parent.id)}${parent.driveId ? `&drive=${encodeURIComponent(parent.driveId)}` : ""}` : "";
  const choices = useAsync(
    (signal) => api.get("/gdrive/connections/{credentialId}/choices", { params: { credentialId }, query: parent ? { parent: parent.id, drive: parent.driveId || undefined } : {}, signal }),
    `${credentialId}${q}`,
  );

  async function add(c: DriveChoice) {
    setAdding(c.id);
    setError("");
    try {
      await api.post("/gdrive/connections/{credentialId}/sources", { params: { credentialId }, body: { kind: c.kind, id: c.id } });
      await choices.reload();
      onAdded();
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
    } finally {
      setAdding("");
    }
  }

  const data = choices.data;
  const row = (c: DriveChoice, browse: boolean) => (
    <li key={c.kind + c.id} className="list-item" data-choice={c.kind}>
      <div className="list-main">
        {browse ? (
          <button type="button" className="link" onClick={() => setPath([...path, c])} aria-label={`Open ${c.name}`}>
            {c.name}
          </button>
        ) : (
          <strong>{c.name}</strong>
        )}{" "}
        <span className="muted small">{KIND_WORDS[c.kind]}</span>
      </div>
      {c.picked ? (
        <span className="badge badge-ok">synced</span>
      ) : (
        <button type="button" className="btn btn-small" disabled={adding !== ""} onClick={() => void add(c)}>
          {adding === c.id ? "Adding…" : `Sync ${c.name}`}
        </button>
      )}
    </li>
  );
  return (
    <div id={id} className="drive-picker">
      {error && <div className="state state-error" role="alert">{error}</div>}
      {choices.loading && !data && <Loading label="Asking Google Drive…" />}
      {!!choices.error && <ErrorBox error={choices.error} onRetry={() => void choices.reload()} />}
      {data && (
        <>
          <h3 className="small">Drives</h3>
          <ul className="list" aria-label="Drives">
            {row(data.myDrive, false)}
            {data.sharedDrives.map((d) => row(d, true))}
          </ul>
          <h3 className="small">
            Folders in {path.length === 0 ? "My Drive" : path.map((p) => p.name).join(" / ")}{" "}
            {path.length > 0 && (
              <button type="button" className="link" onClick={() => setPath(path.slice(0, -1))}>
                (up)
              </button>
            )}
          </h3>
          {data.folders.length === 0 ? (
            <Empty title="No folders here." />
          ) : (
            <ul className="list" aria-label="Folders">
              {data.folders.map((f) => row(f, true))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
