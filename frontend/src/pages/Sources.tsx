import { useEffect, useState } from "react";
import { api, ApiError, errorText, isQuiet, unlessMissing } from "../api";
import { useLocation } from "../router";
import { canManage, useSession } from "../session";
import { useAsync } from "../useAsync";
import type { Connector } from "../types";
import { Empty, ErrorBox, Loading, Notice } from "../components/States";
import { UploadZone } from "../components/UploadZone";
import { SourceCard } from "../components/SourceCard";
import { QuestionLog } from "../components/QuestionLog";
import { EmbeddingProgress } from "../components/EmbeddingProgress";
import { DriveConnections } from "../components/DriveConnections";
import { PrivacySettings } from "../components/PrivacySettings";
import { UsageLine } from "../components/UsageLine";
import { isBusy, startConnect } from "../sourceActions";

const CONNECT_ERRORS: Record<string, string> = {
  access_denied: "The provider refused access, or the consent screen was cancelled.",
  state_mismatch: "The connection took too long or was started elsewhere. Please start again.",
  provider_error: "The provider did not answer as expected. Please try again.",
};

/** Uploads, connectors, and every source with its live sync progress. */
export function SourcesPage() {
  const { session } = useSession();
  const manage = canManage(session.activeWorkspace);
  const { query } = useLocation();
  const sources = useAsync((signal) => api.get("/sources", { signal }), "/sources");
  const connectors = useAsync(
    (signal) =>
      api
        .get("/sources/connectors", { signal })
        .then((r) => r.connectors)
        .catch(unlessMissing<Connector[]>([])),
    "/sources/connectors",
  );
  const [error, setError] = useState("");
  const [connecting, setConnecting] = useState("");
  const [pollError, setPollError] = useState(false);
  const connected = query.get("connected");
  const connectError = query.get("error");

  const running = (sources.data ?? []).some(isBusy);
  const reload = sources.reload;
  // Poll once a second while any pass is queued or running.
  useEffect(() => {
    if (!running) return;
    const t = window.setInterval(() => {
      reload().then(
        () => setPollError(false),
        () => setPollError(true),
      );
    }, 1000);
    return () => window.clearInterval(t);
  }, [running, reload]);

  async function connect(provider: string) {
    setConnecting(provider);
    setError("");
    try {
      await startConnect(provider);
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
      setConnecting("");
    }
  }

  const list = sources.data ?? [];
  const others = (connectors.data ?? [])
    .filter((c) => c.provider !== "upload")
    .map((c) => ({ ...c, name: c.label || c.provider, missing: c.missing ?? [] }));
  return (
    <section className="page">
      <h1>Sources</h1>
      {connected === "gdrive" && <Notice>Connected Google Drive. Choose My Drive, shared drives or folders to sync below.</Notice>}
      {connected && connected !== "gdrive" && <Notice>Connected {connected}. The first sync has been queued.</Notice>}
      {connectError && (
        <div className="state state-error" role="alert">
          {CONNECT_ERRORS[connectError] ?? `The connection failed (${connectError}).`}
        </div>
      )}
      {error && (
        <div className="state state-error" role="alert">
          {error}
        </div>
      )}
      {manage ? (
        <div className="grid-2">
          <UploadZone onUploaded={() => void sources.reload()} />
          <div className="card">
            <h2>Connectors</h2>
            {connectors.loading && !connectors.data && <Loading />}
            {!!connectors.error && <ErrorBox error={connectors.error} onRetry={() => void connectors.reload()} />}
            {connectors.data && others.length === 0 && <Empty title="No connectors on this server." />}
            <ul className="list">
              {others.map((c) => (
                <li key={c.provider} className="list-item">
                  <div className="list-main">
                    <strong>{c.name}</strong>
                    {c.available ? (
                      <span className="badge badge-ok">available</span>
                    ) : (
                      <span className="muted small missing">
                        Unavailable: set {c.missing.map((m, i) => (
                          <span key={m}>
                            {i > 0 && ", "}
                            <code>{m}</code>
                          </span>
                        ))}
                      </span>
                    )}
                  </div>
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={!c.available || connecting !== ""}
                    onClick={() => void connect(c.provider)}
                  >
                    {connecting === c.provider ? "Opening…" : `Connect ${c.name}`}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {manage && (
        <DriveConnections
          refresh={list.map((s) => `${s.id}:${s.status}:${s.lastSyncedAt ?? ""}`).join(",")}
          onAdded={() => void sources.reload()}
        />
      )}
      {manage ? null : (
        <p className="muted">Only owners and admins can add sources. You can browse what is indexed.</p>
      )}

      <h2>
        Sources {running && <span className="badge badge-busy">syncing</span>}
      </h2>
      {pollError && <p className="muted small" role="status">Progress updates are failing; retrying…</p>}
      {sources.loading && !sources.data && <Loading label="Loading sources…" />}
      <EmbeddingProgress />
      {!!sources.error && <ErrorBox error={sources.error} onRetry={() => void sources.reload()} />}
      {sources.data && list.length === 0 && (
        <Empty title="No sources yet.">
          <p>{manage ? "Upload files, or connect Notion, Confluence, Google Drive or Slack." : "Ask an owner or admin to add some."}</p>
        </Empty>
      )}
      <div className="sources">
        {list.map((s) => (
          <SourceCard
            key={s.id}
            source={s}
            manage={manage}
            onChanged={() => void sources.reload()}
            onError={(err) => {
              if (!isQuiet(err)) setError(err instanceof ApiError ? err.message : errorText(err));
            }}
          />
        ))}
      </div>
      {manage && <UsageLine />}
      {manage && <QuestionLog />}
      <PrivacySettings />
    </section>
  );
}
