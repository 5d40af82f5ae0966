import { useState } from "react";
import { api, errorText } from "../api";
import type { components } from "../api.gen";
import { useSession } from "../session";
import { useAsync } from "../useAsync";

type Explanation = components["schemas"]["AccessExplanation"];

/**
 * An admin's "why can (or can't) this member see this document": pick a
 * member, read the deciding rule and principal (GET /documents/{id}/access?member=, ADR 0058/0063).
 */
export function AccessExplain({ documentId, title, onClose }: { documentId: string; title: string; onClose: () => void }) {
  const { session } = useSession();
  const wsId = session.activeWorkspace?.id ?? "";
  const people = useAsync((signal) => api.get("/workspaces/{id}/members", { params: { id: wsId }, signal }), wsId);
  const [member, setMember] = useState("");
  const [answer, setAnswer] = useState<Explanation | null>(null);
  const [error, setError] = useState("");
  const [loading, setLoading] = useState(false);

  async function explain(userId: string) {
    setMember(userId);
    setAnswer(null);
    setError("");
    if (!userId) return;
    setLoading(true);
    try {
      setAnswer(
        await api.get("/documents/{documentId}/access", { params: { documentId }, query: { member: userId } }),
      );
    } catch (err) {
      setError(errorText(err));
    } finally {
      setLoading(false);
    }
  }

  const selectId = `explain-${documentId}`;
  return (
    <div className="access-explain" data-testid="access-explain">
      <label htmlFor={selectId}>Who may see “{title}”? Pick a member: </label>
      <select id={selectId} value={member} onChange={(e) => void explain(e.target.value)} disabled={!people.data}>
        <option value="">—</option>
        {(people.data ?? []).map((p) => (
          <option key={p.userId} value={p.userId}>
            {p.name ? `${p.name} (${p.email})` : p.email}
          </option>
        ))}
      </select>{" "}
      <button type="button" className="btn btn-small" onClick={onClose}>
        Close
      </button>
      {loading && <p className="muted small">Checking…</p>}
      {error && (
        <div className="state state-error" role="alert">
          {error}
        </div>
      )}
      {answer && (
        <div className="explain-answer" data-testid="access-verdict" data-visible={answer.visible ? "yes" : "no"}>
          <p>
            <strong>{answer.visible ? "Can see it" : "Cannot see it"}</strong>
            {answer.principal && (
              <>
                {" "}
                — decided by <code data-testid="access-principal">{answer.principal}</code>
              </>
            )}
          </p>
          <p data-testid="access-rule">{answer.rule}</p>
          {answer.notes.length > 0 && (
            <ul className="small muted">
              {answer.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
