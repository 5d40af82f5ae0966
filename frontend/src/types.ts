// Shapes of the HTTP API, generated from api/openapi.yaml into api.gen.ts
// (`npm run gen:api`; `npm test` fails when it is stale). Only names are
// given here: no field is written by hand.
import type { components, operations } from "./api.gen";

type Schemas = components["schemas"];

export type User = Schemas["User"];
export type Role = Schemas["Role"];
export type Workspace = Schemas["Workspace"];
export type Session = Schemas["Session"];
export type AuthConfig = Schemas["AuthConfig"];
export type SignInErrorCode = Schemas["SignInErrorCode"];
export type Member = Schemas["Member"];
export type SourceStatus = Schemas["SourceStatus"];
export type SyncProgress = Schemas["SyncProgress"];
export type SyncRequest = Schemas["SyncRequest"];
export type Source = Schemas["Source"];
export type SlackPendingLink = Schemas["SlackPendingLink"];
export type SlackLink = Schemas["SlackLink"];
export type SourceDocument = Schemas["SourceDocument"];
export type UnansweredQuestion = Schemas["UnansweredQuestion"];
export type EmbeddingStatus = Schemas["EmbeddingStatus"];
export type Connector = Schemas["Connector"];
export type ConnectorList = operations["listConnectors"]["responses"]["200"]["content"]["application/json"];
export type UploadResult = Schemas["UploadResult"];
export type UploadRejected = Schemas["UploadRejected"];
export type DatabaseConnection = Schemas["DatabaseConnection"];
export type DatabaseRegistration = Schemas["DatabaseRegistration"];
export type DatabaseTest = Schemas["DatabaseTest"];
export type ChatModel = Schemas["ChatModel"];
export type ChatModels = Schemas["ChatModels"];
export type ChatSummary = Schemas["ChatSummary"];
export type ChatDetail = Schemas["ChatDetail"];
export type StoredTurn = Schemas["Turn"];
export type Citation = Schemas["Citation"];
export type CitationLocation = Schemas["CitationLocation"];
export type QueryResult = Schemas["QueryResult"];
export type ToolStep = Schemas["ToolStep"];
export type ToolCall = Schemas["ToolCallEvent"];

/** A stream frame's event name and its data, as the API sends them. */
export type StreamFrame = Schemas["StreamFrame"];
export type StreamEvent = StreamFrame["event"];
/** Each event name's frame data. */
export type EventDataMap = { [F in StreamFrame as F["event"]]: F["data"] };
/** The data of the frame named E. */
export type EventData<E extends StreamEvent> = EventDataMap[E];

/**
 * A turn as the chat screen holds it: a stored turn, or one being streamed,
 * whose tool calls have no outcome yet (a stored ToolStep is a ToolCall too).
 */
export type Turn = Omit<StoredTurn, "toolSteps"> & { toolSteps: ToolCall[] };
export type Privacy = Schemas["Privacy"];
export type Usage = Schemas["Usage"];
export type SlackChannelList = Schemas["SlackChannelList"];
export type SlackChannelOption = Schemas["SlackChannelOption"];
export type SlackChannelState = Schemas["SlackChannelState"];
export type APIToken = Schemas["APIToken"];
export type NewAPIToken = Schemas["NewAPIToken"];
export type DriveConnection = Schemas["DriveConnection"];
export type DriveConnectionList = operations["listDriveConnections"]["responses"]["200"]["content"]["application/json"];
export type DriveSource = Schemas["DriveSource"];
export type DriveChoice = Schemas["DriveChoice"];
export type DriveChoices = Schemas["DriveChoices"];
