import { Fragment, type ReactNode } from "react";
import type { Citation } from "../types";

/**
 * Renders an answer's light Markdown (paragraphs, "-"/"1." lists, headings,
 * **bold**, `code`, fenced code) as React nodes — never as HTML, so nothing in
 * an answer can inject markup — and turns [n] markers into buttons.
 */
export function AnswerText({
  text,
  citations,
  onCite,
}: {
  text: string;
  citations: Citation[];
  onCite: (n: number) => void;
}) {
  const blocks = splitBlocks(text);
  return (
    <div className="answer-text">
      {blocks.map((b, i) => {
        if (b.kind === "code") {
          return (
            <pre key={i} className="code">
              <code>{b.lines.join("\n")}</code>
            </pre>
          );
        }
        if (b.kind === "ul" || b.kind === "ol") {
          const items = b.lines.map((l) => l.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ""));
          const Tag = b.kind;
          return (
            <Tag key={i}>
              {items.map((it, j) => (
                <li key={j}>{inline(it, citations, onCite)}</li>
              ))}
            </Tag>
          );
        }
        if (b.kind === "h") {
          const line = b.lines[0] ?? "";
          return (
            <p key={i} className="answer-heading">
              <strong>{inline(line.replace(/^#+\s*/, ""), citations, onCite)}</strong>
            </p>
          );
        }
        return <p key={i}>{b.lines.map((l, j) => <Fragment key={j}>{j > 0 && <br />}{inline(l, citations, onCite)}</Fragment>)}</p>;
      })}
    </div>
  );
}

interface Block {
  kind: "p" | "ul" | "ol" | "code" | "h";
  lines: string[];
}

function splitBlocks(text: string): Block[] {
  const out: Block[] = [];
  let cur: Block | null = null;
  let fence = false;
  for (const line of text.split("\n")) {
    if (line.trimStart().startsWith("```")) {
      if (fence) {
        fence = false;
        cur = null;
      } else {
        fence = true;
        cur = { kind: "code", lines: [] };
        out.push(cur);
      }
      continue;
    }
    if (fence && cur) {
      cur.lines.push(line);
      continue;
    }
    if (line.trim() === "") {
      cur = null;
      continue;
    }
    const kind: Block["kind"] = /^\s*[-*+]\s+/.test(line)
      ? "ul"
      : /^\s*\d+[.)]\s+/.test(line)
        ? "ol"
        : /^#{1,6}\s/.test(line)
          ? "h"
          : "p";
    if (kind === "h") {
      out.push({ kind, lines: [line] });
      cur = null;
      continue;
    }
    if (cur && cur.kind === kind) cur.lines.push(line);
    else if (cur && (cur.kind === "ul" || cur.kind === "ol") && kind === "p" && /^\s+/.test(line)) {
      const last = cur.lines.length - 1;
      cur.lines[last] = `${cur.lines[last] ?? ""} ${line.trim()}`;
    } else {
      cur = { kind, lines: [line] };
      out.push(cur);
    }
  }
  return out;
}

const TOKEN = /(\[\d+(?:\s*,\s*\d+)*\])|(\*\*[^*]+\*\*)|(`[^`]+`)/g;

function inline(s: string, citations: Citation[], onCite: (n: number) => void): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let k = 0;
  for (const m of s.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push(s.slice(last, at));
    const tok = m[0];
    if (m[1]) {
      const ns = tok
        .slice(1, -1)
        .split(",")
        .map((x) => Number(x.trim()));
      for (const n of ns) {
        const c = citations.find((c) => c.n === n);
        out.push(
          c ? (
            <button
              key={`c${k++}`}
              type="button"
              className="cite"
              aria-label={`Source ${n}: ${c.title}`}
              title={c.title}
              onClick={() => onCite(n)}
            >
              {n}
            </button>
          ) : (
            <span key={`c${k++}`} className="cite cite-missing">
              {n}
            </span>
          ),
        );
      }
    } else if (m[2]) {
      out.push(<strong key={`b${k++}`}>{tok.slice(2, -2)}</strong>);
    } else if (m[3]) {
      out.push(<code key={`k${k++}`}>{tok.slice(1, -1)}</code>);
    }
    last = at + tok.length;
  }
  if (last < s.length) out.push(s.slice(last));
  return out;
}
