/**
 * How the orders list pages (docs/product.md §7 lists, docs/api.md "Orders at any size"): `page` within the first
 * ORDER_PAGE_REACH orders, as every list of the API does, and `cursor` anywhere. The `next` and `previous` links are
 * always cursors, so a client that follows them sees every order once even while new ones arrive (an OFFSET would
 * show a row twice when one is added above it).
 */
import type { z } from 'zod';
import {
  ORDER_PAGE_REACH,
  type OrderOrdering,
  type orderListQuerySchema,
} from '../../../contract/api/orders.js';
import { badRequest } from '../http/errors.js';
import { DEFAULT_PAGE_SIZE } from '../http/pagination.js';
import type { CursorCodec } from './cursor.js';
import type { OrderSlice, PageStart } from './list.js';

type ListQuery = z.output<typeof orderListQuerySchema>;

export interface PagePosition {
  start: PageStart;
  size: number;
  /** The page number asked, when `page` was used (1 without `page` or `cursor`). */
  page: number | null;
}

/** Where the asked page starts, or a 400: `page` with `cursor`, a `page` past the reach, a cursor not ours. */
export function pagePosition(query: ListQuery, codec: CursorCodec, companyId: string): PagePosition {
  const size = query.page_size ?? DEFAULT_PAGE_SIZE;
  const ordering: OrderOrdering = query.ordering ?? '-created_at';
  if (query.cursor !== undefined) {
    if (query.page !== undefined)
      throw badRequest('Send `page` or `cursor`, not both', { page: 'Not with `cursor`' });
    return { start: { cursor: codec.decode(query.cursor, companyId, ordering) }, size, page: null };
  }
  const page = query.page ?? 1;
  const offset = (page - 1) * size;
  if (offset >= ORDER_PAGE_REACH) {
    const reach = ORDER_PAGE_REACH.toLocaleString('en-US');
    throw badRequest(
      `\`page\` reaches the first ${reach} orders; follow the \`next\` link (a cursor) beyond`,
      {
        page: `Must be at most ${Math.ceil(ORDER_PAGE_REACH / size)} at this page size`,
      },
    );
  }
  return { start: { offset }, size, page };
}

/** `next` and `previous` of a page read from `position`: relative URLs with a cursor, or null. */
export function pageLinks(
  url: string,
  position: PagePosition,
  slice: OrderSlice,
  codec: CursorCodec,
  companyId: string,
  ordering: OrderOrdering | undefined,
): { next: string | null; previous: string | null } {
  const [path = '', search = ''] = url.split('?', 2);
  const link = (direction: 'after' | 'before', key: string[]) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    params.set('cursor', codec.encode(companyId, ordering ?? '-created_at', { direction, key }));
    return `${path}?${params.toString()}`;
  };
  const backwards = 'cursor' in position.start && position.start.cursor.direction === 'before';
  // Rows lie beyond this page in the direction it was read when `more`; on the other side, when it was reached from
  // a row there (a cursor), or is not the first page.
  const after = backwards ? true : slice.more;
  const before = backwards ? slice.more : 'cursor' in position.start || (position.page ?? 1) > 1;
  return {
    next: after && slice.lastKey !== null ? link('after', slice.lastKey) : null,
    previous: before && slice.firstKey !== null ? link('before', slice.firstKey) : null,
  };
}
