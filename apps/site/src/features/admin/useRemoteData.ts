import { errorMessage } from '@sparkle/machines';
import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: T | null; error: string };

/**
 * Loads `load()` on mount and on `reload()`, keeping the last data while a reload runs. A failure is logged and
 * kept as a message for the panel to show; `update` edits the loaded data in place (a status change, a live row).
 */
export function useRemoteData<T>(load: () => Promise<T>, what: string) {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading', data: null });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    // The generation only re-runs the effect; the loader itself is fixed for the panel.
    void generation;
    setState((current) => ({ status: 'loading', data: current.data }));
    load().then(
      (data) => {
        if (live) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        console.error(`Error fetching ${what}:`, error);
        if (live) setState((current) => ({ status: 'failed', data: current.data, error: errorMessage(error) }));
      },
    );
    return () => {
      live = false;
    };
  }, [load, what, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.data === null ? current : ({ ...current, data: change(current.data) } as RemoteData<T>),
    );
  }, []);
  return { state, reload, update };
}
