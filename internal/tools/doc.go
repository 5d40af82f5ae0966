// Package tools is the one registry of the tools the agent and the MCP
// server call: documents search and the four read-only database tools. Each
// tool is defined once here: its name, description, JSON schema and the text
// the model reads. A tool returns that text plus structured extras for the
// UI; problems the model caused come back as sentences it can act on, never
// as Go errors.
package tools
