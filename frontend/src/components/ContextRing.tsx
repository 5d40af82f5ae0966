/** A small ring showing how much of the model's context the chat uses. */
export function ContextRing({ usage }: { usage: number }) {
  const u = Math.max(0, Math.min(1, Number.isFinite(usage) ? usage : 0));
  const r = 9;
  const c = 2 * Math.PI * r;
  const pct = Math.round(u * 100);
  const level = u > 0.85 ? "high" : u > 0.6 ? "mid" : "low";
  return (
    <span className={`ring ring-${level}`} role="img" aria-label={`Context used: ${pct}%`} title={`Context used: ${pct}%. Older turns are summarised when it fills.`}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r={r} className="ring-track" />
        <circle
          cx="12"
          cy="12"
          r={r}
          className="ring-fill"
          strokeDasharray={`${c * u} ${c}`}
          transform="rotate(-90 12 12)"
        />
      </svg>
      <span className="small">{pct}%</span>
    </span>
  );
}
