import { useCallback, useEffect, useRef, useState } from "react";
import { isQuiet } from "./api";

/** The state of one load: data, error, loading, and a reload function. */
export interface Async<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
  setData: (v: T) => void;
}

/** Runs load on mount and whenever deps change; ignores stale answers. */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]): Async<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const seq = useRef(0);
  const ctl = useRef<AbortController | null>(null);
  const run = useCallback(async (quiet: boolean) => {
    const my = ++seq.current;
    ctl.current?.abort();
    const c = new AbortController();
    ctl.current = c;
    if (!quiet) setLoading(true);
    try {
      const v = await load(c.signal);
      if (my === seq.current) {
        setData(v);
        setError(null);
      }
    } catch (err) {
      if (my === seq.current && !isQuiet(err)) setError(err);
    } finally {
      if (my === seq.current) setLoading(false);
    }
  }, deps);
  useEffect(() => {
    void run(false);
    return () => ctl.current?.abort();
  }, [run]);
  const reload = useCallback(() => run(true), [run]);
  return { data, error, loading, reload, setData };
}
