import { useRef, useState, type DragEvent } from "react";
import { api, ApiError, errorText, isQuiet } from "../api";
import type { UploadResult } from "../types";

interface FileError {
  name: string;
  error: string;
}

/** Reads the 400 body's per-file errors, when the API sent them. */
function fileErrors(err: unknown): FileError[] {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== "object") return [];
  const files = (err.body as { files?: unknown }).files;
  if (!Array.isArray(files)) return [];
  return files.filter(
    (f): f is FileError => !!f && typeof f === "object" && typeof f.name === "string" && typeof f.error === "string",
  );
}

/** The formats the API converts (docs/api.md, Uploaded files). */
export const ACCEPT = [
  ".pdf",
  ".docx",
  ".pptx",
  ".xlsx",
  ".csv",
  ".md",
  ".markdown",
  ".txt",
  ".html",
  ".htm",
  ".png",
  ".jpg",
  ".jpeg",
  ".tif",
  ".tiff",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "text/csv",
  "text/markdown",
  "text/plain",
  "text/html",
].join(",");

/** A drop zone and file picker that uploads files to the workspace's upload source. */
export function UploadZone({ onUploaded }: { onUploaded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [error, setError] = useState("");
  const [errors, setErrors] = useState<FileError[]>([]);

  async function upload(files: File[]) {
    if (files.length === 0) return;
    setBusy(true);
    setError("");
    setErrors([]);
    setResult(null);
    const form = new FormData();
    for (const f of files) form.append("files", f, f.name);
    try {
      setResult(await api.post("/sources/uploads", { body: form }));
      onUploaded();
    } catch (err) {
      if (!isQuiet(err)) {
        setError(errorText(err));
        setErrors(fileErrors(err));
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    void upload(Array.from(e.dataTransfer.files));
  }

  return (
    <div className="card">
      <h2>Upload files</h2>
      <div
        className={over ? "dropzone over" : "dropzone"}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>Drop documents here: PDF, Word, PowerPoint, Excel, CSV, Markdown, text or HTML</p>
        <label className="btn">
          {busy ? "Uploading…" : "Choose files"}
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            className="visually-hidden"
            data-testid="upload-input"
            disabled={busy}
            onChange={(e) => void upload(Array.from(e.target.files ?? []))}
          />
        </label>
        <p className="muted small">
          .pdf .docx .pptx .xlsx .csv .md .markdown .txt .html .htm, and scans as .png .jpg .tif (read by OCR) — the
          original is kept for download
        </p>
      </div>
      {result && (
        <ul className="filelist" role="status">
          {result.files.map((f) => (
            <li key={f.name}>
              {f.name}: {f.status === "stored" ? "stored, indexing queued" : "unchanged"}
              {f.warning && <span className="error-text"> — {f.warning}</span>}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <div className="state state-error" role="alert">
          <div>
            {error}
            {errors.length > 0 && (
              <ul className="filelist">
                {errors.map((f) => (
                  <li key={f.name}>
                    <strong>{f.name}</strong>: {f.error}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
