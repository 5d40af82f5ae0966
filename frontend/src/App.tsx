import { useCallback, useEffect, useState } from "react";
import { api, errorText, isQuiet } from "./api";
import { useAsync } from "./useAsync";
import { linkClick, navigate, useLocation } from "./router";
import { SessionContext, type SessionState } from "./session";
import type { Session, Workspace } from "./types";
import { ErrorBox, Loading } from "./components/States";
import { SignInPage } from "./pages/SignIn";
import { WorkspacesPage } from "./pages/Workspaces";
import { SourcesPage } from "./pages/Sources";
import { SlackLinkPage } from "./pages/SlackLink";
import { DatabasesPage } from "./pages/Databases";
import { AskPage } from "./pages/Ask";
import { TokensPage } from "./pages/Tokens";

const NAV = [
  { path: "/ask", label: "Ask" },
  { path: "/sources", label: "Sources" },
  { path: "/databases", label: "Databases" },
  { path: "/workspaces", label: "Workspaces" },
  { path: "/tokens", label: "Tokens" },
];

/** The root: the sign-in page, or the signed-in layout around one screen. */
export function App() {
  const { path } = useLocation();
  if (path === "/signin") return <SignInPage />;
  return <SignedIn path={path} />;
}

function SignedIn({ path }: { path: string }) {
  const loaded = useAsync((signal) => api.get("/auth/session", { signal }), "/auth/session");
  const session = loaded.data ?? null;
  const { error, reload: refresh, update } = loaded;

  const setActive = useCallback(
    (ws: Workspace) =>
      update((s) => {
        const others = s.workspaces.filter((w) => w.id !== ws.id);
        return { ...s, activeWorkspace: ws, workspaces: [...others, ws].sort((a, b) => a.name.localeCompare(b.name)) };
      }),
    [update],
  );

  useEffect(() => {
    if (session && (path === "/" || path === "")) {
      navigate(session.activeWorkspace ? "/ask" : "/workspaces", { replace: true });
    }
  }, [session, path]);

  if (error) {
    return (
      <main className="page-center">
        <ErrorBox error={error} onRetry={() => void refresh()} />
      </main>
    );
  }
  if (!session) {
    return (
      <main className="page-center">
        <Loading label="Loading your session…" />
      </main>
    );
  }
  const state: SessionState = { session, refresh, setActive };
  return (
    <SessionContext.Provider value={state}>
      <Layout path={path} session={session} onSwitched={setActive}>
        <Screen key={session.activeWorkspace?.id ?? "none"} path={path} hasWorkspace={!!session.activeWorkspace} />
      </Layout>
    </SessionContext.Provider>
  );
}

function Screen({ path, hasWorkspace }: { path: string; hasWorkspace: boolean }) {
  if (path.startsWith("/workspaces")) return <WorkspacesPage />;
  if (path.startsWith("/slack/link")) return <SlackLinkPage />;
  if (!hasWorkspace) return <WorkspacesPage needed />;
  if (path.startsWith("/sources")) return <SourcesPage />;
  if (path.startsWith("/databases")) return <DatabasesPage />;
  if (path.startsWith("/tokens")) return <TokensPage />;
  if (path.startsWith("/ask")) {
    const id = path.split("/")[2] ?? "";
    return <AskPage chatId={id} />;
  }
  if (path === "/" || path === "") return <Loading />;
  return (
    <section className="page">
      <h1>Page not found</h1>
      <p>
        There is nothing at <code>{path}</code>.{" "}
        <a href="/ask" onClick={(e) => linkClick(e, "/ask")}>
          Go to Ask
        </a>
      </p>
    </section>
  );
}

function Layout({
  path,
  session,
  onSwitched,
  children,
}: {
  path: string;
  session: Session;
  onSwitched: (ws: Workspace) => void;
  children: React.ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [switchError, setSwitchError] = useState("");
  const active = session.activeWorkspace;

  async function switchTo(id: string) {
    setSwitchError("");
    try {
      onSwitched(await api.post("/workspaces/{id}/select", { params: { id } }));
    } catch (err) {
      if (!isQuiet(err)) setSwitchError(errorText(err));
    }
  }
  async function signOut() {
    try {
      await api.post("/auth/signout");
    } catch {
      // Signing out of an expired session is still signing out.
    }
    window.location.assign("/signin");
  }
  // Ends every session of this account, on every device (a lost laptop, a
  // shared computer): this one too.
  async function signOutEverywhere() {
    if (!window.confirm("Sign out on every device, this one included?")) return;
    try {
      await api.post("/auth/signout-all");
    } catch {
      // An expired session has nothing left to end here.
    }
    window.location.assign("/signin");
  }

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <a className="brand" href="/" onClick={(e) => linkClick(e, "/")}>
          KnowledgeStack
        </a>
        <button
          type="button"
          className="btn btn-ghost menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          Menu
        </button>
        <nav id="main-nav" className={menuOpen ? "nav open" : "nav"} aria-label="Main">
          {NAV.map((n) => (
            <a
              key={n.path}
              href={n.path}
              aria-current={path.startsWith(n.path) ? "page" : undefined}
              onClick={(e) => {
                setMenuOpen(false);
                linkClick(e, n.path);
              }}
            >
              {n.label}
            </a>
          ))}
        </nav>
        <div className="topbar-right">
          {session.workspaces.length > 0 && (
            <label className="ws-switch">
              <span className="visually-hidden">Active workspace</span>
              <select
                value={active?.id ?? ""}
                onChange={(e) => void switchTo(e.target.value)}
                aria-label="Active workspace"
              >
                {!active && <option value="">Choose a workspace…</option>}
                {session.workspaces.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <span className="user" title={session.user.email}>
            {session.user.name || session.user.email}
          </span>
          <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
            Sign out
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            data-testid="signout-everywhere"
            title="End every session of this account, on every device"
            onClick={() => void signOutEverywhere()}
          >
            Sign out everywhere
          </button>
        </div>
      </header>
      {switchError && (
        <div className="state state-error" role="alert">
          {switchError}
        </div>
      )}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
