import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { api, errorText, isQuiet } from "../api";
import { linkClick, navigate } from "../router";
import { useAsync } from "../useAsync";
import { runTurn } from "../chatStream";
import { chosenModel, conversationReducer, initialConversation } from "../conversation";
import type { ChatModels, ChatSummary } from "../types";
import { Empty, ErrorBox, Loading } from "../components/States";
import { TurnView } from "../components/TurnView";
import { CitationRail } from "../components/CitationRail";
import { ContextRing } from "../components/ContextRing";

/** The chat screen: chat list, conversation, composer and the citation rail. */
export function AskPage({ chatId }: { chatId: string }) {
  const chats = useAsync((signal) => api.get("/chat", { signal }), "/chat");
  const models = useAsync((signal) => api.get("/chat/models", { signal }), "/chat/models");
  const [listOpen, setListOpen] = useState(false);
  // Bumped by "New chat" so a fresh conversation replaces one that was
  // started on /ask (whose route never changed while it streamed).
  const [fresh, setFresh] = useState(0);

  async function remove(c: ChatSummary) {
    if (!window.confirm(`Delete the chat “${c.title || "Untitled"}”?`)) return;
    try {
      await api.del("/chat/{chatId}", { params: { chatId: c.id } });
      if (c.id === chatId || window.location.pathname === `/ask/${c.id}`) {
        setFresh((f) => f + 1);
        navigate("/ask");
      }
      await chats.reload();
    } catch (err) {
      if (!isQuiet(err)) window.alert(errorText(err));
    }
  }

  return (
    <div className="ask">
      <nav className={listOpen ? "chatlist open" : "chatlist"} aria-label="Chats">
        <div className="chatlist-head">
          <a
            className="btn btn-primary btn-block"
            href="/ask"
            onClick={(e) => {
              setListOpen(false);
              setFresh((f) => f + 1);
              linkClick(e, "/ask");
            }}
          >
            New chat
          </a>
          <button type="button" className="btn btn-ghost chatlist-toggle" aria-expanded={listOpen} onClick={() => setListOpen((o) => !o)}>
            {listOpen ? "Hide chats" : "Chats"}
          </button>
        </div>
        <div className="chatlist-body">
          {chats.loading && !chats.data && <Loading label="Loading chats…" />}
          {!!chats.error && <ErrorBox error={chats.error} onRetry={() => void chats.reload()} />}
          {chats.data && chats.data.length === 0 && <p className="muted small">No chats yet. Ask something to start one.</p>}
          <ul>
            {(chats.data ?? []).map((c) => (
              <li key={c.id} className={c.id === chatId ? "chat-item active" : "chat-item"}>
                <a
                  href={`/ask/${c.id}`}
                  aria-current={c.id === chatId ? "page" : undefined}
                  onClick={(e) => {
                    setListOpen(false);
                    linkClick(e, `/ask/${c.id}`);
                  }}
                >
                  {c.title || "Untitled chat"}
                </a>
                <button type="button" className="icon-btn" aria-label={`Delete chat ${c.title || "Untitled chat"}`} onClick={() => void remove(c)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <Conversation
        key={chatId || `new-${fresh}`}
        chatId={chatId}
        models={models.data}
        modelsError={models.error}
        onTurnStarted={() => void chats.reload()}
      />
    </div>
  );
}

function Conversation({
  chatId,
  models,
  modelsError,
  onTurnStarted,
}: {
  chatId: string;
  models: ChatModels | undefined;
  modelsError: unknown;
  onTurnStarted: () => void;
}) {
  const [state, dispatch] = useReducer(conversationReducer, chatId, initialConversation);
  const { turns, meta, loading, loadError, question, running, sendError, rail } = state;
  const modelId = chosenModel(state, models);
  const abort = useRef<AbortController | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  // The running turn's id, for Stop (POST .../cancel; the stream then ends by itself).
  const runningTurn = useRef("");
  const endRef = useRef<HTMLDivElement>(null);
  // A chat created by this page's first turn: already streaming, no reload.
  const ownId = useRef(chatId);

  // Loads the chat; the first load starts with loading set, a retry sets it first.
  const load = useCallback(async () => {
    if (!chatId) return;
    try {
      dispatch({ type: "loaded", chat: await api.get("/chat/{chatId}", { params: { chatId } }) });
    } catch (err) {
      if (!isQuiet(err)) dispatch({ type: "loadFailed", error: err });
    }
  }, [chatId]);
  useEffect(() => {
    void load();
    return () => abort.current?.abort();
  }, [load]);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [turns.length]);

  async function send(e?: FormEvent) {
    e?.preventDefault();
    const q = question.trim();
    if (!q || running) return;
    const id = ownId.current || crypto.randomUUID();
    const isNew = !ownId.current;
    ownId.current = id;
    runningTurn.current = "";
    dispatch({ type: "send", question: q, modelId, offline: !!models?.offline });
    const ctl = new AbortController();
    abort.current = ctl;
    let started = false;
    try {
      await runTurn({
        chatId: id,
        question: q,
        modelId,
        signal: ctl.signal,
        onReconnecting: setReconnecting,
        onTurnId: (tid) => {
          runningTurn.current = tid;
        },
        onFrame: (frame) => {
          if (!started) {
            started = true;
            if (isNew) window.history.replaceState(null, "", `/ask/${id}`);
            onTurnStarted();
          }
          dispatch({ type: "frame", frame });
        },
      });
      onTurnStarted();
      dispatch({ type: "finished" });
    } catch (err) {
      setReconnecting(false);
      if (isQuiet(err)) {
        dispatch({ type: "finished" });
        return;
      }
      const msg = errorText(err);
      if (!started) {
        if (isNew) ownId.current = "";
        dispatch({ type: "refused", question: q, error: msg });
      } else {
        dispatch({ type: "failed", error: msg });
      }
    }
  }

  // stop asks the server to cancel the turn (on whichever replica runs it);
  // before the turn is named, or if that fails, it just stops reading.
  async function stop() {
    const tid = runningTurn.current;
    if (!tid || !ownId.current) {
      abort.current?.abort();
      return;
    }
    try {
      await api.post("/chat/{chatId}/turns/{turnId}/cancel", { params: { chatId: ownId.current, turnId: tid } });
    } catch {
      abort.current?.abort();
    }
  }

  function onKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  const railTurn = rail ? turns[rail.turn] : undefined;
  return (
    <div className={railTurn ? "conversation with-rail" : "conversation"}>
      <div className="conv-main">
        {models?.offline && (
          <div className="banner banner-offline" role="status" data-testid="offline-banner">
            <strong>Offline mode.</strong> No language model is configured: answers are the best matching passages from your
            documents, with their sources.
          </div>
        )}
        <div className="turns" aria-live="polite" aria-busy={running}>
          {loading && <Loading label="Loading the chat…" />}
          {!!loadError && (
            <ErrorBox
              error={loadError}
              onRetry={() => {
                dispatch({ type: "load" });
                void load();
              }}
            />
          )}
          {!loading && !loadError && turns.length === 0 && (
            <Empty title="Ask about your documents or your data.">
              <p className="muted">For example: “How do I request time off?” or “Revenue by region last quarter?”</p>
            </Empty>
          )}
          {meta.compactedTurns ? (
            <details className="summary">
              <summary>{meta.compactedTurns} earlier turns were summarised to save context</summary>
              <p>{meta.summary}</p>
            </details>
          ) : null}
          {turns.map((t, i) => (
            <TurnView key={t.id || `pending-${i}`} turn={t} onCite={(n) => dispatch({ type: "cite", turn: i, n })} />
          ))}
          {reconnecting && (
            <div className="state" role="status" data-testid="reconnecting">
              reconnecting…
            </div>
          )}
          <div ref={endRef} />
        </div>
        <form className="composer" onSubmit={(e) => void send(e)}>
          {sendError && (
            <div className="state state-error" role="alert">
              {sendError}
            </div>
          )}
          {!!modelsError && <ErrorBox error={modelsError} />}
          <label className="visually-hidden" htmlFor="question">
            Your question
          </label>
          <textarea
            id="question"
            value={question}
            onChange={(e) => dispatch({ type: "type", question: e.target.value })}
            onKeyDown={onKey}
            rows={2}
            placeholder="Ask a question… (Enter to send, Shift+Enter for a new line)"
            maxLength={8000}
          />
          <div className="composer-bar">
            <label className="model-pick">
              <span>Model</span>
              <select value={modelId} onChange={(e) => dispatch({ type: "pickModel", modelId: e.target.value })} disabled={running || !models} aria-label="Model">
                {(models?.models ?? []).map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.label}
                  </option>
                ))}
              </select>
            </label>
            <ContextRing usage={meta.contextUsage ?? 0} />
            {running ? (
              <button type="button" className="btn" onClick={() => void stop()}>
                Stop
              </button>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={running || !question.trim() || !models}>
              {running ? "Answering…" : "Ask"}
            </button>
          </div>
        </form>
      </div>
      {railTurn && rail && <CitationRail citations={railTurn.citations} selected={rail.n} onClose={() => dispatch({ type: "closeRail" })} />}
    </div>
  );
}
