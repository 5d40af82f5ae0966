// Shapes of the HTTP API (docs/api.md). Field names mirror the JSON.

export interface User {
  id: string;
  email: string;
  name: string;
}

export type Role = "owner" | "admin" | "member";

export interface Workspace {
  id: string;
  name: string;
  slug: string;
  role: Role;
  joinCode?: string;
}

export interface Session {
  user: User;
  workspaces: Workspace[];
  activeWorkspace: Workspace | null;
}

export interface AuthConfig {
  google: boolean;
  local: boolean;
}

export interface Member {
  userId: string;
  email: string;
  name: string;
  role: Role;
  joinedAt: string;
}

export type SourceStatus = "idle" | "queued" | "syncing" | "needs_review" | "needs_reauth" | "error";

export interface SyncProgress {
  running: boolean;
  seen: number;
  indexed: number;
  failed: number;
  total: number | null;
  startedAt: string | null;
}

export interface Source {
  id: string;
  provider: "upload" | "notion" | "confluence";
  name: string;
  status: SourceStatus;
  lastSyncedAt: string | null;
  lastError: string | null;
  documentCount: number;
  chunkCount: number;
  progress: SyncProgress;
}

export interface SourceDocument {
  id: string;
  title: string;
  url: string;
  status: "indexed" | "pending" | "failed";
  error: string | null;
  chunkCount: number;
  updatedAt: string;
  indexedAt: string | null;
}

export interface Connector {
  provider: string;
  /** docs/api.md calls it name; the server sends label. */
  name?: string;
  label?: string;
  available: boolean;
  missing?: string[];
}

export interface UploadResult {
  sourceId: string;
  files: { name: string; status: "stored" | "unchanged" }[];
}

export interface DatabaseConnection {
  id: string;
  name: string;
  host: string;
  port: number;
  database: string;
  user: string;
  sslMode: string;
  createdAt: string;
  updatedAt: string;
  lastCheckedAt: string | null;
  status: "reachable" | "unreachable" | "unknown";
}

export interface DatabaseTest {
  reachable: boolean;
  checkedAt: string;
  message: string;
}

export interface ChatModel {
  id: string;
  label: string;
}

export interface ChatModels {
  models: ChatModel[];
  default: string;
  offline: boolean;
}

export interface ChatSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface Citation {
  n: number;
  chunkId: string;
  documentId: string;
  sourceId: string;
  title: string;
  url: string;
  headingPath: string[] | string;
  snippet: string;
  score: number;
}

export interface QueryResult {
  database: string;
  sql: string;
  columns: string[];
  rows: string[][];
  rowCount: number;
  truncated: boolean;
}

export interface ToolStep {
  id?: string;
  name: string;
  display: string;
}

export interface Turn {
  id: string;
  seq: number;
  question: string;
  answer: string;
  status: "running" | "completed" | "failed";
  error: string | null;
  modelId: string;
  offline: boolean;
  toolSteps: ToolStep[];
  citations: Citation[];
  queryResults: QueryResult[];
  flaggedUncited: boolean;
  createdAt: string;
}

export interface ChatDetail {
  id: string;
  title: string;
  summary: string | null;
  compactedTurns: number;
  contextUsage: number;
  turns: Turn[];
}
