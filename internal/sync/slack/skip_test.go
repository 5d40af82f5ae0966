package slack

import "testing"

func TestSkipRules(t *testing.T) {
	own := Skip{OwnBotID: "UBOT", OwnAppID: "A0KRD7HC3"}
	withBots := own
	withBots.IncludeBots = true
	cases := []struct {
		name string
		s    Skip
		m    Message
		keep bool
	}{
		{"a person's message", own, Message{User: "U1", Text: "hi"}, true},
		{"a channel join", own, Message{User: "U1", Subtype: "channel_join", Text: "<@U1> has joined the channel"}, false},
		{"a purpose change", own, Message{User: "U1", Subtype: "channel_purpose", Text: "set the purpose"}, false},
		{"a tombstone", own, Message{Subtype: "tombstone", Text: "This message was deleted."}, false},
		{"a hidden message", own, Message{User: "U1", Text: "x", Hidden: true}, false},
		{"an empty message", own, Message{User: "U1", Text: "  "}, false},
		{"a file share without text", own, Message{User: "U1", Subtype: "file_share", Files: []File{{Name: "a.png"}}}, true},
		{"an unfurl-only message", own, Message{User: "U1", Attachments: []Attachment{{Title: "Docs"}}}, true},
		{"another app's post", own, Message{BotID: "B1", Text: "deploy done"}, false},
		{"another app's post with include_bots", withBots, Message{BotID: "B1", Text: "deploy done"}, true},
		{"our own answer, even with include_bots", withBots, Message{BotID: "B2", AppID: "A0KRD7HC3", Text: "The answer [1]"}, false},
		{"our own bot user's post", withBots, Message{User: "UBOT", BotID: "B2", Text: "The answer"}, false},
		{"a reply also sent to the channel", own, Message{User: "U1", Subtype: "thread_broadcast", Text: "fyi"}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := c.s.Keep(c.m); got != c.keep {
				t.Errorf("Keep = %v, want %v", got, c.keep)
			}
		})
	}
}
