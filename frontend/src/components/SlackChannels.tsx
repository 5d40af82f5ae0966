import { useState } from "react";
import { api, errorText, isQuiet } from "../api";
import { useAsync } from "../useAsync";
import type { SlackChannelState as ChannelState } from "../types";
import { Empty, ErrorBox, Loading } from "./States";

const STATUS_WORDS: Record<ChannelState["status"], string> = {
  pending: "waiting for the first sync",
  ok: "synced",
  not_in_channel: "app not in channel",
  channel_not_found: "channel not found",
  error: "error",
};

/** The channel picker of a Slack source: which channels are indexed, and each one's status. */
export function SlackChannels({ sourceId, onPicked }: { sourceId: string; onPicked: () => void }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Set<string> | null>(null);
  const [filter, setFilter] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState("");
  const list = useAsync(
    (signal) => (open ? api.get("/sources/{sourceId}/slack/channels", { params: { sourceId }, signal }) : Promise.resolve(null)),
    `${sourceId}:${open}`,
  );
  const panelId = `slack-channels-${sourceId}`;
  const data = list.data;
  const picked = choice ?? new Set((data?.picked ?? []).map((c) => c.id));

  function toggle(id: string) {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChoice(next);
  }

  async function save() {
    setSaving(true);
    setError("");
    try {
      await api.put("/sources/{sourceId}/slack/channels", { params: { sourceId }, body: { channels: [...picked] } });
      setChoice(null);
      await list.reload();
      onPicked();
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
    } finally {
      setSaving(false);
    }
  }

  const shown = (data?.available ?? []).filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <div className="slack-channels">
      <button type="button" className="btn btn-small" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? "Hide channels" : "Choose channels"}
      </button>
      {open && (
        <div id={panelId} className="slack-channels-panel">
          {list.loading && !data && <Loading label="Loading Slack channels…" />}
          {!!list.error && <ErrorBox error={list.error} onRetry={() => void list.reload()} />}
          {data && data.picked.length > 0 && (
            <ul className="list" aria-label="Picked channels">
              {data.picked.map((c) => (
                <li key={c.id} className="list-item" data-status={c.status}>
                  <div className="list-main">
                    <strong>#{c.name}</strong>{" "}
                    <span className={`badge ${c.status === "ok" ? "badge-ok" : c.status === "pending" ? "" : "status-error"}`}>
                      {STATUS_WORDS[c.status] ?? c.status}
                    </span>
                    {c.lastError && <div className="small error-text">{c.lastError}</div>}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {data && data.available.length === 0 && (
            <Empty title="The Slack app sees no channels.">
              <p>Invite it to a channel in Slack (/invite), then reload.</p>
            </Empty>
          )}
          {data && data.available.length > 0 && (
            <>
              <label className="small">
                Filter{" "}
                <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="channel name" />
              </label>
              <fieldset className="slack-channel-options">
                <legend className="small muted">Channels to index ({picked.size} picked)</legend>
                {shown.map((c) => (
                  <label key={c.id} className="checkbox">
                    <input type="checkbox" checked={picked.has(c.id)} onChange={() => toggle(c.id)} />
                    {c.isPrivate ? "🔒" : "#"}
                    {c.name}
                    <span className="muted small">
                      {" "}
                      {c.members} members{!c.isMember && " · app not a member (public history is still readable)"}
                    </span>
                  </label>
                ))}
              </fieldset>
              {error && (
                <div className="state state-error" role="alert">
                  {error}
                </div>
              )}
              <button type="button" className="btn btn-small" disabled={saving || choice === null} onClick={() => void save()}>
                {saving ? "Saving…" : "Save and sync"}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
