import { api } from "../api";
import { useAsync } from "../useAsync";
import type { UnansweredQuestion } from "../types";
import { Empty, ListStates } from "./States";

const REASONS: Record<UnansweredQuestion["reason"], string> = {
  no_citation: "answered without a source",
  no_match: "search found nothing relevant",
};

/** Owners' and admins' view of the recent questions the documents could not answer: what to write or connect next. */
export function QuestionLog() {
  const log = useAsync((signal) => api.get("/questions/unanswered", { query: { limit: 20 }, signal }), "/questions/unanswered");
  return (
    <div className="card question-log">
      <h2>Unanswered questions</h2>
      <p className="muted small">Recent questions the documents could not answer. The askers are not shown.</p>
      <ListStates of={log} count={log.data?.length ?? 0} empty={<Empty title="Every recent question found a source." />} />
      <ul className="list">
        {(log.data ?? []).map((q, i) => (
          <li key={`${q.at}-${i}`} className="list-item">
            <div className="list-main">
              <span>{q.question}</span>
              <span className="muted small">
                {REASONS[q.reason] ?? q.reason} · {new Date(q.at).toLocaleString()}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
