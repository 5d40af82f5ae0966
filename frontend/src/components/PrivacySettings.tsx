import { useState } from "react";
import { api, errorText, isQuiet, unlessMissing } from "../api";
import { useAsync } from "../useAsync";
import type { Privacy } from "../types";
import { ErrorBox, Loading } from "./States";

/** The terms textarea holds one term a line; blank lines are dropped. */
function parseTerms(text: string): string[] {
  return text
    .split("\n")
    .map((t) => t.trim())
    .filter((t) => t !== "");
}

/**
 * The workspace's "placeholders before the model" setting (docs/adr/0025):
 * members see whether it is on; owners and admins switch it and edit the
 * workspace's own terms. A server without the route shows nothing.
 */
export function PrivacySettings() {
  const setting = useAsync(
    (signal) =>
      api.get("/settings/privacy", { signal }).catch(unlessMissing<Privacy | null>(null)),
    "/settings/privacy",
  );
  const [draft, setDraft] = useState<{ enabled: boolean; terms: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState("");
  const [saved, setSaved] = useState(false);

  if (setting.data === null) return null;
  const current = setting.data;
  const form = draft ?? { enabled: current?.enabled ?? false, terms: (current?.terms ?? []).join("\n") };
  const dirty = draft !== null;

  async function save() {
    setSaving(true);
    setError("");
    setSaved(false);
    try {
      const next = await api.put("/settings/privacy", { body: { enabled: form.enabled, terms: parseTerms(form.terms) } });
      setting.setData(next);
      setDraft(null);
      setSaved(true);
    } catch (err) {
      if (!isQuiet(err)) setError(errorText(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="card privacy-settings">
      <h2>Privacy</h2>
      <p className="muted small">
        When on, names, e-mail addresses, phone numbers, IBANs, card numbers, IP addresses and the terms below are replaced by
        placeholders such as ⟨PERSON_1⟩ before any text is sent to the language model or a remote embeddings service. Answers
        show the real values again.
      </p>
      {setting.loading && !current && <Loading />}
      {!!setting.error && <ErrorBox error={setting.error} onRetry={() => void setting.reload()} />}
      {current && !current.canManage && (
        <p>
          Placeholders before the model: <strong>{current.enabled ? "on" : "off"}</strong>. Owners and admins can change this.
        </p>
      )}
      {current?.canManage && (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.enabled}
              onChange={(e) => {
                setSaved(false);
                setDraft({ ...form, enabled: e.target.checked });
              }}
            />{" "}
            Replace personal data with placeholders before it leaves for the model
          </label>
          <label>
            <span>Custom terms, one per line (project code names, client names); matched whole, ignoring case</span>
            <textarea
              rows={4}
              value={form.terms}
              placeholder={"Project Falcon\nAcme merger"}
              onChange={(e) => {
                setSaved(false);
                setDraft({ ...form, terms: e.target.value });
              }}
            />
          </label>
          {error && (
            <div className="state state-error" role="alert">
              {error}
            </div>
          )}
          <div className="actions">
            <button type="submit" className="btn btn-small" disabled={!dirty || saving}>
              {saving ? "Saving…" : "Save"}
            </button>
            {saved && (
              <span className="muted small" role="status">
                Saved.
              </span>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
