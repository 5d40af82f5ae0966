// Package mcpserver exposes the workspace's tools and documents to Model
// Context Protocol clients (Claude Desktop, Cursor, VS Code, Zed …) with the
// official Go SDK: the tools are internal/tools' registry itself, so each
// tool's name, description, schema and text are the agent's (told that
// the answer goes to an MCP client, tools.SurfaceMCP); documents are
// resources ks://documents/{id} holding their Markdown, listed by
// resources/list a page at a time (listing.go).
//
// Every call acts for the user and workspace of a personal API token
// (docs/adr/0024-personal-api-tokens.md), resolved against the database on
// every call, so a revoked token or a removed member stops at once. Every
// call is rate limited per user across replicas and audited (tool_calls)
// without its arguments or results. The transports are Streamable HTTP,
// stateless so any API replica answers any request (Handler, mounted at /mcp),
// and stdio for clients that spawn a process (RunStdio, `api mcp`). See
// docs/adr/0027-mcp-server.md.
package mcpserver
