import { type transactions as en } from '../en/transactions';

export const transactions: Record<keyof typeof en, string> = {
  'transactions.recent': '최근 거래',
  'transactions.clearAll': '모두 지우기',
  'transactions.empty': '{app} 거래가 여기에 표시됩니다...',
  'transactions.viewMore': '익스플로러에서 더 보기',
  'transactions.newTab': '(새 탭에서 열림)',
  'transactions.status.pending': '대기 중',
  'transactions.status.confirmed': '완료',
  'transactions.status.failed': '실패',
};
