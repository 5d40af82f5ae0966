// Package agent runs one chat turn: a bounded tool-calling loop over an
// OpenAI-compatible Chat Completions model (or the offline answerer when no
// model is configured), streaming typed events to a callback. It knows
// nothing of HTTP; the caller persists and transmits the events.
package agent
