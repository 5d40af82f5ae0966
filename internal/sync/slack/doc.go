// Package slack is the Slack connector: a Web API client with Slack's
// rate-limit tiers, the renderer that turns threads and a channel's day of
// messages into Markdown, and the pass.Connector over the channels an admin
// picked. One document per thread; a channel's messages outside threads are
// grouped by UTC day. Skip rules and the look-back window are in
// docs/adr/0021-slack.md.
package slack
