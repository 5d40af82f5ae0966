import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { isQuiet } from "./api";

/** The state of one load: data, error, loading, and a reload function. */
export interface Async<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
  setData: (v: T) => void;
  /** Replaces the loaded data with fn(data); nothing happens before the first answer. */
  update: (fn: (v: T) => T) => void;
}

interface Settled<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
}

/**
 * Runs load on mount and whenever key changes (key names what is loaded, e.g.
 * the route with its parameters); ignores stale answers. The latest load is
 * kept in a ref, so callers pass an inline function without a dependency list.
 * Loading is derived (the last settled key is not the current one), so no
 * state is set synchronously inside the effect.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Async<T> {
  const [settled, setSettled] = useState<Settled<T>>({ key: null, data: undefined, error: null });
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  const seq = useRef(0);
  const ctl = useRef<AbortController | null>(null);
  const run = useCallback(async (k: string) => {
    const my = ++seq.current;
    ctl.current?.abort();
    const c = new AbortController();
    ctl.current = c;
    try {
      const v = await loadRef.current(c.signal);
      if (my === seq.current) setSettled({ key: k, data: v, error: null });
    } catch (err) {
      if (my === seq.current) setSettled((s) => ({ key: k, data: s.data, error: isQuiet(err) ? s.error : err }));
    }
  }, []);
  useEffect(() => {
    void run(key);
    return () => ctl.current?.abort();
  }, [run, key]);
  const reload = useCallback(() => run(key), [run, key]);
  const setData = useCallback((v: T) => setSettled((s) => ({ ...s, data: v })), []);
  const update = useCallback(
    (fn: (v: T) => T) => setSettled((s) => (s.data === undefined ? s : { ...s, data: fn(s.data) })),
    [],
  );
  return { data: settled.data, error: settled.error, loading: settled.key !== key, reload, setData, update };
}
