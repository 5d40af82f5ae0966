import { api, unlessMissing } from "../api";
import { useAsync } from "../useAsync";
import type { Usage } from "../types";

const number = new Intl.NumberFormat("en");

/** "March 2026" from "2026-03" (the month is UTC on the server). */
function monthName(month: string): string {
  const [y = NaN, m = NaN] = month.split("-").map(Number);
  if (!Number.isInteger(y) || !Number.isInteger(m)) return month;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString("en", { month: "long", year: "numeric", timeZone: "UTC" });
}

/**
 * The workspace's model usage of the month against its ceiling
 * (docs/adr/0053), for owners and admins; a server without the route, or
 * one that cannot read it now, shows nothing.
 */
export function UsageLine() {
  const usage = useAsync(
    (signal) => api.get("/settings/usage", { signal }).catch(unlessMissing<Usage | null>(null)),
    "/settings/usage",
  );
  const u = usage.data;
  if (!u) return null;
  const share = u.limit > 0 ? ` of ${number.format(u.limit)} (${Math.min(100, Math.round((u.tokens / u.limit) * 100))}%)` : "";
  return (
    <p className="muted small usage-line">
      Model usage in {monthName(u.month)}: {number.format(u.tokens)} tokens{share}, answers and paid embeddings together.
    </p>
  );
}
