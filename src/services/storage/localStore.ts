// localStorage that never throws: private browsing, a full quota or a disabled storage must not crash the app
// (docs/product.md §4: unreadable values are treated as empty).

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // A full or disabled storage loses persistence, not the session in memory.
  }
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Same as writeItem.
  }
}

/** Parses JSON, returning undefined for anything unreadable. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Every key currently stored (for the per-address name cache). */
export function storedKeys(): string[] {
  const store = storage();
  if (!store) return [];
  try {
    return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
}
