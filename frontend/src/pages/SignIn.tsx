import { useEffect, useState, type FormEvent } from "react";
import { api, errorText } from "../api";
import { useAsync } from "../useAsync";
import type { SignInErrorCode } from "../types";
import { ErrorBox, Loading } from "../components/States";
import { safeNext } from "../nextPath";

/**
 * Words for the codes a sign-in with a provider puts in ?error= (every SignInErrorCode of the API contract must
 * have one, or this does not compile), and for "unauthorized" (a session that ended).
 */
const ERROR_WORDS: Record<SignInErrorCode | "unauthorized", string> = {
  access_denied: "Sign-in was cancelled, or access was refused. Try again, or use another account.",
  state_mismatch: "The sign-in took too long or was started in another tab. Please start again.",
  provider_error: "The sign-in provider did not answer as expected. Please try again in a moment.",
  code_refused:
    "The sign-in provider refused to complete this sign-in (it was used already, took too long, or was not started here). Please start again.",
  token_invalid: "The sign-in provider's answer could not be verified, so it was refused. Please start again; if it keeps happening, tell your administrator.",
  token_audience: "The sign-in provider's answer was meant for another application, so it was refused. Please start again.",
  token_expired: "The sign-in provider's answer had expired. Please start again (and check this computer's clock).",
  nonce_mismatch: "The sign-in provider's answer belongs to another sign-in, so it was refused. Please start again.",
  google_disabled: "Google sign-in is not configured on this server. Use another way to sign in.",
  oidc_disabled: "Single sign-on is not configured on this server. Use another way to sign in.",
  unauthorized: "Your session has ended. Please sign in again.",
  email_unverified: "Your sign-in provider has not verified this account's e-mail address, so it cannot be used here.",
  domain_not_allowed: "Accounts with this e-mail domain may not sign in here. Use your organisation's account.",
  account_conflict:
    "This e-mail address is already used by another account here (or one linked to another identity at this provider). Ask your administrator.",
  email_missing:
    "Your sign-in provider did not share an e-mail address for this account, and one is needed to sign in here. Ask your administrator to release it.",
  issuer_mismatch:
    "The answer did not come from the sign-in provider this server uses, so it was refused. Please start again from this page.",
  signup_closed: "This server does not create new accounts. Ask an administrator for one.",
  invite_required: "New accounts need an invitation: enter your workspace's join code, then continue again.",
  rate_limited: "Too many attempts with join codes. Please wait a minute and try again.",
  link_required:
    "An account with your address already exists, with a password. Enter that password to link your sign-in provider to it: " +
    "from then on you sign in with that provider, the password stops working and every other session of the account ends.",
};

/** The local form's two modes, as tabs; a server with sign-up closed shows only the first. */
const MODES = [
  { mode: "signin", label: "Sign in" },
  { mode: "signup", label: "Create account" },
] as const;

/** Where to go after signing in: ?next= when it is a path on this origin (see safeNext), else "/". */
function nextPath(): string {
  return safeNext(new URLSearchParams(window.location.search).get("next"));
}

