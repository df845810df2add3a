import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type OrderFilter, parseOrderFilter, serializeOrderFilter } from './orderFilters';

/**
 * The /order filter, read from and written to the URL query. Typing in search replaces the history entry (one
 * entry per search, not per key press); tabs, dates, product, sorting and pages push one, so back undoes them.
 */
export function useOrderFilter(): [
  OrderFilter,
  (next: OrderFilter, options?: { replace?: boolean }) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filter = useMemo(() => parseOrderFilter(query), [query]);
  const current = serializeOrderFilter(filter);
  const setFilter = useCallback(
    (next: OrderFilter, options: { replace?: boolean } = {}) => {
      const serialized = serializeOrderFilter(next);
      if (serialized === current) return;
      setSearchParams(new URLSearchParams(serialized), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [current, setSearchParams],
  );
  return [filter, setFilter];
}
