// Package tools is the registry of the tools the agent (and any future
// protocol server) may call: documents search and the four read-only
// database tools. A tool returns the text the model reads plus structured
// extras for the UI; problems the model caused come back as sentences it can
// act on, never as Go errors.
package tools
