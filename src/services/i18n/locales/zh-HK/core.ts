// Hong Kong's Traditional Chinese is Taiwan's (../zh-TW) but for the words Hong Kong says otherwise (網絡, 連接, 了解,
// 簽名…): only those are written here. Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import zhTW from '../zh-TW/core';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  ...zhTW,
  'privacy.notice': '私隱聲明',
  'routeError.body': '請檢查網絡連線後再試一次。',
  'errors.noToken': '沒有 JWT 權杖。請連接你的錢包。',
  'errors.network': '無法連線至伺服器。請檢查網絡連線後再試一次。',
  'errors.signatureRefused': '伺服器拒絕了簽名。未做任何變更；請重新簽署。',
  'wallet.wrongNetwork': '網絡錯誤',
};

export default core;
