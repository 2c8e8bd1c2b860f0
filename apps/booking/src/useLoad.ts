import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `load` when `deps` change (the previous request aborted) and keeps its answer. The booking page has a
 * handful of reads, so this replaces a query library that would not fit its first-download budget. With
 * `initial` (an answer already at hand) the first render shows it and the first load is skipped.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  initial?: T,
): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>(() =>
    initial === undefined ? { loading: true } : { data: initial, loading: false },
  );
  const [attempt, setAttempt] = useState(0);
  const skip = useRef(initial !== undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  const run = useCallback(load, deps);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (reload) runs the load again.
  useEffect(() => {
    if (skip.current) {
      skip.current = false;
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ data: s.data, loading: true }));
    run(controller.signal).then(
      (data) => controller.signal.aborted || setState({ data, loading: false }),
      (error: unknown) => controller.signal.aborted || setState({ error, loading: false }),
    );
    return () => controller.abort();
  }, [run, attempt]);
  return {
    data: state.error === undefined ? state.data : undefined,
    error: state.error,
    loading: state.loading,
    reload: () => setAttempt((n) => n + 1),
  };
}
