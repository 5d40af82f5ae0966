import { useMemo } from "react";
import type { QueryResult } from "../types";

const MAX_BARS = 30;

function isNumber(v: string | null | undefined): boolean {
  return v != null && v.trim() !== "" && Number.isFinite(Number(v));
}

/**
 * Picks the columns for a bar chart: the first column that is not all numbers
 * as labels, and the first all-number column as values. Null when the result
 * has no such pair (or no rows).
 */
export function chartColumns(q: QueryResult): { label: number; value: number } | null {
  if (q.rows.length === 0 || q.columns.length < 2) return null;
  const numeric = q.columns.map((_, i) => q.rows.every((r) => isNumber(r[i])));
  const label = numeric.findIndex((n) => !n);
  const value = numeric.findIndex((n) => n);
  if (label < 0 || value < 0) return null;
  return { label, value };
}

/** Quotes a CSV field per RFC 4180 and defuses spreadsheet formulas. */
function csvField(v: string): string {
  const s = /^[=+\-@\t\r]/.test(v) && !isNumber(v) ? `'${v}` : v;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function toCSV(q: QueryResult): string {
  return [q.columns, ...q.rows].map((r) => r.map((v) => csvField(v ?? "")).join(",")).join("\r\n") + "\r\n";
}

/** A query's rows as a table, its SQL behind a disclosure, a bar chart and a CSV download. */
export function QueryResultView({ q }: { q: QueryResult }) {
  const chart = useMemo(() => chartColumns(q), [q]);
  const csvHref = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(toCSV(q))}`, [q]);
  return (
    <figure className="query-result">
      <figcaption className="qr-head">
        <span>
          <strong>{q.database}</strong> · {q.rowCount} row{q.rowCount === 1 ? "" : "s"}
          {q.truncated && <span className="badge badge-warn">truncated</span>}
          {(q.cutCells ?? 0) > 0 && (
            <span className="badge badge-warn" title="Longer values end with … ; select a shorter expression to read them.">
              {q.cutCells} long value{q.cutCells === 1 ? "" : "s"} cut at 8,192 characters
            </span>
          )}
        </span>
        <a className="btn btn-small" href={csvHref} download={`${q.database || "query"}-result.csv`}>
          Download CSV
        </a>
      </figcaption>
      <details className="sql">
        <summary>SQL</summary>
        <pre className="code">
          <code>{q.sql}</code>
        </pre>
      </details>
      {chart && <BarChart q={q} label={chart.label} value={chart.value} />}
      {q.rows.length === 0 ? (
        <p className="muted">The query returned no rows.</p>
      ) : (
        <div className="table-wrap">
          <table className="table result-table">
            <thead>
              <tr>
                {q.columns.map((c, i) => (
                  <th key={i} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {q.rows.map((r, i) => (
                <tr key={i}>
                  {q.columns.map((_, j) => (
                    <td key={j} className={isNumber(r[j]) ? "num" : undefined}>
                      {r[j] ?? <span className="muted">null</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}

function BarChart({ q, label, value }: { q: QueryResult; label: number; value: number }) {
  const rows = q.rows.slice(0, MAX_BARS);
  const values = rows.map((r) => Number(r[value]));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const rowH = 22;
  const labelW = 140;
  const plotW = 360;
  const valueW = 90;
  const width = labelW + plotW + valueW;
  const height = rows.length * rowH + 4;
  const zero = labelW + ((0 - min) / span) * plotW;
  const title = `${q.columns[value]} by ${q.columns[label]}`;
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Bar chart of ${title}`}
      preserveAspectRatio="xMinYMin meet"
      data-testid="bar-chart"
    >
      <title>{title}</title>
      {rows.map((r, i) => {
        const v = values[i] ?? 0;
        const x = v >= 0 ? zero : zero - ((0 - v) / span) * plotW;
        const w = (Math.abs(v) / span) * plotW;
        const y = i * rowH + 2;
        const name = r[label] ?? "";
        return (
          <g key={i}>
            <text x={labelW - 6} y={y + rowH / 2 + 4} textAnchor="end" className="chart-label">
              {name.length > 20 ? `${name.slice(0, 19)}…` : name}
            </text>
            <rect x={x} y={y + 3} width={Math.max(w, 1)} height={rowH - 6} className="chart-bar" rx="2" />
            <text x={labelW + plotW + 6} y={y + rowH / 2 + 4} className="chart-value">
              {r[value]}
            </text>
          </g>
        );
      })}
      <line x1={zero} x2={zero} y1={0} y2={height} className="chart-axis" />
    </svg>
  );
}
