import { useState } from "react";
import { api, errorText, isQuiet } from "../api";
import { linkClick, useLocation } from "../router";
import { useSession } from "../session";
import { useAsync } from "../useAsync";
import { Loading } from "../components/States";

/**
 * /slack/link?t=…: a Slack user who asked with /ask wants their questions
 * answered as the signed-in member. Opening the page links nothing: it names
 * the Slack user and team that asked and the workspace, and only the member's
 * "Yes" links (the token works once, for ten minutes).
 */
export function SlackLinkPage() {
  const { query } = useLocation();
  const { session } = useSession();
  const token = query.get("t") ?? "";
  const pending = useAsync(
    (signal) => (token ? api.get("/slack/link", { signal, query: { t: token } }) : Promise.resolve(null)),
    `/slack/link:${token}`,
  );
  const [state, setState] = useState<"idle" | "linking" | "done">("idle");
  const [error, setError] = useState("");

  async function link() {
    setState("linking");
    setError("");
    try {
      await api.post("/slack/link", { body: { token } });
      setState("done");
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
      setState("idle");
    }
  }

  const p = pending.data;
  const loadError = pending.error && !isQuiet(pending.error) ? errorText(pending.error) : "";
  return (
    <section className="page">
      <h1>Connect a Slack account</h1>
      {!token && <div className="state state-error" role="alert">This link has no token. Ask again in Slack to get a new one.</div>}
      {token && pending.loading && !p && <Loading label="Reading the link…" />}
      {loadError && (
        <div className="state state-error" role="alert">
          {loadError}
        </div>
      )}
      {p && state !== "done" && (
        <>
          <div className="card" data-testid="slack-link-details">
            <p>
              The Slack user <strong>{p.slackName || p.slackUserId}</strong> (<code>{p.slackUserId}</code>) of the Slack
              workspace <strong>{p.teamName || p.teamId}</strong> (<code>{p.teamId}</code>
              {p.teamUrl && <> · {p.teamUrl}</>}) asked to use KnowledgeStack.
            </p>
            <p>
              If you confirm, every question that Slack user asks with <code>/ask</code> or by mentioning the app is
              answered as <strong>{session.user.email}</strong> in <strong>{p.workspaceName}</strong>: with your
              documents, your databases and your chats.
            </p>
            <p className="muted small">
              Confirm only if that Slack account is yours. If someone sent you this link, do not confirm. The link
              expires at {new Date(p.expiresAt).toLocaleTimeString()}.
            </p>
          </div>
          {error && (
            <div className="state state-error" role="alert">
              {error}
            </div>
          )}
          <div className="actions">
            <button type="button" className="btn btn-primary" disabled={state === "linking"} onClick={() => void link()}>
              {state === "linking" ? "Connecting…" : "Yes, this Slack account is mine"}
            </button>
            <a className="btn" href="/ask" onClick={(e) => linkClick(e, "/ask")}>
              No, cancel
            </a>
          </div>
        </>
      )}
      {state === "done" && (
        <div className="state" role="status">
          Connected. Go back to Slack and ask again. You can remove this link under{" "}
          <a href="/tokens" onClick={(e) => linkClick(e, "/tokens")}>
            Tokens
          </a>
          .
        </div>
      )}
    </section>
  );
}
