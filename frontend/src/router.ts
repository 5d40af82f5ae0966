// Client-side routing on the History API: the path is the state.
import { useEffect, useState } from "react";

const EVENT = "ks:navigate";

/** Pushes path onto the history and re-renders subscribers. */
export function navigate(path: string, opts: { replace?: boolean } = {}): void {
  if (path === window.location.pathname + window.location.search) return;
  if (opts.replace) window.history.replaceState(null, "", path);
  else window.history.pushState(null, "", path);
  window.dispatchEvent(new Event(EVENT));
}

/** The current location, updated on navigate() and on back/forward. */
export function useLocation(): { path: string; query: URLSearchParams } {
  const [loc, setLoc] = useState(() => ({ path: window.location.pathname, search: window.location.search }));
  useEffect(() => {
    const on = () => setLoc({ path: window.location.pathname, search: window.location.search });
    window.addEventListener("popstate", on);
    window.addEventListener(EVENT, on);
    return () => {
      window.removeEventListener("popstate", on);
      window.removeEventListener(EVENT, on);
    };
  }, []);
  return { path: loc.path, query: new URLSearchParams(loc.search) };
}

/** Handles a plain left click on an in-app link without a page load. */
export function linkClick(e: React.MouseEvent<HTMLAnchorElement>, path: string): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigate(path);
}
