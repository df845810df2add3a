// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'हाल के लेनदेन',
  'transactions.clearAll': 'सभी साफ़ करें',
  'transactions.empty': 'आपके {app} लेनदेन यहाँ दिखेंगे...',
  'transactions.viewMore': 'एक्सप्लोरर पर और देखें',
  'transactions.newTab': '(नए टैब में खुलता है)',
  'transactions.status.pending': 'लंबित',
  'transactions.status.confirmed': 'पुष्टि हुई',
  'transactions.status.failed': 'विफल',
};
