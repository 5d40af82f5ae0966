import { createContext, useContext } from "react";
import type { Session, Workspace } from "./types";

/** What every signed-in screen may read about the signed-in user. */
export interface SessionState {
  session: Session;
  /** Re-reads /auth/session (after creating, joining or selecting a workspace). */
  refresh: () => Promise<void>;
  /** Replaces the active workspace locally after a select/create/join answer. */
  setActive: (ws: Workspace) => void;
}

export const SessionContext = createContext<SessionState | null>(null);

/** The session of the signed-in user; only used below the signed-in layout. */
export function useSession(): SessionState {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside the signed-in layout");
  return s;
}

/** True when the role may manage sources and databases. */
export function canManage(ws: Workspace | null): boolean {
  return ws?.role === "owner" || ws?.role === "admin";
}
