import styles from './Pagination.module.css';

export interface PaginationLabels {
  /** Name of the navigation landmark, e.g. "Pages of orders". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page button: "Page 3". */
  page: (page: number) => string;
  /** Where the user is, for phones and screen readers: "Page 3 of 500". */
  position: (page: number, pageCount: number) => string;
}

type Slot = number | 'gap';

/** The page numbers shown: first, last, and two either side of the current one, with gaps between. */
export function pageSlots(page: number, pageCount: number, around = 1): Slot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const slots: Slot[] = [1];
  let start = Math.max(2, Math.min(page - around, pageCount - 1 - 2 * around - 1));
  let end = Math.min(pageCount - 1, Math.max(page + around, 2 + 2 * around + 1));
  // A gap that would hide a single page shows that page instead.
  if (start === 3) start = 2;
  if (end === pageCount - 2) end = pageCount - 1;
  if (start > 2) slots.push('gap');
  for (let number = start; number <= end; number += 1) slots.push(number);
  if (end < pageCount - 1) slots.push('gap');
  slots.push(pageCount);
  return slots;
}

/**
 * The slots when only pages up to `reachable` have buttons (a list that pages by cursor past them): those, then the
 * current page if beyond them, with gaps for the pages between and after.
 */
export function reachableSlots(page: number, pageCount: number, reachable: number): Slot[] {
  if (reachable >= pageCount) return pageSlots(page, pageCount);
  if (page <= reachable) return [...pageSlots(page, reachable), 'gap'];
  const slots: Slot[] = pageSlots(reachable, reachable);
  if (page > reachable + 1) slots.push('gap');
  slots.push(page);
  if (page < pageCount) slots.push('gap');
  return slots;
}

/**
 * Server-side pagination: previous, numbered pages and next; on phones previous, "3 / 500" and next. `reachable` caps
 * the pages a button jumps to (beyond, Previous and Next step one at a time); `hasNext` says whether a page follows
 * when the list knows better than the count (an estimated count).
 */
export function Pagination({
  page,
  pageCount: countedPages,
  onPageChange,
  labels,
  reachable,
  hasNext,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  reachable?: number;
  hasNext?: boolean;
}) {
  const stepping = reachable !== undefined;
  // Past the numbered pages the page is where Next led, which an estimated count may not reach.
  const pageCount = stepping ? Math.max(countedPages, page) : countedPages;
  if (pageCount <= 1 && !hasNext) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const slots = stepping ? reachableSlots(current, pageCount, reachable) : pageSlots(current, pageCount);
  const nextDisabled = hasNext === undefined ? current >= pageCount : !hasNext;
  return (
    <nav className={styles.pagination} aria-label={labels.nav}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(current - 1)}
        disabled={current <= 1}
      >
        <span aria-hidden="true">‹ </span>
        {labels.previous}
      </button>
      <ul className={styles.pages}>
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className={styles.page}
                aria-label={labels.page(slot)}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => onPageChange(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
      </ul>
      <span className={styles.position}>{labels.position(current, pageCount)}</span>
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(current + 1)}
        disabled={nextDisabled}
      >
        {labels.next}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
