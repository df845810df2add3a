import type { OrderExportLocale } from '@contract/api/orders';
import { type ApiError, toApiError } from '../../services/api';
// Straight from its file, not the services' index (which the first load carries whole): only the orders screen needs it.
import { fetchWithReauth, isAbort, type StoreAccess } from '../../services/api/fetchWithReauth';
import { type FeatureDispatch } from '../../services/hooks';
import { type OrderFilter, orderScopeParams } from './orderFilters';

// The orders screen's CSV export (docs/product.md §9): the API writes the file of every order of the screen's filters
// and sort (GET products/orders/export.csv), as it reads them; the browser only receives it, counting the orders as
// they arrive, and saves it under the name the API gives. Nothing is assembled here, so ten million orders cost the
// browser what the file weighs and no page reads.

/** The export's languages (the dashboard's, docs/product.md §5); a dashboard in another falls back to English. */
const exportLocales = ['en', 'ko'] as const satisfies readonly OrderExportLocale[];

export function exportLocaleOf(locale: string): OrderExportLocale {
  return (exportLocales as readonly string[]).includes(locale) ? (locale as OrderExportLocale) : 'en';
}

/** The export's query: the list's filters and sort without paging, and the header's language. */
export function orderExportQuery(filter: OrderFilter, locale: string): URLSearchParams {
  const params = new URLSearchParams(orderScopeParams(filter) as Record<string, string>);
  if (filter.status) params.set('status', filter.status);
  params.set('ordering', filter.ordering);
  params.set('locale', exportLocaleOf(locale));
  return params;
}

const quote = 0x22;
const newline = 0x0a;

/**
 * Counts the records of RFC 4180 text as its bytes arrive: a line feed ends a record unless it sits inside a quoted
 * cell (a note may hold line breaks). UTF-8 never uses these two bytes inside a longer character, so bytes do.
 */
export function recordCounter(): (chunk: Uint8Array) => number {
  let quoted = false;
  let records = 0;
  return (chunk) => {
    for (const byte of chunk) {
      if (byte === quote) quoted = !quoted;
      else if (byte === newline && !quoted) records += 1;
    }
    return records;
  };
}

/** The file name of `content-disposition` (`filename*=UTF-8''…` first, then `filename="…"`). */
export function fileNameOf(disposition: string | null, fallback = 'orders.csv'): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: the plain name below, or the fallback.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  // Only the base name: a path in the header must not choose a folder.
  return name.split(/[/\\]/).pop() || fallback;
}

/** Saves a received file through a temporary object URL, as a link the browser downloads. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click handler returns; let go of the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type ExportOutcome =
  { kind: 'saved'; rows: number; fileName: string } | { kind: 'failed'; error: ApiError };

/**
 * A thunk that downloads the export of `query`, reporting the orders received so far to `onRows`. `signal` stops it
 * (Cancel, or leaving the screen): the fetch rejects with its AbortError and nothing is saved.
 */
export function downloadOrdersExport(
  query: URLSearchParams,
  { signal, onRows }: { signal: AbortSignal; onRows: (rows: number) => void },
) {
  return async (dispatch: FeatureDispatch, getState: () => unknown): Promise<ExportOutcome> => {
    const store: StoreAccess = { dispatch, getState };
    const answer = await fetchWithReauth(store, `products/orders/export.csv?${query.toString()}`, {
      signal,
      accept: 'text/csv',
    });
    if ('error' in answer) return { kind: 'failed', error: answer.error };
    const { response } = answer;
    const fileName = fileNameOf(response.headers.get('content-disposition'));
    const count = recordCounter();
    const chunks: BlobPart[] = [];
    let records = 0;
    try {
      if (response.body) {
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          records = count(value);
          // The header is the first record.
          onRows(Math.max(0, records - 1));
        }
      } else {
        const bytes = new Uint8Array(await response.arrayBuffer());
        chunks.push(bytes);
        records = count(bytes);
      }
    } catch (error) {
      // The connection dropped mid-file: nothing is saved (half a file would look whole), and the export can be retried.
      if (isAbort(error) || signal.aborted) throw error;
      return { kind: 'failed', error: toApiError({ status: 'FETCH_ERROR', error: String(error) }) };
    }
    signal.throwIfAborted();
    const rows = Math.max(0, records - 1);
    saveFile(new Blob(chunks, { type: 'text/csv;charset=utf-8' }), fileName);
    return { kind: 'saved', rows, fileName };
  };
}
