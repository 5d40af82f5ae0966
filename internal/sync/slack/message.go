package slack

import (
	"strconv"
	"strings"
	"time"
)

// Message is a Slack message as conversations.history and .replies return it
// (the fields the connector reads).
type Message struct {
	Type            string       `json:"type"`
	Subtype         string       `json:"subtype"`
	TS              string       `json:"ts"`
	ThreadTS        string       `json:"thread_ts"`
	User            string       `json:"user"`
	BotID           string       `json:"bot_id"`
	AppID           string       `json:"app_id"`
	Username        string       `json:"username"`
	Text            string       `json:"text"`
	ReplyCount      int          `json:"reply_count"`
	LatestReply     string       `json:"latest_reply"`
	ParentUserID    string       `json:"parent_user_id"`
	Edited          *Edited      `json:"edited"`
	BotProfile      *BotProfile  `json:"bot_profile"`
	Files           []File       `json:"files"`
	Attachments     []Attachment `json:"attachments"`
	ReplyBroadcast  bool         `json:"reply_broadcast"`
	Hidden          bool         `json:"hidden"`
	ClientMessageID string       `json:"client_msg_id"`
}

// Edited marks an edited message.
type Edited struct {
	User string `json:"user"`
	TS   string `json:"ts"`
}

// BotProfile names the app that posted a bot message.
type BotProfile struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	AppID string `json:"app_id"`
}

// File is a file shared in a message; only its name and link are indexed.
type File struct {
	Name      string `json:"name"`
	Title     string `json:"title"`
	Permalink string `json:"permalink"`
	Mode      string `json:"mode"`
}

// Attachment is a legacy attachment or a link unfurl.
type Attachment struct {
	Title     string `json:"title"`
	TitleLink string `json:"title_link"`
	FromURL   string `json:"from_url"`
	Text      string `json:"text"`
	Fallback  string `json:"fallback"`
}

// IsThreadRoot reports whether the message opens a thread (it has replies).
func (m Message) IsThreadRoot() bool {
	return m.ThreadTS != "" && m.ThreadTS == m.TS && m.ReplyCount > 0
}

// IsReply reports whether the message is a reply inside a thread (and not
// its root). A reply also sent to the channel is still a reply: it belongs
// to its thread's document.
func (m Message) IsReply() bool { return m.ThreadTS != "" && m.ThreadTS != m.TS }

// IsBot reports whether an app or integration posted the message.
func (m Message) IsBot() bool { return m.BotID != "" || m.Subtype == "bot_message" }

// Time is the message's post time.
func (m Message) Time() time.Time { return TSTime(m.TS) }

// Changed is the latest of the post time and the last edit time.
func (m Message) Changed() time.Time {
	t := m.Time()
	if m.Edited != nil {
		if e := TSTime(m.Edited.TS); e.After(t) {
			t = e
		}
	}
	return t
}

// TSTime converts a Slack timestamp ("1773301199.998369") to a time; an
// unparsable one is the zero time.
func TSTime(ts string) time.Time {
	sec, frac, _ := strings.Cut(ts, ".")
	s, err := strconv.ParseInt(sec, 10, 64)
	if err != nil || s < 0 {
		return time.Time{}
	}
	var us int64
	if frac != "" {
		frac = (frac + "000000")[:6]
		if us, err = strconv.ParseInt(frac, 10, 64); err != nil {
			return time.Time{}
		}
	}
	return time.Unix(s, us*1000).UTC()
}

// TimeTS converts a time to a Slack timestamp with microseconds.
func TimeTS(t time.Time) string {
	us := t.UnixMicro()
	return strconv.FormatInt(us/1e6, 10) + "." + padMicro(us%1e6)
}

func padMicro(n int64) string {
	s := strconv.FormatInt(n, 10)
	return strings.Repeat("0", 6-len(s)) + s
}

// validTS reports whether s has the shape of a Slack timestamp, so an id
// built from input cannot carry anything else into a query string.
func validTS(s string) bool {
	sec, frac, ok := strings.Cut(s, ".")
	if !ok || len(sec) == 0 || len(sec) > 12 || len(frac) == 0 || len(frac) > 6 {
		return false
	}
	for _, r := range sec + frac {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// Channel is a conversation as conversations.list returns it.
type Channel struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	IsPrivate  bool   `json:"is_private"`
	IsArchived bool   `json:"is_archived"`
	IsMember   bool   `json:"is_member"`
	NumMembers int    `json:"num_members"`
}

// User is a member as users.info returns it.
type User struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Deleted bool   `json:"deleted"`
	IsBot   bool   `json:"is_bot"`
	// TeamID is the user's own team; with IsStranger (a Slack Connect user
	// of another organisation), IsRestricted (multi-channel guest),
	// IsUltraRestricted (single-channel guest) and IsEmailConfirmed it
	// decides whether /ask may trust the profile (internal/slackapp).
	TeamID            string `json:"team_id"`
	IsRestricted      bool   `json:"is_restricted"`
	IsUltraRestricted bool   `json:"is_ultra_restricted"`
	IsStranger        bool   `json:"is_stranger"`
	IsEmailConfirmed  bool   `json:"is_email_confirmed"`
	Profile           struct {
		DisplayName string `json:"display_name"`
		RealName    string `json:"real_name"`
		Email       string `json:"email"`
	} `json:"profile"`
	RealName string `json:"real_name"`
}

// DisplayName is what people see in Slack: the display name, else the real
// name, else the handle.
func (u User) DisplayName() string {
	for _, n := range []string{u.Profile.DisplayName, u.Profile.RealName, u.RealName, u.Name} {
		if n = strings.TrimSpace(n); n != "" {
			return n
		}
	}
	return u.ID
}
