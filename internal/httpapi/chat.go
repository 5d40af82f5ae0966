package httpapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/tick"
)

// Streams end on their own when the agent's limits are reached; these bound a
// stream whatever happens (the server has no WriteTimeout for that reason).
const (
	streamDeadline = 30 * time.Minute
	// defaultPing is the heartbeat interval when Deps.StreamPing is zero.
	defaultPing = 15 * time.Second
)

func (s *Server) mountChat(tenant *gin.RouterGroup) {
	if s.deps.Chat == nil {
		return
	}
	tenant.GET("/chat/models", func(c *gin.Context) { c.JSON(http.StatusOK, toModelsJSON(s.deps.Chat.Models())) })
	tenant.GET("/chat", s.listChats)
	tenant.POST("/chat", s.createChat)
	tenant.GET("/chat/:chatId", byID("chatId", s.getChat))
	tenant.DELETE("/chat/:chatId", byID("chatId", s.deleteChat))
	tenant.POST("/chat/:chatId/turns", byID("chatId", s.postTurn))
	tenant.GET("/chat/:chatId/turns/:turnId/events", byIDs("chatId", "turnId", s.follow))
	tenant.POST("/chat/:chatId/turns/:turnId/cancel", byIDs("chatId", "turnId", s.cancelTurn))
}

func (s *Server) listChats(c *gin.Context) {
	sess := session(c)
	chats, err := s.deps.Chat.List(c.Request.Context(), sess.WorkspaceID, sess.UserID)
	writeList(c, chats, err, toChatJSON)
}

func (s *Server) createChat(c *gin.Context) {
	var body struct {
		Title string `json:"title"`
	}
	// The title is optional, and so is the body that carries it.
	if c.Request.ContentLength != 0 && !bindJSON(c, &body) {
		return
	}
	sess := session(c)
	ch, err := s.deps.Chat.Create(c.Request.Context(), sess.WorkspaceID, sess.UserID, body.Title)
	writeOne(c, http.StatusCreated, ch, err, toChatJSON)
}

func (s *Server) getChat(c *gin.Context, id uuid.UUID) {
	sess := session(c)
	d, err := s.deps.Chat.Get(c.Request.Context(), sess.WorkspaceID, sess.UserID, id)
	writeOne(c, http.StatusOK, d, err, toChatDetailJSON)
}

func (s *Server) deleteChat(c *gin.Context, id uuid.UUID) {
	sess := session(c)
	writeStatus(c, http.StatusNoContent, s.deps.Chat.Delete(c.Request.Context(), sess.WorkspaceID, sess.UserID, id))
}

// postTurn asks a question and streams the answer; with Last-Event-ID and a
// turnId it resumes that turn's stream instead.
func (s *Server) postTurn(c *gin.Context, chatID uuid.UUID) {
	var body struct {
		Question string `json:"question"`
		ModelID  string `json:"modelId"`
		TurnID   string `json:"turnId"`
	}
	if !bindJSON(c, &body) {
		return
	}
	sess := session(c)
	if body.TurnID != "" {
		turnID, err := uuid.Parse(body.TurnID)
		if err != nil {
			writeError(c, errs.E(errs.NotFound, "turn not found"))
			return
		}
		s.follow(c, chatID, turnID)
		return
	}
	release, ok := s.streamSlot(c)
	if !ok {
		return
	}
	defer release()
	run, err := s.deps.Chat.Start(c.Request.Context(), chat.StartRequest{WorkspaceID: sess.WorkspaceID, UserID: sess.UserID,
		ChatID: chatID, Question: body.Question, ModelID: body.ModelID})
	if err != nil {
		var ra *chat.RetryAfter
		if errors.As(err, &ra) {
			setRetryAfter(c, ra.Wait)
		}
		writeError(c, err)
		return
	}
	ctx, cancel := context.WithTimeout(c.Request.Context(), streamDeadline)
	defer cancel()
	w := s.openStream(c, ctx)
	defer w.close()
	// The turn outlives this connection (chat.Run.Stream detaches it); once
	// the client is gone its stream slot is freed for the reconnect, while
	// the turn itself still counts toward the turn limit and the audit.
	gone := func() { go release() }
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := run.Stream(ctx, w.frame, gone); err != nil {
			s.log.ErrorContext(ctx, "store turn end", "turn_id", run.TurnID, "err", err)
		}
	}()
	select {
	case <-done:
	case <-s.draining:
		// Shutting down: the client is told to reconnect (to another
		// replica, which follows the turn from the store) while the turn
		// runs on here until it ends or the shutdown grace runs out
		// (chat.Service.Drain). The writer refuses frames from now on.
		w.reconnect()
	}
}

// cancelTurn stops the user's running turn on whichever replica runs it.
func (s *Server) cancelTurn(c *gin.Context, chatID, turnID uuid.UUID) {
	sess := session(c)
	writeStatus(c, http.StatusAccepted, s.deps.Chat.Cancel(c.Request.Context(), sess.WorkspaceID, sess.UserID, chatID, turnID))
}

