import { type Reducer, type UnknownAction } from '@reduxjs/toolkit';

// The state of screens that load on demand (the brand page's checkout), each under its own key of the store's
// `screens`. A screen's reducer joins when the module defining it loads (`injectScreenSlice`), so a first load that
// never shows the screen carries neither its reducer nor its state (docs/architecture.md, docs/performance.md: /auth
// and the brand page's first load). Reducers are pure, so every store of the page (each test makes one) shares them.

export type ScreenSlicesState = Readonly<Record<string, unknown>>;

const reducers = new Map<string, Reducer>();

/** Adds a screen's slice; its state appears under `screens[reducerPath]` with the next action. */
export function injectScreenSlice(slice: { reducerPath: string; reducer: Reducer }): void {
  reducers.set(slice.reducerPath, slice.reducer);
}

/** The store's `screens`: each injected slice reduces its own key; an unchanged state keeps its identity. */
export function screenSlicesReducer(state: ScreenSlicesState = {}, action: UnknownAction): ScreenSlicesState {
  let next = state;
  for (const [key, reducer] of reducers) {
    const value: unknown = reducer(state[key], action);
    if (value !== state[key]) next = { ...next, [key]: value };
  }
  return next;
}
