import { useState, type FormEvent } from "react";
import { api, errorText, isQuiet } from "../api";
import { canManage, useSession } from "../session";
import { useAsync } from "../useAsync";
import type { DatabaseConnection, DatabaseTest } from "../types";
import { Empty, ListStates, Notice } from "../components/States";

const EMPTY_FORM = { name: "", host: "", port: "5432", database: "", user: "", password: "", sslMode: "prefer" };

/** Register, test and delete the read-only business databases the agent may query. */
export function DatabasesPage() {
  const { session } = useSession();
  const manage = canManage(session.activeWorkspace);
  const list = useAsync((signal) => api.get("/database-connections", { signal }), "/database-connections");
  const [form, setForm] = useState(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [tests, setTests] = useState<Record<string, DatabaseTest | "testing" | { error: string }>>({});

  function field(k: keyof typeof EMPTY_FORM) {
    return {
      name: k,
      value: form[k],
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm((f) => ({ ...f, [k]: e.target.value })),
    };
  }

  async function register(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError("");
    setNotice("");
    try {
      const port = Number(form.port);
      const db = await api.post("/database-connections", { body: { ...form, port } });
      // The password leaves the page as soon as the API has it.
      setForm(EMPTY_FORM);
      setNotice(`Registered “${db.name}”: the agent can now query it read-only.`);
      await list.reload();
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
      setForm((f) => ({ ...f, password: "" }));
    } finally {
      setBusy(false);
    }
  }

  async function test(db: DatabaseConnection) {
    setTests((t) => ({ ...t, [db.id]: "testing" }));
    try {
      const r = await api.post("/database-connections/{id}/test", { params: { id: db.id } });
      setTests((t) => ({ ...t, [db.id]: r }));
      await list.reload();
    } catch (err) {
      if (!isQuiet(err)) setTests((t) => ({ ...t, [db.id]: { error: errorText(err) } }));
    }
  }

  async function remove(db: DatabaseConnection) {
    if (!window.confirm(`Remove “${db.name}”? The agent will no longer be able to query it.`)) return;
    setError("");
    try {
      await api.del("/database-connections/{id}", { params: { id: db.id } });
      await list.reload();
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
    }
  }

  const dbs = list.data ?? [];
  return (
    <section className="page">
      <h1>Databases</h1>
      <p className="lead">The agent reads these PostgreSQL databases with read-only transactions. Use a role that can only SELECT.</p>
      {notice && <Notice>{notice}</Notice>}
      {error && (
        <div className="state state-error" role="alert">
          {error}
        </div>
      )}
      {manage && (
        <form className="card form db-form" onSubmit={(e) => void register(e)} aria-labelledby="db-register" autoComplete="off">
          <h2 id="db-register">Register a database</h2>
          <div className="form-grid">
            <label>
              Name
              <input
                {...field("name")}
                required
                placeholder="sales_warehouse"
                pattern="[A-Za-z0-9_\-]{1,64}"
                title="1 to 64 letters, digits, _ or -: the agent refers to the database by this name"
                aria-describedby="db-name-hint"
                spellCheck={false}
              />
              <span id="db-name-hint" className="muted small">
                Letters, digits, _ or -; the agent uses this name.
              </span>
            </label>
            <label>
              Host
              <input {...field("host")} required placeholder="db.internal" spellCheck={false} />
            </label>
            <label>
              Port
              <input {...field("port")} required inputMode="numeric" pattern="[0-9]{1,5}" />
            </label>
            <label>
              Database
              <input {...field("database")} required spellCheck={false} />
            </label>
            <label>
              User
              <input {...field("user")} required spellCheck={false} autoComplete="off" />
            </label>
            <label>
              Password
              <input {...field("password")} type="password" autoComplete="new-password" />
            </label>
            <label>
              TLS
              <select {...field("sslMode")}>
                <option value="disable">disable</option>
                <option value="prefer">prefer</option>
                <option value="require">require</option>
                <option value="verify-full">verify-full</option>
              </select>
            </label>
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Connecting…" : "Register"}
          </button>
        </form>
      )}

      <h2>Registered databases</h2>
      <ListStates
        of={list}
        count={dbs.length}
        empty={
          <Empty title="No databases registered.">
            <p>{manage ? "Register one above so the agent can answer data questions." : "Ask an owner or admin to register one."}</p>
          </Empty>
        }
      />
      <ul className="list">
        {dbs.map((db) => {
          const t = tests[db.id];
          return (
            <li key={db.id} className="list-item db-item">
              <div className="list-main">
                <strong>{db.name}</strong> <span className={`badge db-${db.status}`}>{db.status}</span>
                <div className="muted small">
                  <code>
                    {db.user}@{db.host}:{db.port}/{db.database}
                  </code>{" "}
                  · TLS {db.sslMode}
                  {db.lastCheckedAt && <> · checked {new Date(db.lastCheckedAt).toLocaleString()}</>}
                </div>
                {db.status === "unreachable" && db.statusReason && (
                  <div className="small error-text">Not used: {db.statusReason}</div>
                )}
                {t && t !== "testing" && (
                  <div className={"error" in t || !t.reachable ? "small error-text" : "small ok-text"} role="status">
                    {"error" in t ? t.error : t.reachable ? `Reachable. ${t.message}` : `Unreachable: ${t.message}`}
                  </div>
                )}
              </div>
              <div className="actions">
                <button type="button" className="btn btn-small" disabled={t === "testing"} onClick={() => void test(db)}>
                  {t === "testing" ? "Testing…" : "Test"}
                </button>
                {manage && (
                  <button type="button" className="btn btn-small btn-danger" onClick={() => void remove(db)}>
                    Delete
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
