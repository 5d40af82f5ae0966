/**
 * The in-app path a ?next= value may send a signed-in person to, or "/".
 *
 * The value is resolved the way the browser itself will resolve it (a backslash is a slash, tabs and newlines are
 * dropped, "." and ".." segments collapse), and only a result on this origin whose path is not protocol-relative
 * ("//host") is kept; it is returned rebuilt from its parts, so what is checked is exactly what is navigated to.
 * Anything else (another origin, "javascript:", a path that only becomes "//host" after normalisation) gives "/".
 */
export function safeNext(raw: string | null | undefined, origin: string = window.location.origin): string {
  if (!raw || !raw.startsWith("/")) return "/";
  // Control characters and backslashes have no business in a path we wrote; refusing them up front means no
  // parser's leniency is relied on.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return "/";
  let u: URL;
  try {
    u = new URL(raw, origin);
  } catch {
    return "/";
  }
  if (u.origin !== origin || u.username !== "" || u.password !== "") return "/";
  const path = u.pathname;
  if (!path.startsWith("/") || path.startsWith("//")) return "/";
  if (path === "/signin" || path.startsWith("/signin/")) return "/";
  return path + u.search + u.hash;
}