// follow replays the frames after Last-Event-ID and follows the turn while it runs.
func (s *Server) follow(c *gin.Context, chatID, turnID uuid.UUID) {
	after := 0
	if h := strings.TrimSpace(c.GetHeader("Last-Event-ID")); h != "" {
		n, err := strconv.Atoi(h)
		if err != nil || n < 0 {
			writeError(c, errs.E(errs.Invalid, "Last-Event-ID must be a frame number"))
			return
		}
		after = n
	}
	sess := session(c)
	ctx, cancel := context.WithTimeout(c.Request.Context(), streamDeadline)
	defer cancel()
	// Ownership is checked before the 200: someone else's turn is a plain 404.
	if err := s.deps.Chat.CheckTurn(ctx, sess.WorkspaceID, sess.UserID, chatID, turnID); err != nil {
		writeError(c, err)
		return
	}
	release, ok := s.streamSlot(c)
	if !ok {
		return
	}
	defer release()
	w := s.openStream(c, ctx)
	defer w.close()
	// A shutdown ends the follow and tells the client to reconnect elsewhere.
	fctx, stopFollow := context.WithCancel(ctx)
	defer stopFollow()
	go func() {
		select {
		case <-s.draining:
			stopFollow()
		case <-fctx.Done():
		}
	}()
	err := s.deps.Chat.Follow(fctx, sess.WorkspaceID, sess.UserID, chatID, turnID, after, w.frame)
	if s.isDraining() {
		w.reconnect()
		return
	}
	if err != nil {
		s.log.WarnContext(c.Request.Context(), "follow turn", "turn_id", turnID, "err", err)
	}
}

// streamSlot takes one of the user's StreamsPerUser stream slots (shared by
// every replica), answering 429 itself when all are taken.
func (s *Server) streamSlot(c *gin.Context) (func(), bool) {
	limit := s.deps.Options.StreamsPerUser
	release, ok, err := s.streams.Acquire(c.Request.Context(), session(c).UserID.String(), limit)
	if err != nil {
		writeError(c, errs.Busy(err))
		return nil, false
	}
	if !ok {
		setRetryAfter(c, 5*time.Second)
		writeError(c, errs.E(errs.RateLimited, "you already have %d answers streaming; close another tab or wait for one to finish", limit))
		return nil, false
	}
	return release, true
}

// sseWriter writes frames and heartbeat comments; the mutex keeps them whole.
type sseWriter struct {
	mu sync.Mutex
	w  gin.ResponseWriter
	rc *http.ResponseController
	// stopPings ends the heartbeats.
	stopPings context.CancelFunc
	err       error
	// last is the event of the last frame written.
	last string
}

// openStream sends the event-stream headers and starts the heartbeats.
func (s *Server) openStream(c *gin.Context, ctx context.Context) *sseWriter {
	h := c.Writer.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("Connection", "keep-alive")
	h.Set("X-Accel-Buffering", "no")
	pings, stopPings := context.WithCancel(ctx)
	w := &sseWriter{w: c.Writer, rc: http.NewResponseController(c.Writer), stopPings: stopPings}
	_ = w.rc.SetWriteDeadline(time.Now().Add(streamDeadline + time.Minute))
	c.Status(http.StatusOK)
	c.Writer.WriteHeaderNow()
	_ = w.rc.Flush()
	every := s.deps.StreamPing
	if every <= 0 {
		every = defaultPing
	}
	// Comments carry no id, so Last-Event-ID numbering only counts frames.
	go tick.Every(pings, every, func() { _ = w.write(": ping\n\n") })
	return w
}

func (w *sseWriter) frame(f chat.Frame) error {
	data, err := frameData(f)
	if err != nil {
		return err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.writeLocked(fmt.Sprintf("id: %d\nevent: %s\ndata: %s\n\n", f.Seq, f.Event, data)); err != nil {
		return err
	}
	w.last = f.Event
	return nil
}

func (w *sseWriter) write(s string) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.writeLocked(s)
}

func (w *sseWriter) writeLocked(s string) error {
	if w.err != nil {
		return w.err
	}
	if _, err := w.w.WriteString(s); err != nil {
		w.err = err
		return err
	}
	if err := w.rc.Flush(); err != nil {
		w.err = err
	}
	return w.err
}

// reconnectFrame tells the client to reconnect: it carries no id, so the
// client's Last-Event-ID stays the last frame it got, and the reconnect
// (to whichever replica answers) continues with the next one.
var reconnectFrame = "event: reconnect\ndata: " + mustJSON(reconnectEventJSON{
	Message: "this server is restarting; reconnect to continue the answer"}) + "\n\n"

// reconnect sends the reconnect frame unless the stream already ended with
// done or error, and closes the writer.
func (w *sseWriter) reconnect() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.last != agent.EventDone && w.last != agent.EventError {
		_ = w.writeLocked(reconnectFrame)
	}
	w.err = errors.New("stream closed")
}

func (w *sseWriter) close() {
	w.stopPings()
	w.mu.Lock()
	w.err = errors.New("stream closed")
	w.mu.Unlock()
}
