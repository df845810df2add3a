import { useSyncExternalStore } from 'react';

/** docs/product.md §14, §21: below 768 px the layouts switch to their mobile form. */
export const mobileBreakpointPx = 768;
export const mobileQuery = `(max-width: ${mobileBreakpointPx - 0.02}px)`;

interface QueryStore {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => boolean;
}

// One MediaQueryList per query and matchMedia (a page, or a test, that replaces matchMedia gets fresh lists).
const lists = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();

function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || !window.matchMedia) return null;
  const matchMedia = window.matchMedia;
  let byQuery = lists.get(matchMedia);
  if (!byQuery) {
    byQuery = new Map();
    lists.set(matchMedia, byQuery);
  }
  let list = byQuery.get(query);
  if (!list) {
    list = matchMedia.call(window, query);
    byQuery.set(query, list);
  }
  return list;
}

// One stable subscribe/getSnapshot pair per query: useSyncExternalStore resubscribes whenever `subscribe` changes,
// so a function built per render would remove and add the listener on every render.
const stores = new Map<string, QueryStore>();

function storeFor(query: string): QueryStore {
  let store = stores.get(query);
  if (!store) {
    store = {
      subscribe: (onChange) => {
        const list = mediaQueryList(query);
        if (!list) return () => undefined;
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      },
      getSnapshot: () => mediaQueryList(query)?.matches ?? false,
    };
    stores.set(query, store);
  }
  return store;
}

const serverSnapshot = () => false;

export function useMediaQuery(query: string): boolean {
  const { subscribe, getSnapshot } = storeFor(query);
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}

export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery);
}
