// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': '為 Story 鏈上 IP 授權方打造的穩定幣支付。',
  'nav.label': '主選單',
  ...navLabels,
  'nav.menu': '選單',
  'nav.closeMenu': '關閉選單',
  'nav.skipToContent': '跳至主要內容',
  'back.toList': '返回清單',
  'back.toManage': '返回管理',
  'back.home': 'Home',
  'back.back': '返回',
  'brand.poweredBy': '由 OVERDIVE 提供支付',
  'privacy.notice': '隱私權聲明',
  'privacy.body':
    'OVERDIVE 只會在這個瀏覽器中儲存你的錢包地址和工作階段權杖，以維持登入狀態。你輸入的訂單和公司資料由 OVERDIVE 保存，用於處理付款。',
  'locale.label': '語言',
  'notices.region': '通知',
  'common.loading': '載入中…',
  'common.retry': '重試',
  'common.close': '關閉',
  'common.dismiss': '略過',
  'common.cancel': '取消',
  'common.save': '儲存',
  'common.empty': '這裡還沒有內容。',
  'common.checkingSession': '正在檢查你的工作階段…',
  'notFound.title': '找不到網頁',
  'notFound.body': '你開啟的網址不存在。',
  'notFound.home': '前往 Home',
  'routeError.title': '無法載入此畫面',
  'routeError.body': '請檢查網路連線後再試一次。',
  'errors.noWalletExtension': '請安裝錢包擴充功能。',
  'errors.tokenIssueFailed': '權杖核發失敗。',
  'errors.noToken': '沒有 JWT 權杖。請連結你的錢包。',
  'errors.noWalletAddress': '沒有錢包地址。',
  'errors.tokenExpired': '權杖已過期。請重新登入。',
  'errors.apiCallFailed': 'API 呼叫失敗：{status}',
  'errors.profileLookupFailed': '無法取得個人資料',
  'errors.productCreationFailed': '無法建立商品',
  'errors.network': '無法連線至伺服器。請檢查網路連線後再試一次。',
  'errors.timeout': '伺服器回應逾時。請再試一次。',
  'errors.malformedResponse': '伺服器傳回無法讀取的回應。請再試一次。',
  'errors.walletRejected': '已在錢包中取消要求。',
  'errors.walletFailed': '錢包無法完成這項要求。',
  'errors.signInFailed': '登入失敗。請再試一次。',
  'errors.signatureRefused': '伺服器拒絕了簽章。未做任何變更；請重新簽署。',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': '網路錯誤',
  'wallet.pendingTransactions': '交易處理中',
};

export default core;