/** Sign in with exactly the providers the server is configured with (one button each), and/or a local e-mail and password. */
export function SignInPage() {
  const cfg = useAsync((signal) => api.get("/auth/config", { signal, redirectOn401: false }), "/auth/config");
  const code = new URLSearchParams(window.location.search).get("error");
  const [mode, setMode] = useState<"signin" | "signup">("signin");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [joinCode, setJoinCode] = useState("");
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
      if (code === "link_required") {
        await api.post("/auth/link", { body: { password }, redirectOn401: false });
        window.location.assign("/");
        return;
      }
      if (mode === "signup") {
        const body = joinCode.trim() ? { email, password, name, joinCode: joinCode.trim() } : { email, password, name };
        await api.post("/auth/signup", { body, redirectOn401: false });
      } else {
        await api.post("/auth/signin", { body: { email, password }, redirectOn401: false });
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
            {(ERROR_WORDS as Record<string, string | undefined>)[code] ?? `Sign-in failed (${code}). Please try again.`}
          </div>
        )}
        {code === "link_required" && (
          <form onSubmit={(e) => void submit(e)} className="form" aria-label="Link your account">
            <PasswordAndSubmit
              label="Password of the existing account"
              password={password}
              setPassword={setPassword}
              error={formError}
              busy={busy}
              action="Link and sign in"
            />
            <p className="muted">
              <a href="/signin">Back to sign-in</a>. Never made an account here with a password? Someone else may have registered your address: do not link,
              and tell your administrator.
            </p>
          </form>
        )}
        {cfg.loading && <Loading label="Loading sign-in options…" />}
        {!!cfg.error && <ErrorBox error={cfg.error} onRetry={() => void cfg.reload()} />}
        {cfg.data && code !== "link_required" && (
          <>
            {cfg.data.providers.length > 0 && cfg.data.signup === "invite" && (
              <label>
                Join code (new accounts need one)
                <input name="joinCode" autoComplete="off" value={joinCode} onChange={(e) => setJoinCode(e.target.value)} />
              </label>
            )}
            {cfg.data.providers.map((p) => (
              <a
                key={p.id}
                className={`btn btn-provider btn-${p.id}`}
                data-provider={p.id}
                href={joinCode.trim() ? `/api/auth/${p.id}?joinCode=${encodeURIComponent(joinCode.trim())}` : `/api/auth/${p.id}`}
              >
                {p.id === "google" && (
                  <span aria-hidden="true" className="g-mark">
                    G
                  </span>
                )}
                {p.label}
              </a>
            ))}
            {cfg.data.providers.length > 0 && cfg.data.local && <div className="divider">or</div>}
            {cfg.data.local && (
              <form onSubmit={(e) => void submit(e)} className="form" aria-label={mode === "signin" ? "Sign in" : "Create account"}>
                <div className="tabs" role="group" aria-label="Account">
                  {(cfg.data.signup === "closed" ? MODES.slice(0, 1) : MODES).map((m) => (
                    <button
                      key={m.mode}
                      type="button"
                      aria-pressed={mode === m.mode}
                      className={mode === m.mode ? "tab active" : "tab"}
                      onClick={() => setMode(m.mode)}
                    >
                      {m.label}
                    </button>
                  ))}
                </div>
                {mode === "signup" && (
                  <label>
                    Name
                    <input name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required />
                  </label>
                )}
                {mode === "signup" && (
                  <label>
                    {cfg.data.signup === "invite" ? "Join code (your invitation)" : "Join code (optional)"}
                    <input
                      name="joinCode"
                      autoComplete="off"
                      value={joinCode}
                      onChange={(e) => setJoinCode(e.target.value)}
                      required={cfg.data.signup === "invite"}
                    />
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
                <PasswordAndSubmit
                  label="Password"
                  fresh={mode === "signup"}
                  password={password}
                  setPassword={setPassword}
                  error={formError}
                  busy={busy}
                  action={mode === "signin" ? "Sign in" : "Create account"}
                />
              </form>
            )}
            {cfg.data.providers.length === 0 && !cfg.data.local && (
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

/**
 * The end of both password forms (local sign-in or sign-up, and linking a provider to an existing account): the
 * password, what went wrong on the last try, and the submit button. `fresh` is a new password, at least 10 characters.
 */
function PasswordAndSubmit(props: {
  label: string;
  fresh?: boolean;
  password: string;
  setPassword: (v: string) => void;
  error: string;
  busy: boolean;
  action: string;
}) {
  return (
    <>
      <label>
        {props.label}
        <input
          name="password"
          type="password"
          autoComplete={props.fresh ? "new-password" : "current-password"}
          minLength={props.fresh ? 10 : undefined}
          value={props.password}
          onChange={(e) => props.setPassword(e.target.value)}
          required
        />
      </label>
      {props.error && (
        <div className="state state-error" role="alert">
          {props.error}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={props.busy}>
        {props.busy ? "Please wait…" : props.action}
      </button>
    </>
  );
}
