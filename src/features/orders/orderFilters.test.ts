import fc from 'fast-check';
import {
  changeOrderFilter,
  cursorOf,
  defaultOrderFilter,
  hasActiveFilters,
  isCalendarDate,
  type OrderFilter,
  orderListParams,
  orderOrderings,
  orderPageSizes,
  orderScopeParams,
  parseOrderFilter,
  reachablePages,
  serializeOrderFilter,
} from './orderFilters';
import { orderStatuses } from './orderTypes';

const productId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('parseOrderFilter (the /order URL query)', () => {
  it('reads every field', () => {
    expect(
      parseOrderFilter(
        `?status=paid&search=ORD-2026&from=2026-11-01&to=2026-11-20&product=${productId.toUpperCase()}&ordering=-total&page=3&page_size=50`,
      ),
    ).toEqual({
      status: 'paid',
      search: 'ORD-2026',
      from: '2026-11-01',
      to: '2026-11-20',
      product: productId,
      ordering: '-total',
      page: 3,
      pageSize: 50,
      cursor: null,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parseOrderFilter('')).toEqual(defaultOrderFilter);
  });

  it('falls back to defaults for hand-edited or stale values', () => {
    expect(
      parseOrderFilter(
        '?status=shipped&from=2026-02-30&to=yesterday&product=42&ordering=price&page=0&page_size=33',
      ),
    ).toEqual(defaultOrderFilter);
    expect(parseOrderFilter('?page=-2').page).toBe(1);
    expect(parseOrderFilter('?page=1.5').page).toBe(1);
    expect(parseOrderFilter('?page=99999999').page).toBe(1);
  });

  it('swaps a range typed backwards', () => {
    expect(parseOrderFilter('?from=2026-11-20&to=2026-11-01')).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-20',
    });
  });

  it('cuts the search to the API limit of 100 characters', () => {
    expect(parseOrderFilter(`?search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('serializeOrderFilter', () => {
  it('writes nothing for the default filter', () => {
    expect(serializeOrderFilter(defaultOrderFilter)).toBe('');
  });

  it('writes only what differs, in a fixed order, with the search trimmed', () => {
    expect(
      serializeOrderFilter({
        ...defaultOrderFilter,
        page: 2,
        ordering: 'total',
        search: '  0xabc ',
        status: 'pending_payment',
      }),
    ).toBe('status=pending_payment&search=0xabc&ordering=total&page=2');
  });

  it('round-trips every valid filter', () => {
    const filter = fc
      .record<OrderFilter>({
        status: fc.constantFrom(null, ...orderStatuses),
        search: fc.string({ maxLength: 100 }).map((text) => text.trim()),
        from: fc.constantFrom(null, '2026-01-01', '2026-06-15'),
        to: fc.constantFrom(null, '2026-06-15', '2026-12-31'),
        product: fc.constantFrom(null, productId),
        ordering: fc.constantFrom(...orderOrderings),
        page: fc.oneof(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 1_000_000 })),
        pageSize: fc.constantFrom(...orderPageSizes),
        cursor: fc.constantFrom('eyJrIjoxfQ.c2lnbmF0dXJl', 'a_b-c.D-e_f'),
      })
      // A cursor goes with a page past the numbered ones; within them a page is a number alone.
      .map((value) => (value.page > reachablePages(value.pageSize) ? value : { ...value, cursor: null }));
    fc.assert(
      fc.property(filter, (value) => {
        expect(parseOrderFilter(serializeOrderFilter(value))).toEqual(value);
      }),
    );
  });
});

describe('changeOrderFilter and hasActiveFilters', () => {
  it('goes back to page 1 on any change but a page change', () => {
    const onPage5 = { ...defaultOrderFilter, page: 5 };
    expect(changeOrderFilter(onPage5, { status: 'paid' }).page).toBe(1);
    expect(changeOrderFilter(onPage5, { ordering: 'total' }).page).toBe(1);
    expect(changeOrderFilter(onPage5, { page: 6 }).page).toBe(6);
  });

  it('keeps a cursor only for the step that names it', () => {
    const past = { ...defaultOrderFilter, page: 502, cursor: 'a.b' };
    expect(changeOrderFilter(past, { page: 503, cursor: 'c.d' })).toMatchObject({ page: 503, cursor: 'c.d' });
    expect(changeOrderFilter(past, { page: 500 })).toMatchObject({ page: 500, cursor: null });
    expect(changeOrderFilter(past, { status: 'paid' })).toMatchObject({ page: 1, cursor: null });
  });

  it('counts status, search, dates and product as filters, not sorting or page size', () => {
    expect(hasActiveFilters(defaultOrderFilter)).toBe(false);
    expect(hasActiveFilters({ ...defaultOrderFilter, ordering: 'total', pageSize: 100, page: 3 })).toBe(
      false,
    );
    expect(hasActiveFilters({ ...defaultOrderFilter, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...defaultOrderFilter, search: 'ORD' })).toBe(true);
    expect(hasActiveFilters({ ...defaultOrderFilter, to: '2026-01-01' })).toBe(true);
  });
});

describe('API parameters', () => {
  it('sends local whole days as ISO date-times (the API includes the `to` instant)', () => {
    const filter = { ...defaultOrderFilter, from: '2026-11-01', to: '2026-11-20' };
    const params = orderScopeParams(filter);
    expect(params.from).toBe(new Date(2026, 10, 1, 0, 0, 0, 0).toISOString());
    expect(params.to).toBe(new Date(2026, 10, 20, 23, 59, 59, 999).toISOString());
  });

  it('leaves out empty filters and adds status, ordering and paging for the list', () => {
    expect(orderScopeParams(defaultOrderFilter)).toEqual({});
    expect(
      orderListParams({
        ...defaultOrderFilter,
        status: 'paid',
        search: ' ORD ',
        product: productId,
        page: 2,
      }),
    ).toEqual({
      status: 'paid',
      search: 'ORD',
      product: productId,
      ordering: '-created_at',
      page: 2,
      page_size: 20,
    });
  });

  it('numbers pages within the first 10 000 orders and sends the cursor past them', () => {
    expect(reachablePages(20)).toBe(500);
    expect(reachablePages(100)).toBe(100);
    // A number past the reach without a cursor shows the last numbered page; a cursor within the reach is dropped.
    expect(parseOrderFilter('page=9000')).toMatchObject({ page: 500, cursor: null });
    expect(parseOrderFilter('page=3&cursor=a.b')).toMatchObject({ page: 3, cursor: null });
    expect(parseOrderFilter('page=501&cursor=not%20one')).toMatchObject({ page: 500, cursor: null });
    const past = parseOrderFilter('page=501&cursor=a_1.b-2');
    expect(past).toMatchObject({ page: 501, cursor: 'a_1.b-2' });
    expect(orderListParams(past)).toEqual({ ordering: '-created_at', cursor: 'a_1.b-2', page_size: 20 });
  });

  it('reads the cursor of a next or previous link', () => {
    expect(cursorOf('/api/products/orders/?status=paid&cursor=abc.DEF_-1')).toBe('abc.DEF_-1');
    expect(cursorOf('/api/products/orders/?page=2')).toBeNull();
    expect(cursorOf(null)).toBeNull();
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });
});
