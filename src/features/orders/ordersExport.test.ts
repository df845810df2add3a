import { defaultOrderFilter } from './orderFilters';
import { exportLocaleOf, fileNameOf, orderExportQuery, recordCounter } from './ordersExport';

describe('the CSV export request', () => {
  it("sends the list's filters and sort, no paging, and a language the export speaks", () => {
    const query = orderExportQuery(
      { ...defaultOrderFilter, status: 'paid', search: ' ORD ', page: 7, cursor: null },
      'ko',
    );
    expect(Object.fromEntries(query)).toEqual({
      search: 'ORD',
      status: 'paid',
      ordering: '-created_at',
      locale: 'ko',
    });
    expect(exportLocaleOf('en')).toBe('en');
    // The dashboard speaks en and ko; any other falls back to English.
    expect(exportLocaleOf('ar')).toBe('en');
  });
});

describe('recordCounter', () => {
  it('counts records, not the line breaks inside a quoted cell, across pieces', () => {
    const count = recordCounter();
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(count(encode('\uFEFFa,b\r\n1,"two\r\nlines'))).toBe(1);
    expect(count(encode(' and ""quotes"""\r\n2,선셋\r'))).toBe(2);
    expect(count(encode('\n'))).toBe(3);
  });
});

describe('fileNameOf', () => {
  it("reads the API's file name, and never a folder", () => {
    expect(fileNameOf('attachment; filename="orders-paid-2026-11-21.csv"')).toBe(
      'orders-paid-2026-11-21.csv',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''%EC%A3%BC%EB%AC%B8.csv")).toBe('주문.csv');
    expect(fileNameOf('attachment; filename="../../etc/orders.csv"')).toBe('orders.csv');
    expect(fileNameOf(null)).toBe('orders.csv');
  });
});
