import { useState } from "react";
import { api, errorText } from "../api";
import { useSession } from "../session";
import { useAsync } from "../useAsync";
import type { Source, Visibility } from "../types";

/** How each mode reads on the Sources page. */
export const VISIBILITY_WORDS: Record<Visibility, string> = {
  mirror: "whoever the source lets read each document",
  workspace: "everyone in this workspace",
  members: "the members an admin chose",
};

/** Who reads a source's documents, and (for owners and admins) the setting that decides it (ADR 0058). */
export function SourceAccess({ source: s, manage, onChanged }: { source: Source; manage: boolean; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="source-access small">
      <span data-testid="source-visibility">Visible to {VISIBILITY_WORDS[s.visibility]}</span>
      {manage && !editing && (
        <button type="button" className="btn btn-small" onClick={() => setEditing(true)}>
          Change who sees it
        </button>
      )}
      {manage && editing && (
        <AccessForm
          source={s}
          onDone={(changed) => {
            setEditing(false);
            if (changed) onChanged();
          }}
        />
      )}
    </div>
  );
}

function AccessForm({ source: s, onDone }: { source: Source; onDone: (changed: boolean) => void }) {
  const { session } = useSession();
  const wsId = session.activeWorkspace?.id ?? "";
  const current = useAsync((signal) => api.get("/sources/{sourceId}/access", { params: { sourceId: s.id }, signal }), s.id);
  const people = useAsync((signal) => api.get("/workspaces/{id}/members", { params: { id: wsId }, signal }), wsId);
  const [mode, setMode] = useState<Visibility | "">("");
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [error, setError] = useState("");
  const [saving, setSaving] = useState(false);
  if (!current.data || !people.data) return <span className="muted">Loading…</span>;
  const m: Visibility = mode || current.data.mode;
  const picked = chosen ?? current.data.members;
  const modes: Visibility[] = current.data.mirrors ? ["mirror", "workspace", "members"] : ["workspace", "members"];

  async function save() {
    setSaving(true);
    setError("");
    try {
      await api.put("/sources/{sourceId}/access", {
        params: { sourceId: s.id },
        body: m === "members" ? { mode: m, members: picked } : { mode: m },
      });
      onDone(true);
    } catch (err) {
      setError(errorText(err));
      setSaving(false);
    }
  }

  return (
    <fieldset className="access-form">
      <legend>Who sees the documents of “{s.name}”</legend>
      {modes.map((v) => (
        <label key={v} className="radio">
          <input type="radio" name={`access-${s.id}`} value={v} checked={m === v} onChange={() => setMode(v)} /> {VISIBILITY_WORDS[v]}
        </label>
      ))}
      {m === "mirror" && (
        <p className="muted small">
          When the source does not say who may read a document, only the person whose connection indexed it sees it.
        </p>
      )}
      {m === "members" && (
        <ul className="list">
          {people.data.map((p) => (
            <li key={p.userId}>
              <label>
                <input
                  type="checkbox"
                  checked={picked.includes(p.userId)}
                  onChange={(e) =>
                    setChosen(e.target.checked ? [...picked, p.userId] : picked.filter((id) => id !== p.userId))
                  }
                />{" "}
                {p.name || p.email} <span className="muted">{p.email}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <div className="state state-error" role="alert">
          {error}
        </div>
      )}
      <div className="actions">
        <button type="button" className="btn btn-small" disabled={saving} onClick={() => void save()}>
          {saving ? "Saving…" : "Save"}
        </button>
        <button type="button" className="btn btn-small" disabled={saving} onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
