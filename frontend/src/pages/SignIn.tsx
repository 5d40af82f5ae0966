import { useEffect, useState, type FormEvent } from "react";
import { api, errorText } from "../api";
import { useAsync } from "../useAsync";
import type { AuthConfig, User } from "../types";
import { ErrorBox, Loading } from "../components/States";

/** Words for the codes /auth/google/callback puts in ?error=. */
const ERROR_WORDS: Record<string, string> = {
  access_denied: "Google sign-in was cancelled, or access was refused. Try again, or use another account.",
  state_mismatch: "The sign-in took too long or was started in another tab. Please start again.",
  provider_error: "Google did not answer as expected. Please try again in a moment.",
  google_disabled: "Google sign-in is not configured on this server. Use an e-mail and password instead.",
  unauthorized: "Your session has ended. Please sign in again.",
};

/** Where to go after signing in: ?next= when it is a local path. */
function nextPath(): string {
  const next = new URLSearchParams(window.location.search).get("next") ?? "";
  return next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/signin") ? next : "/";
}

/** Sign in with Google when configured, or with a local e-mail and password. */
export function SignInPage() {
  const cfg = useAsync((signal) => api.get<AuthConfig>("/auth/config", { signal, redirectOn401: false }), "/auth/config");
  const code = new URLSearchParams(window.location.search).get("error");
  const [mode, setMode] = useState<"signin" | "signup">("signin");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState("");

  // Already signed in: skip the form.
  useEffect(() => {
    const c = new AbortController();
    api
      .get("/auth/session", { signal: c.signal, redirectOn401: false })
      .then(() => window.location.replace(nextPath()))
      .catch(() => undefined);
    return () => c.abort();
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setFormError("");
    try {
      if (mode === "signup") {
        await api.post<{ user: User }>("/auth/signup", { email, password, name }, { redirectOn401: false });
      } else {
        await api.post<{ user: User }>("/auth/signin", { email, password }, { redirectOn401: false });
      }
      window.location.assign(nextPath());
    } catch (err) {
      setFormError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <main className="signin">
      <div className="signin-card">
        <h1>KnowledgeStack</h1>
        <p className="muted">Answers from your team's documents and databases, with sources.</p>
        {code && (
          <div className="state state-error" role="alert">
            {ERROR_WORDS[code] ?? `Sign-in failed (${code}). Please try again.`}
          </div>
        )}
        {cfg.loading && <Loading label="Loading sign-in options…" />}
        {!!cfg.error && <ErrorBox error={cfg.error} onRetry={() => void cfg.reload()} />}
        {cfg.data && (
          <>
            {cfg.data.google && (
              <a className="btn btn-google" href="/api/auth/google">
                <span aria-hidden="true" className="g-mark">
                  G
                </span>
                Continue with Google
              </a>
            )}
            {cfg.data.google && cfg.data.local && <div className="divider">or</div>}
            {cfg.data.local && (
              <form onSubmit={(e) => void submit(e)} className="form" aria-label={mode === "signin" ? "Sign in" : "Create account"}>
                <div className="tabs" role="group" aria-label="Account">
                  <button
                    type="button"
                    aria-pressed={mode === "signin"}
                    className={mode === "signin" ? "tab active" : "tab"}
                    onClick={() => setMode("signin")}
                  >
                    Sign in
                  </button>
                  <button
                    type="button"
                    aria-pressed={mode === "signup"}
                    className={mode === "signup" ? "tab active" : "tab"}
                    onClick={() => setMode("signup")}
                  >
                    Create account
                  </button>
                </div>
                {mode === "signup" && (
                  <label>
                    Name
                    <input name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required />
                  </label>
                )}
                <label>
                  E-mail
                  <input
                    name="email"
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    required
                  />
                </label>
                <label>
                  Password
                  <input
                    name="password"
                    type="password"
                    autoComplete={mode === "signup" ? "new-password" : "current-password"}
                    minLength={mode === "signup" ? 8 : undefined}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    required
                  />
                </label>
                {formError && (
                  <div className="state state-error" role="alert">
                    {formError}
                  </div>
                )}
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {busy ? "Please wait…" : mode === "signin" ? "Sign in" : "Create account"}
                </button>
              </form>
            )}
            {!cfg.data.google && !cfg.data.local && (
              <div className="state state-error" role="alert">
                No sign-in method is configured on this server.
              </div>
            )}
          </>
        )}
      </div>
    </main>
  );
}
