import { useState } from "react";
import { api, errorText, isQuiet, unlessMissing } from "../api";
import { useAsync } from "../useAsync";
import type { SlackLink } from "../types";
import { ErrorBox, Loading } from "./States";

/**
 * The member's own Slack links in the active workspace: which Slack user's
 * questions are answered as them, and a button to remove each. Nothing is
 * shown on a server without Slack (the route is absent) or without links.
 */
export function SlackLinks() {
  const links = useAsync(
    (signal) =>
      api
        .get("/slack/links", { signal })
        .then((r) => r.links)
        .catch(unlessMissing<SlackLink[]>([])),
    "/slack/links",
  );
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");

  async function remove(l: SlackLink) {
    const who = l.slackName || l.slackUserId;
    if (!window.confirm(`Remove the link to ${who}? Their questions in Slack are no longer answered as you.`)) return;
    setError("");
    setNotice("");
    try {
      await api.del("/slack/links/{teamId}/{slackUserId}", { params: { teamId: l.teamId, slackUserId: l.slackUserId } });
      setNotice(`Removed the link to ${who}.`);
      await links.reload();
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
    }
  }

  if (links.loading && !links.data) return <Loading label="Loading your Slack links…" />;
  if (links.error) return <ErrorBox error={links.error} onRetry={() => void links.reload()} />;
  const list = links.data ?? [];
  if (list.length === 0 && !notice) return null;
  return (
    <div className="card" aria-labelledby="slack-links-title" data-testid="slack-links">
      <h2 id="slack-links-title">Your Slack accounts</h2>
      <p className="muted small">Questions these Slack users ask with /ask or a mention are answered as you here.</p>
      {notice && (
        <div className="state" role="status">
          {notice}
        </div>
      )}
      {error && (
        <div className="state state-error" role="alert">
          {error}
        </div>
      )}
      <ul className="list">
        {list.map((l) => (
          <li key={l.teamId + "/" + l.slackUserId} className="list-item">
            <div className="list-main">
              <strong>{l.slackName || l.slackUserId}</strong> <code>{l.slackUserId}</code> in{" "}
              <strong>{l.teamName || l.teamId}</strong>
              <div className="muted small">
                linked {new Date(l.createdAt).toLocaleDateString()} {l.linkedVia === "email" ? "by your verified e-mail" : "by you"}
              </div>
            </div>
            <div className="actions">
              <button type="button" className="btn btn-small btn-danger" onClick={() => void remove(l)}>
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
