// What the licensor's dashboard calls each order status, in its two languages (docs/product.md §5: ko by default, en
// complete): the Orders screen's badges and tabs (src/services/i18n/locales/{en,ko}/orders.ts) and the CSV export's
// status column (server/src/orders/export.ts) read this one table, so the file says what the screen says.
import type { OrderStatus } from './orderValues.js';

export const ORDER_STATUS_LABELS: Readonly<Record<'en' | 'ko', Readonly<Record<OrderStatus, string>>>> = {
  en: {
    pending_payment: 'Pending payment',
    paid: 'Paid',
    completed: 'Completed',
    refunded: 'Refunded',
    expired: 'Expired',
    cancelled: 'Cancelled',
    failed: 'Failed',
  },
  ko: {
    pending_payment: '결제 대기',
    paid: '결제 완료',
    completed: '처리 완료',
    refunded: '환불됨',
    expired: '만료됨',
    cancelled: '취소됨',
    failed: '결제 실패',
  },
};
