// Hong Kong's Traditional Chinese is Taiwan's (../zh-TW) but for the words Hong Kong says otherwise (網絡, 連接, 了解,
// 簽名…): only those are written here. Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';
import { storefrontRemix as zhTW } from '../zh-TW/storefrontRemix';

export const storefrontRemix: Translation<typeof en> = {
  ...zhTW,
  'storefront.remix.title': '在 Story 上登記你的混音作品',
  'storefront.remix.childIpInvalid': '請輸入 IP 資產 ID：0x 後接 40 個十六進制字元。',
  'storefront.remix.submit': '登記混音作品',
  'storefront.remix.done': '你的混音作品已在 Story 上登記：',
  'storefront.remix.txDescription': '在 Story 上登記 {title} 的混音作品',
  'storefront.remix.failure.rejected': '你已在錢包中拒絕該請求，未有傳送任何內容。',
  'storefront.remix.failure.wallet': '你的錢包無法傳送該交易。',
  'storefront.remix.failure.reverted':
    '交易在鏈上失敗。請確認此錢包擁有該 IP 資產，而該資產尚未成為混音作品。',
  'storefront.remix.failure.api': '混音作品已在 Story 上，但 OVERDIVE 暫時未能記錄。',
  'storefront.remix.failure.viewTx': '查看交易',
};
