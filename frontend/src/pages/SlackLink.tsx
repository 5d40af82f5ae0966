import { useState } from "react";
import { api, errorText, isQuiet } from "../api";
import { useLocation } from "../router";
import { useSession } from "../session";

/** /slack/link?t=…: links the Slack account that asked with /ask to the signed-in user. */
export function SlackLinkPage() {
  const { query } = useLocation();
  const { session } = useSession();
  const token = query.get("t") ?? "";
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

  return (
    <section className="page">
      <h1>Connect your Slack account</h1>
      {!token && <div className="state state-error" role="alert">This link has no token. Ask again in Slack to get a new one.</div>}
      {token && state !== "done" && (
        <>
          <p>
            Questions you ask in Slack with <code>/ask</code> or by mentioning the app will be answered as{" "}
            <strong>{session.user.email}</strong> in <strong>{session.activeWorkspace?.name ?? "your workspace"}</strong>.
          </p>
          {error && (
            <div className="state state-error" role="alert">
              {error}
            </div>
          )}
          <button type="button" className="btn" disabled={state === "linking"} onClick={() => void link()}>
            {state === "linking" ? "Connecting…" : "Connect Slack account"}
          </button>
        </>
      )}
      {state === "done" && (
        <div className="state" role="status">
          Connected. Go back to Slack and ask again.
        </div>
      )}
    </section>
  );
}
