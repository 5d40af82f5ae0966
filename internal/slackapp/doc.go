// Package slackapp answers questions asked in Slack: the /ask slash command
// and mentions of the app. It verifies Slack's request signatures (with
// replay protection shared by every replica through PostgreSQL), maps the
// Slack team to its linked workspace and the Slack user to a linked user,
// runs the turn through the same chat service as the web chat, and posts the
// answer back as Block Kit.
package slackapp
