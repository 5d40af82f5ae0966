import type { Turn } from "../types";
import { AnswerText } from "./AnswerText";
import { QueryResultView } from "./QueryResultView";

/** One question and its answer: tool steps, streamed text, results, failure. */
export function TurnView({ turn: t, onCite }: { turn: Turn; onCite: (n: number) => void }) {
  const running = t.status === "running";
  return (
    <article className="turn" data-status={t.status} aria-label={`Question: ${t.question}`}>
      <div className="question">
        <p>{t.question}</p>
      </div>
      <div className="answer">
        {t.toolSteps.length > 0 && (
          <ul className="steps" aria-label="What the assistant did">
            {t.toolSteps.map((s, i) => (
              <li key={s.id ?? i}>{s.display || s.name}</li>
            ))}
          </ul>
        )}
        {/* Sources first (ADR 0033): the server sends the passages an answer rests on before its
            text, so they show above it while it streams. */}
        {t.citations.length > 0 && (
          <div className="cite-list" aria-label="Sources this answer rests on">
            <span className="small muted">Sources:</span>
            {[...t.citations]
              .sort((a, b) => a.n - b.n)
              .map((c) => (
                <button key={c.n} type="button" className="chip" onClick={() => onCite(c.n)}>
                  <span className="cite static">{c.n}</span> {c.title}
                </button>
              ))}
          </div>
        )}
        {t.answer ? (
          <AnswerText text={t.answer} citations={t.citations} onCite={onCite} />
        ) : running ? (
          <p className="muted thinking" role="status">
            <span className="spinner" aria-hidden="true" /> Working on it…
          </p>
        ) : null}
        {t.queryResults.map((q, i) => (
          <QueryResultView key={i} q={q} />
        ))}
        {t.status === "failed" && (
          <div className="state state-error" role="alert" data-testid="turn-failed">
            <span>
              <strong>This answer failed{t.answer ? " and is incomplete" : ""}.</strong> {t.error ?? ""}
            </span>
          </div>
        )}
        {t.status === "completed" && t.flaggedUncited && (
          <p className="small muted">Some statements in this answer could not be tied to a source.</p>
        )}
        <div className="turn-meta small muted">
          {t.offline ? "offline answer" : t.modelId}
          {running && " · streaming"}
        </div>
      </div>
    </article>
  );
}
