// Hong Kong's Traditional Chinese is Taiwan's (../zh-TW) but for the words Hong Kong says otherwise (網絡, 連接, 了解,
// 簽名…): only those are written here. Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefront as en } from '../en/storefront';
import { type Translation } from '../types';
import { storefront as zhTW } from '../zh-TW/storefront';

export const storefront: Translation<typeof en> = {
  ...zhTW,
  'storefront.product.more': '進一步了解此商品',
  'storefront.category.software': '軟件',
  'storefront.category.dataset': '數據集',
  'storefront.checkout.connectNeeded': '請連接錢包以付款。',
  'storefront.checkout.connect': '連接錢包',
  'storefront.checkout.wrongNetwork': '你的錢包位於其他網絡。請切換到 {chain} 以付款。',
  'storefront.checkout.switching': '正在切換網絡…',
  'storefront.checkout.switchFailed': '錢包無法切換網絡。',
  'storefront.checkout.waiting': '正在等待網絡確認你的付款…',
  'storefront.checkout.insufficientBalance':
    '此錢包的 {symbol} 少於總額，因此未傳送任何內容。請增值 {symbol} 或減少購買數量。',
  'storefront.payFailed.reason.notFound': '網絡尚未辨識此交易。',
  'storefront.payFailed.reason.reverted': '交易在網絡上失敗。',
};
