// jsdom has no layout and no matchMedia: this gives components a viewport width that tests can change, and
// fires `change` on every media query whose answer flips, as a browser does on resize.

type Listener = (event: MediaQueryListEvent) => void;

let width = 1280;
const queries = new Set<{ query: string; listeners: Set<Listener>; matches: boolean }>();

function evaluate(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  if (/prefers-reduced-motion:\s*reduce/.test(query)) return false;
  return Boolean(max || min);
}

export function setViewportWidth(next: number): void {
  width = next;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: next });
  for (const entry of queries) {
    const matches = evaluate(entry.query);
    if (matches === entry.matches) continue;
    entry.matches = matches;
    for (const listener of entry.listeners) listener({ matches, media: entry.query } as MediaQueryListEvent);
  }
  window.dispatchEvent(new Event('resize'));
}

export function resetViewport(): void {
  setViewportWidth(1280);
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>(), matches: evaluate(query) };
    queries.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  },
});
