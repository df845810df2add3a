import { act, renderHook } from '@testing-library/react';
import { resetViewport, setViewportWidth } from '../../../tests/viewport';
import { mobileQuery, useIsMobile, useMediaQuery } from './useMediaQuery';

afterEach(() => resetViewport());

/** Wraps the test viewport's matchMedia to count the listeners added and removed. */
function countListeners() {
  const original = window.matchMedia;
  const counts = { added: 0, removed: 0, lists: 0 };
  const counting = (query: string) => {
    const list = original(query);
    counts.lists += 1;
    return {
      get matches() {
        return list.matches;
      },
      media: list.media,
      addEventListener: (type: string, listener: EventListener) => {
        counts.added += 1;
        list.addEventListener(type, listener);
      },
      removeEventListener: (type: string, listener: EventListener) => {
        counts.removed += 1;
        list.removeEventListener(type, listener);
      },
    } as unknown as MediaQueryList;
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: counting });
  return {
    counts,
    restore: () => Object.defineProperty(window, 'matchMedia', { configurable: true, value: original }),
  };
}

describe('useMediaQuery', () => {
  it('subscribes once however often the component renders, and follows the viewport', () => {
    const { counts, restore } = countListeners();
    try {
      const { result, rerender, unmount } = renderHook(() => useIsMobile());
      expect(result.current).toBe(false);
      for (let i = 0; i < 5; i += 1) rerender();
      expect(counts.added).toBe(1);
      expect(counts.removed).toBe(0);
      // One MediaQueryList for the query, not one per render.
      expect(counts.lists).toBe(1);
      act(() => setViewportWidth(375));
      expect(result.current).toBe(true);
      act(() => setViewportWidth(1024));
      expect(result.current).toBe(false);
      unmount();
      expect(counts.removed).toBe(1);
    } finally {
      restore();
    }
  });

  it('answers each query on its own', () => {
    setViewportWidth(375);
    const { result } = renderHook(() => ({
      mobile: useMediaQuery(mobileQuery),
      wide: useMediaQuery('(min-width: 1200px)'),
    }));
    expect(result.current).toEqual({ mobile: true, wide: false });
  });
});
