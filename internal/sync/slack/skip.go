package slack

import "strings"

// keptSubtypes are the message subtypes that carry what people wrote. Every
// other subtype (joins, leaves, topic/purpose/name changes, pins, archive
// notices, reminders, huddles, …) is channel housekeeping and is skipped.
var keptSubtypes = map[string]bool{
	"": true, "thread_broadcast": true, "file_share": true, "me_message": true, "bot_message": true,
}

// Skip decides which messages are indexed. The rules, in order (documented in
// ADR 0021):
//  1. hidden messages and subtypes other than plain messages, replies sent to
//     the channel, file shares, /me messages and bot messages are skipped;
//     a tombstone (a deleted thread root kept for its replies) is skipped too;
//  2. messages posted by this app are skipped (its answers must not feed
//     back into the index);
//  3. messages posted by other apps and integrations are skipped unless the
//     source's config says include_bots;
//  4. messages with no text, no file and no attachment text are skipped.
type Skip struct {
	IncludeBots bool
	OwnBotID    string // the installation's bot user id
	OwnAppID    string
}

// Keep reports whether m is indexed.
func (s Skip) Keep(m Message) bool {
	switch {
	case m.Hidden || !keptSubtypes[m.Subtype]:
		return false
	case s.OwnAppID != "" && (m.AppID == s.OwnAppID || (m.BotProfile != nil && m.BotProfile.AppID == s.OwnAppID)):
		return false
	case s.OwnBotID != "" && m.User == s.OwnBotID:
		return false
	case m.IsBot() && !s.IncludeBots:
		return false
	}
	if strings.TrimSpace(m.Text) != "" || len(m.Files) > 0 {
		return true
	}
	for _, a := range m.Attachments {
		if strings.TrimSpace(a.Text+a.Title+a.Fallback) != "" {
			return true
		}
	}
	return false
}

// Filter returns the kept messages, in order.
func (s Skip) Filter(msgs []Message) []Message {
	out := make([]Message, 0, len(msgs))
	for _, m := range msgs {
		if s.Keep(m) {
			out = append(out, m)
		}
	}
	return out
}
