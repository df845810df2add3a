import { useDeferredValue } from 'react';

/**
 * Data that just arrived, handed to the screen through a background (time-sliced) render instead of the synchronous
 * one a store update forces: React builds the new subtree in slices of a few milliseconds between frames, so a
 * screen filling in with its data never blocks input for long (docs/performance.md: a signed-in /'s blocking time). While that
 * render runs, the caller keeps showing what it showed before (its loading state). Going back to no data is
 * immediate, so nothing that is gone is ever shown: only arrivals are deferred.
 */
export function useDeferredArrival<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  return value === undefined ? undefined : deferred;
}
