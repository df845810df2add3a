import { useCallback, useEffect, useState } from 'react';

// Unfinished wizard drafts live in sessionStorage only, one per wallet (docs/product.md §4): they survive a reload of
// the tab, never reach another tab or another wallet, and vanish with the tab.

const prefix = 'overdive:draft:';

/** The sessionStorage key of a draft: the form's name and the wallet, lowercase. */
export function draftKey(form: string, wallet: string): string {
  return `${prefix}${form}:${wallet.toLowerCase()}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a draft; anything unreadable or rejected by `parse` counts as no draft (docs/product.md §4: never a crash). */
export function readDraft<T>(key: string, parse: (raw: unknown) => T | null): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the draft, never the form.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Same as above.
  }
}

/**
 * Form values kept in a sessionStorage draft under `key` (null: no draft, e.g. no wallet yet). A different key
 * (another wallet) loads that key's draft. Only values the user changed are written. Returns the values, a
 * setter, and `discard` (removes the draft and starts over from `initial`).
 */
export function useSessionDraft<T>(
  key: string | null,
  initial: () => T,
  parse: (raw: unknown) => T | null,
): [T, (update: T | ((previous: T) => T)) => void, () => void] {
  const load = (forKey: string | null): T => (forKey ? readDraft(forKey, parse) : null) ?? initial();
  const [state, setState] = useState(() => ({ key, value: load(key), dirty: false }));
  let current = state;
  if (state.key !== key) {
    // Another wallet: its own draft (React's "adjust state when a prop changes" pattern).
    current = { key, value: load(key), dirty: false };
    setState(current);
  }

  useEffect(() => {
    if (state.key && state.dirty) writeDraft(state.key, state.value);
  }, [state]);

  const setValue = useCallback((update: T | ((previous: T) => T)) => {
    setState((previous) => ({
      key: previous.key,
      value: typeof update === 'function' ? (update as (previous: T) => T)(previous.value) : update,
      dirty: true,
    }));
  }, []);

  const stateKey = state.key;
  const discard = useCallback(() => {
    if (stateKey) clearDraft(stateKey);
    setState({ key: stateKey, value: initial(), dirty: false });
  }, [stateKey, initial]);

  return [current.value, setValue, discard];
}
