import { useState, type FormEvent } from "react";
import { api, errorText, isQuiet } from "../api";
import { navigate } from "../router";
import { canManage, useSession } from "../session";
import { useAsync } from "../useAsync";
import type { Member, Role, Workspace } from "../types";
import { Empty, ErrorBox, ListStates, Loading, Notice } from "../components/States";

/** Create, join and select workspaces; owners and admins manage members. */
export function WorkspacesPage({ needed = false }: { needed?: boolean }) {
  const { session, setActive, refresh } = useSession();
  const list = useAsync((signal) => api.get("/workspaces", { signal }), "/workspaces");
  const [name, setName] = useState("");
  // A sign-in link may carry ?join=CODE: it is only offered here, in the join form, and nothing is joined until
  // the person presses Join (a link anyone can plant must not change which workspace answers them).
  const offered = new URLSearchParams(window.location.search).get("join")?.trim().slice(0, 32) ?? "";
  const [code, setCode] = useState(offered);
  const [busy, setBusy] = useState<"" | "create" | "join">("");
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const active = session.activeWorkspace;

  async function act(kind: "create" | "join", e: FormEvent) {
    e.preventDefault();
    setBusy(kind);
    setError("");
    setNotice("");
    try {
      const ws =
        kind === "create"
          ? await api.post("/workspaces", { body: { name: name.trim() } })
          : await api.post("/workspaces/join", { body: { code: code.trim() } });
      setActive(ws);
      setName("");
      setCode("");
      setNotice(kind === "create" ? `Created “${ws.name}”. It is now your active workspace.` : `Joined “${ws.name}”.`);
      await Promise.all([list.reload(), refresh()]);
    } catch (err) {
      if (!isQuiet(err)) {
        setError(kind === "join" && (err as { status?: number }).status === 404 ? "No workspace has that join code." : errorText(err));
      }
    } finally {
      setBusy("");
    }
  }

  async function select(ws: Workspace) {
    setError("");
    try {
      setActive(await api.post("/workspaces/{id}/select", { params: { id: ws.id } }));
      navigate("/ask");
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
    }
  }

  const workspaces = list.data ?? session.workspaces;
  return (
    <section className="page">
      <h1>Workspaces</h1>
      {needed && <p className="lead">Select or create a workspace first: sources, databases and chats belong to one.</p>}
      {notice && <Notice>{notice}</Notice>}
      {offered && !notice && (
        <Notice>
          The link you followed carries a workspace join code. Nothing has been joined: check the code below and press
          Join only if you mean to join that workspace.
        </Notice>
      )}
      {error && (
        <div className="state state-error" role="alert">
          {error}
        </div>
      )}
      <div className="grid-2">
        <form className="card form" onSubmit={(e) => void act("create", e)} aria-labelledby="ws-create">
          <h2 id="ws-create">Create a workspace</h2>
          <label>
            Name
            <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} placeholder="Acme Support" />
          </label>
          <button type="submit" className="btn btn-primary" disabled={busy !== "" || !name.trim()}>
            {busy === "create" ? "Creating…" : "Create"}
          </button>
        </form>
        <form className="card form" onSubmit={(e) => void act("join", e)} aria-labelledby="ws-join">
          <h2 id="ws-join">Join with a code</h2>
          <label>
            Join code
            <input
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="13 characters from an owner"
            />
          </label>
          <button type="submit" className="btn" disabled={busy !== "" || !code.trim()}>
            {busy === "join" ? "Joining…" : "Join"}
          </button>
        </form>
      </div>

      <h2>Your workspaces</h2>
      {list.loading && !list.data && <Loading />}
      {!!list.error && <ErrorBox error={list.error} onRetry={() => void list.reload()} />}
      {!list.loading && workspaces.length === 0 && (
        <Empty title="You are not in any workspace yet.">
          <p>Create one above, or ask a colleague for a join code.</p>
        </Empty>
      )}
      {workspaces.length > 0 && (
        <ul className="list">
          {workspaces.map((ws) => (
            <li key={ws.id} className="list-item">
              <div className="list-main">
                <strong>{ws.name}</strong> <span className={`badge role-${ws.role}`}>{ws.role}</span>
                {active?.id === ws.id && <span className="badge badge-ok">active</span>}
              </div>
              {active?.id !== ws.id && (
                <button type="button" className="btn btn-small" onClick={() => void select(ws)}>
                  Select
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {active && canManage(active) && <Manage ws={active} isOwner={active.role === "owner"} onChanged={setActive} />}
    </section>
  );
}

function Manage({ ws, isOwner, onChanged }: { ws: Workspace; isOwner: boolean; onChanged: (w: Workspace) => void }) {
  const members = useAsync((signal) => api.get("/workspaces/{id}/members", { params: { id: ws.id }, signal }), ws.id);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function regenerate() {
    if (!window.confirm("Make a new join code? The old one stops working.")) return;
    setBusy(true);
    setError("");
    try {
      const r = await api.post("/workspaces/{id}/join-code", { params: { id: ws.id } });
      onChanged({ ...ws, joinCode: r.joinCode });
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  async function setRole(m: Member, role: Role) {
    setError("");
    try {
      await api.patch("/workspaces/{id}/members/{userId}", { params: { id: ws.id, userId: m.userId }, body: { role } });
      await members.reload();
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
    }
  }
  async function remove(m: Member) {
    if (!window.confirm(`Remove ${m.name || m.email} from ${ws.name}?`)) return;
    setError("");
    try {
      await api.del("/workspaces/{id}/members/{userId}", { params: { id: ws.id, userId: m.userId } });
      await members.reload();
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
    }
  }

  return (
    <div className="card">
      <h2>Manage “{ws.name}”</h2>
      <div className="joincode">
        <span>Join code:</span>
        <code data-testid="join-code">{ws.joinCode ?? "—"}</code>
        {ws.joinCode && (
          <button type="button" className="btn btn-small" onClick={() => void navigator.clipboard?.writeText(ws.joinCode ?? "").catch(() => undefined)}>
            Copy
          </button>
        )}
        <button type="button" className="btn btn-small" onClick={() => void regenerate()} disabled={busy}>
          Regenerate
        </button>
      </div>
      {error && (
        <div className="state state-error" role="alert">
          {error}
        </div>
      )}
      <h3>Members</h3>
      <ListStates of={members} count={members.data?.length ?? 0} empty={<Empty title="No members yet." />} />
      {members.data && members.data.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Joined</th>
                {isOwner && <th scope="col"><span className="visually-hidden">Actions</span></th>}
              </tr>
            </thead>
            <tbody>
              {members.data.map((m) => (
                <tr key={m.userId}>
                  <td>{m.name}</td>
                  <td>{m.email}</td>
                  <td>
                    {isOwner ? (
                      <select aria-label={`Role of ${m.email}`} value={m.role} onChange={(e) => void setRole(m, e.target.value as Role)}>
                        <option value="owner">owner</option>
                        <option value="admin">admin</option>
                        <option value="member">member</option>
                      </select>
                    ) : (
                      m.role
                    )}
                  </td>
                  <td>{new Date(m.joinedAt).toLocaleDateString()}</td>
                  {isOwner && (
                    <td>
                      <button type="button" className="btn btn-small btn-danger" onClick={() => void remove(m)}>
                        Remove
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
