// Hong Kong's Traditional Chinese is Taiwan's (../zh-TW) but for the words Hong Kong says otherwise: only those are
// written here. Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';
import { licenses as zhTW } from '../zh-TW/licenses';

export const licenses: Translation<typeof en> = {
  ...zhTW,
  'licenses.holder': '現時持有人',
  'licenses.holderUnknown': '暫時未能讀取區塊鏈。',
  'licenses.qr': '本頁連結的二維碼',
};
