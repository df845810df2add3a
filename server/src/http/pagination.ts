import { z } from 'zod';
import { paginationQuery, type Page } from '../../../contract/api/fields.js';

export { paginationQuery, type Page };

export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageRequest(query: {
  page?: number | undefined;
  page_size?: number | undefined;
}): PageRequest {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * `next` and `previous` are the same path and query with another page number: relative URLs, so they stay right
 * behind proxies and on the SPA's same-origin `/api`.
 */
export function pageOf<T>(url: string, request: PageRequest, count: number, results: T[]): Page<T> {
  const [path = '', search = ''] = url.split('?', 2);
  const link = (page: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(page));
    return `${path}?${params.toString()}`;
  };
  const lastPage = Math.max(1, Math.ceil(count / request.pageSize));
  return {
    count,
    next: request.page < lastPage ? link(request.page + 1) : null,
    previous: request.page > 1 ? link(Math.min(request.page - 1, lastPage)) : null,
    results,
  };
}

export const paginationSchema = z.strictObject(paginationQuery);
