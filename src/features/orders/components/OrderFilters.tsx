import { useEffect, useId, useMemo, useState } from 'react';
import { useIsMobile } from '../../../components/hooks/useMediaQuery';
import { Button, SelectField, TextField, useDebouncedValue } from '../../../components/forms';
import { useT } from '../../../services/i18n';
import {
  changeOrderFilter,
  hasActiveFilters,
  maxSearchLength,
  type OrderFilter,
  type OrderOrdering,
  orderOrderings,
} from '../orderFilters';
import { type ProductOption } from '../ordersApi';
import styles from './OrdersScreen.module.css';

/** Wait this long after the last key press before searching (the input itself never waits). */
export const searchDebounceMs = 300;

function SearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const t = useT();
  // The input keeps its own state so typing is never held up by the list; the URL follows once typing pauses.
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    // The URL changed under us (back button, Clear filters): show what it says.
    setLastValue(value);
    if (value.trim() !== text.trim()) setText(value);
  }
  const settled = useDebouncedValue(text, searchDebounceMs);
  useEffect(() => {
    if (settled.trim() !== value.trim()) onSearch(settled);
    // Only a settled change of the text searches; a URL change alone must not write the old text back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <div role="search" className={styles.search}>
      <TextField
        type="search"
        label={t('orders.filters.search')}
        placeholder={t('orders.filters.searchPlaceholder')}
        value={text}
        maxLength={maxSearchLength}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once.
          if (event.key === 'Enter') onSearch(text);
        }}
      />
    </div>
  );
}

export function OrderFilters({
  filter,
  onChange,
  products,
}: {
  filter: OrderFilter;
  onChange: (next: OrderFilter, options?: { replace?: boolean }) => void;
  products: readonly ProductOption[] | undefined;
}) {
  const t = useT();
  const productOptions = useMemo(() => {
    const options = (products ?? []).map((product) => ({ value: product.id, label: product.title }));
    if (filter.product && !options.some((option) => option.value === filter.product)) {
      options.push({
        value: filter.product,
        label: products ? t('orders.filters.unknownProduct') : t('common.loading'),
      });
    }
    return options;
  }, [products, filter.product, t]);
  const sortOptions = useMemo(
    () => orderOrderings.map((ordering) => ({ value: ordering, label: t(`orders.sort.${ordering}`) })),
    [t],
  );
  const change = (patch: Partial<OrderFilter>, replace = false) =>
    onChange(changeOrderFilter(filter, patch), { replace });
  // docs/product.md §9 at 375 px: the five fields pushed the first order below the first screen, so on phones they all
  // sit behind one "Filters" disclosure, which says how many of them are set (the URL keeps them either way) and opens
  // the fields in place, right after it in the tab order. Desktop shows them all, as before.
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const setCount = [filter.search.trim(), filter.from, filter.to, filter.product].filter(Boolean).length;
  const showFields = !isMobile || open;

  return (
    <section className={styles.filters} aria-label={t('orders.filters.label')}>
      {isMobile ? (
        <div className={styles.disclosure}>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            {setCount > 0 ? t('orders.filters.toggleCount', { count: setCount }) : t('orders.filters.toggle')}
          </Button>
        </div>
      ) : null}
      <div id={panelId} className={styles.more} hidden={!showFields}>
        <SearchField value={filter.search} onSearch={(search) => change({ search }, true)} />
        <TextField
          type="date"
          label={t('orders.filters.from')}
          value={filter.from ?? ''}
          max={filter.to ?? undefined}
          onChange={(event) => change({ from: event.target.value || null })}
        />
        <TextField
          type="date"
          label={t('orders.filters.to')}
          value={filter.to ?? ''}
          min={filter.from ?? undefined}
          onChange={(event) => change({ to: event.target.value || null })}
        />
        <SelectField
          label={t('orders.filters.product')}
          placeholder={t('orders.filters.allProducts')}
          options={productOptions}
          value={filter.product ?? ''}
          onChange={(event) => change({ product: event.target.value || null })}
        />
        <SelectField
          label={t('orders.filters.sort')}
          options={sortOptions}
          value={filter.ordering}
          onChange={(event) => change({ ordering: event.target.value as OrderOrdering })}
        />
      </div>
      {hasActiveFilters(filter) ? (
        <div className={styles.clear}>
          <Button
            variant="ghost"
            onClick={() =>
              onChange(
                changeOrderFilter(filter, { status: null, search: '', from: null, to: null, product: null }),
              )
            }
          >
            {t('orders.filters.clear')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
