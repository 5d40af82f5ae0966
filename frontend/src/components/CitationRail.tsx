import { useEffect, useRef } from "react";
import type { Citation } from "../types";
import { linkClick } from "../router";

/** The side panel listing a turn's sources, with the chosen one in focus. */
export function CitationRail({
  citations,
  selected,
  onClose,
}: {
  citations: Citation[];
  selected: number;
  onClose: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current?.querySelector<HTMLElement>(`[data-n="${selected}"]`);
    el?.scrollIntoView({ block: "nearest" });
    el?.focus();
  }, [selected, citations]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <aside className="rail" ref={ref} aria-label="Sources of this answer">
      <div className="rail-head">
        <h2>Sources</h2>
        <button type="button" className="btn btn-ghost btn-small" onClick={onClose} aria-label="Close sources">
          Close
        </button>
      </div>
      <ol className="rail-list">
        {[...citations]
          .sort((a, b) => a.n - b.n)
          .map((c) => (
            <li
              key={c.n}
              data-n={c.n}
              tabIndex={-1}
              className={c.n === selected ? "citation selected" : "citation"}
              aria-current={c.n === selected ? "true" : undefined}
            >
              <div className="citation-title">
                <span className="cite static">{c.n}</span> <strong>{c.title}</strong>
              </div>
              {c.location?.label && (
                <div className="small citation-location" data-testid="citation-location">
                  {c.location.label}
                </div>
              )}
              {c.headingPath && <div className="muted small heading-path">{c.headingPath}</div>}
              <blockquote className="snippet">{c.snippet}</blockquote>
              <div className="small muted">
                relevance {Number.isFinite(c.score) ? c.score.toFixed(3) : "—"}
                {" · "}
                {c.url ? (
                  <a href={c.url} target="_blank" rel="noreferrer">
                    {c.location?.kind === "page" ? `Open at ${c.location.label}` : "Open the source"}
                  </a>
                ) : (
                  <a href="/sources" onClick={(e) => linkClick(e, "/sources")}>
                    Open in Sources
                  </a>
                )}
              </div>
            </li>
          ))}
      </ol>
    </aside>
  );
}
