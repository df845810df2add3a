import { useSyncExternalStore } from 'react';

/** SPEC.md §2, §9: below 768 px the layouts switch to their mobile form. */
export const mobileBreakpointPx = 768;
export const mobileQuery = `(max-width: ${mobileBreakpointPx - 0.02}px)`;

function subscribe(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery);
}
