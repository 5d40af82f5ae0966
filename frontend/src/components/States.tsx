import type { ReactNode } from "react";
import { errorText } from "../api";
import type { Async } from "../useAsync";

/** A busy indicator that screen readers announce. */
export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** What a list shows when it has nothing yet, with an optional next step. */
export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty">
      <p className="state-title">{title}</p>
      {children}
    </div>
  );
}

/** An error box with an optional retry. */
export function ErrorBox({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <span>{errorText(error)}</span>
      {onRetry && (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/**
 * What a list loaded with useAsync shows around its items: a busy line on the first load, the error with a retry,
 * and `empty` once it has loaded and holds nothing (`count` items).
 */
export function ListStates<T>({ of, count, empty }: { of: Async<T>; count: number; empty: ReactNode }) {
  return (
    <>
      {of.loading && !of.data && <Loading />}
      {!!of.error && <ErrorBox error={of.error} onRetry={() => void of.reload()} />}
      {!!of.data && count === 0 && empty}
    </>
  );
}

/** A short-lived success line. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="notice" role="status">
      {children}
    </div>
  );
}
