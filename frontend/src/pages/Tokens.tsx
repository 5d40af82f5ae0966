import { useState, type FormEvent } from "react";
import { api, errorText, isQuiet } from "../api";
import { useSession } from "../session";
import { useAsync } from "../useAsync";
import type { APIToken, NewAPIToken } from "../types";
import { Empty, ListStates, Notice } from "../components/States";
import { SlackLinks } from "../components/SlackLinks";

const EMPTY_FORM = { name: "", scope: "read" as APIToken["scope"], expiresInDays: "90" };

/**
 * Personal API tokens for the active workspace: create one (its secret is
 * shown once, here, and never again), see when each was last used, revoke.
 * Tokens let scripts and MCP clients (Claude Desktop, Cursor, VS Code) act
 * as you in this workspace. Below them, the Slack accounts whose questions
 * are answered as you (SlackLinks), each removable.
 */
export function TokensPage() {
  const { session } = useSession();
  const list = useAsync((signal) => api.get("/tokens", { signal }), "/tokens");
  const [form, setForm] = useState(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [created, setCreated] = useState<NewAPIToken | null>(null);
  const [copied, setCopied] = useState("");
  const [notice, setNotice] = useState("");
  const mcpURL = `${window.location.origin}/mcp`;

  async function create(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError("");
    setNotice("");
    setCopied("");
    try {
      const tok = await api.post("/tokens", {
        body: { name: form.name.trim(), scope: form.scope, expiresInDays: Number(form.expiresInDays) },
      });
      setCreated(tok);
      setForm(EMPTY_FORM);
      await list.reload();
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  async function copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setCopied("");
      setError("The browser refused to copy; select the text and copy it yourself.");
    }
  }

  async function revoke(tok: APIToken) {
    if (!window.confirm(`Revoke “${tok.name}”? Anything using it stops working at once.`)) return;
    setError("");
    setNotice("");
    try {
      await api.del("/tokens/{tokenId}", { params: { tokenId: tok.id } });
      if (created?.id === tok.id) setCreated(null);
      setNotice(`Revoked “${tok.name}”.`);
      await list.reload();
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
    }
  }

  const tokens = list.data ?? [];
  const workspace = session.activeWorkspace?.name ?? "this workspace";
  return (
    <section className="page tokens-page">
      <h1>API tokens</h1>
      <p className="lead">
        A token acts as you in <strong>{workspace}</strong> with your current role, for scripts and MCP clients
        (Claude Desktop, Cursor, VS Code). MCP endpoint: <code data-testid="mcp-url">{mcpURL}</code>
      </p>
      {notice && <Notice>{notice}</Notice>}
      {error && (
        <div className="state state-error" role="alert">
          {error}
        </div>
      )}

      {created && (
        <div className="card token-secret" role="region" aria-labelledby="token-secret-title">
          <h2 id="token-secret-title">Copy your new token now</h2>
          <p>
            This is the only time “{created.name}” is shown. Store it in your client’s secret settings; if you lose it,
            revoke it and create another.
          </p>
          <div className="secret-row">
            <input
              className="secret-value"
              readOnly
              value={created.secret}
              aria-label="New token secret"
              onFocus={(e) => e.currentTarget.select()}
              spellCheck={false}
            />
            <button type="button" className="btn btn-primary" onClick={() => void copy(created.secret, "secret")}>
              {copied === "secret" ? "Copied" : "Copy"}
            </button>
          </div>
          <p className="muted small">
            Send it as <code>Authorization: Bearer …</code>.
          </p>
          <button type="button" className="btn btn-small" onClick={() => setCreated(null)}>
            Done, hide it
          </button>
        </div>
      )}

      <form className="card form token-form" onSubmit={(e) => void create(e)} aria-labelledby="token-create">
        <h2 id="token-create">Create a token</h2>
        <div className="form-grid">
          <label>
            Name
            <input
              name="name"
              required
              maxLength={100}
              placeholder="Claude Desktop on my laptop"
              value={form.name}
              onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
            />
          </label>
          <label>
            Scope
            <select
              name="scope"
              value={form.scope}
              onChange={(e) => setForm((f) => ({ ...f, scope: e.target.value as APIToken["scope"] }))}
            >
              <option value="read">read (search, SQL)</option>
              <option value="chat">chat (also ask)</option>
            </select>
          </label>
          <label>
            Expires after
            <select
              name="expiresInDays"
              value={form.expiresInDays}
              onChange={(e) => setForm((f) => ({ ...f, expiresInDays: e.target.value }))}
            >
              <option value="7">7 days</option>
              <option value="30">30 days</option>
              <option value="90">90 days</option>
              <option value="365">1 year</option>
            </select>
          </label>
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Creating…" : "Create token"}
        </button>
      </form>

      <h2>Your tokens</h2>
      <ListStates
        of={list}
        count={tokens.length}
        empty={
          <Empty title="No tokens yet.">
            <p>Create one above to use this workspace from a script or an MCP client.</p>
          </Empty>
        }
      />
      <ul className="list">
        {tokens.map((tok) => (
          <li key={tok.id} className="list-item token-item">
            <div className="list-main">
              <strong>{tok.name}</strong> <span className="badge">{tok.scope}</span>
              <div className="muted small">
                created {new Date(tok.createdAt).toLocaleDateString()} · expires{" "}
                {new Date(tok.expiresAt).toLocaleDateString()} ·{" "}
                <span className="token-used">
                  {tok.lastUsedAt ? `last used ${new Date(tok.lastUsedAt).toLocaleString()}` : "never used"}
                </span>
              </div>
            </div>
            <div className="actions">
              <button type="button" className="btn btn-small btn-danger" onClick={() => void revoke(tok)}>
                Revoke
              </button>
            </div>
          </li>
        ))}
      </ul>

      <SlackLinks />
    </section>
  );
}
