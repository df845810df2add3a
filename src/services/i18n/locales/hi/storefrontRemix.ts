// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'अपना रीमिक्स Story पर पंजीकृत करें',
  'storefront.remix.childIp': 'आपकी IP एसेट ID',
  'storefront.remix.childIpHint':
    'आपकी कृति का Story IP एसेट (0x…), जिसका स्वामी यह वॉलेट है। आपके लाइसेंस टोकन खर्च हो जाते हैं।',
  'storefront.remix.childIpInvalid': 'IP एसेट ID दर्ज करें: 0x के बाद 40 हेक्साडेसिमल अक्षर।',
  'storefront.remix.submit': 'रीमिक्स पंजीकृत करें',
  'storefront.remix.done': 'आपका रीमिक्स Story पर पंजीकृत है:',
  'storefront.remix.txDescription': 'Story पर {title} का रीमिक्स पंजीकृत करें',
  'storefront.remix.stage.wallet': 'अपने वॉलेट में पुष्टि करें…',
  'storefront.remix.stage.mining': 'लेन-देन की पुष्टि की प्रतीक्षा हो रही है…',
  'storefront.remix.stage.recording': 'आपका रीमिक्स दर्ज किया जा रहा है…',
  'storefront.remix.failure.rejected': 'आपने अपने वॉलेट में अनुरोध अस्वीकार कर दिया। कुछ भी नहीं भेजा गया।',
  'storefront.remix.failure.wallet': 'आपका वॉलेट लेन-देन नहीं भेज सका।',
  'storefront.remix.failure.reverted':
    'लेन-देन चेन पर विफल हो गया। जाँचें कि यह वॉलेट IP एसेट का स्वामी है और वह पहले से रीमिक्स नहीं है।',
  'storefront.remix.failure.refused': 'OVERDIVE ने यह रीमिक्स स्वीकार नहीं किया।',
  'storefront.remix.failure.api': 'रीमिक्स Story पर है, लेकिन OVERDIVE अभी तक इसे दर्ज नहीं कर सका।',
  'storefront.remix.failure.retry': 'फिर से प्रयास करें',
  'storefront.remix.failure.viewTx': 'लेन-देन देखें',
  'storefront.remix.failure.newTab': 'नए टैब में खुलता है',
};
