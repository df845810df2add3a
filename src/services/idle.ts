/**
 * Start-up work the first screen does not need (the transactions engine, pruning the name cache) waits for
 * whenPageIdle: once the first screen has rendered and the browser is idle, so its code downloads after that screen
 * and not in its way (docs/performance.md: the JavaScript needed to render /auth).
 *
 * The app's mount announces a first screen (awaitFirstScreen) and the router's screens report it (firstScreenShown);
 * a page that never reports (a route error) releases the work after firstScreenTimeoutMs. Without a mounted app (unit
 * tests) nothing waits for a screen, and without requestIdleCallback the next task stands in for idleness.
 *
 * It also waits for the API requests in flight (the API layer reports them with trackRequest), for at most
 * requestsTimeoutMs: a screen's first render asks for its data, and code downloaded and evaluated meanwhile (the
 * next screens' chunks and their stylesheets, which restyle the whole page) would land right when the data does and
 * delay its render (docs/performance.md: a signed-in /).
 */
const firstScreenTimeoutMs = 10_000;
const requestsTimeoutMs = 5_000;
let requestsInFlight = 0;
let requestsSettled: (() => void)[] = [];
let firstScreen: Promise<void> | null = null;
let reportFirstScreen: () => void = () => undefined;

export function awaitFirstScreen(): void {
  firstScreen ??= new Promise<void>((resolve) => {
    reportFirstScreen = resolve;
    setTimeout(resolve, firstScreenTimeoutMs);
  });
}

export function firstScreenShown(): void {
  reportFirstScreen();
}

/** Counts `request` as in flight until it settles; returns it unchanged. */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  requestsInFlight += 1;
  const settle = () => {
    requestsInFlight -= 1;
    if (requestsInFlight > 0) return;
    const waiting = requestsSettled;
    requestsSettled = [];
    for (const resolve of waiting) resolve();
  };
  request.then(settle, settle);
  return request;
}

function whenRequestsSettle(): Promise<void> {
  if (requestsInFlight === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    requestsSettled.push(resolve);
    setTimeout(resolve, requestsTimeoutMs);
  });
}

/**
 * An idle period of at least longIdleMs: the gaps between the slices of a React render, or between the frames of a
 * screen still filling in, are shorter, so the work waits until that render is done (or `timeoutMs` passed).
 */
const longIdleMs = 30;

function whenLongIdle(timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const deadlineAt = Date.now() + timeoutMs;
    const check = (idle: IdleDeadline) => {
      const left = deadlineAt - Date.now();
      if (idle.didTimeout || idle.timeRemaining() >= longIdleMs || left <= 0) resolve();
      else window.requestIdleCallback(check, { timeout: left });
    };
    window.requestIdleCallback(check, { timeout: timeoutMs });
  });
}

export function whenPageIdle(timeoutMs = 3000): Promise<void> {
  return (firstScreen ?? Promise.resolve()).then(whenRequestsSettle).then(() => whenLongIdle(timeoutMs));
}
