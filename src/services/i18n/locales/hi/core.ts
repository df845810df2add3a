// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Story चेन पर IP लाइसेंसदाताओं के लिए स्टेबलकॉइन भुगतान।',
  'nav.label': 'मुख्य',
  ...navLabels,
  'nav.menu': 'मेनू',
  'nav.closeMenu': 'मेनू बंद करें',
  'nav.skipToContent': 'सामग्री पर जाएँ',
  'back.toList': 'सूची पर',
  'back.toManage': 'प्रबंधन पर',
  'back.home': 'Home',
  'back.back': 'वापस',
  'brand.poweredBy': 'भुगतान OVERDIVE द्वारा',
  'privacy.notice': 'गोपनीयता सूचना',
  'privacy.body':
    'OVERDIVE आपको साइन इन रखने के लिए आपका वॉलेट पता और सत्र टोकन केवल इसी ब्राउज़र में सहेजता है। आपके दर्ज किए गए ऑर्डर और कंपनी विवरण OVERDIVE भुगतान चलाने के लिए रखता है।',
  'locale.label': 'भाषा',
  'notices.region': 'सूचनाएँ',
  'common.loading': 'लोड हो रहा है…',
  'common.retry': 'फिर से कोशिश करें',
  'common.close': 'बंद करें',
  'common.dismiss': 'हटाएँ',
  'common.cancel': 'रद्द करें',
  'common.save': 'सहेजें',
  'common.empty': 'यहाँ अभी कुछ नहीं है।',
  'common.checkingSession': 'आपका सत्र जाँचा जा रहा है…',
  'notFound.title': 'पेज नहीं मिला',
  'notFound.body': 'आपने जो पता खोला है वह मौजूद नहीं है।',
  'notFound.home': 'Home पर जाएँ',
  'routeError.title': 'यह स्क्रीन लोड नहीं हो सकी',
  'routeError.body': 'अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'errors.noWalletExtension': 'कृपया वॉलेट एक्सटेंशन इंस्टॉल करें।',
  'errors.tokenIssueFailed': 'टोकन जारी नहीं हो सका।',
  'errors.noToken': 'कोई JWT टोकन नहीं है। कृपया अपना वॉलेट कनेक्ट करें।',
  'errors.noWalletAddress': 'कोई वॉलेट पता नहीं है।',
  'errors.tokenExpired': 'टोकन की अवधि समाप्त हो गई। कृपया फिर से लॉग इन करें।',
  'errors.apiCallFailed': 'API कॉल विफल: {status}',
  'errors.profileLookupFailed': 'प्रोफ़ाइल नहीं मिल सकी',
  'errors.productCreationFailed': 'उत्पाद नहीं बनाया जा सका',
  'errors.network': 'सर्वर तक नहीं पहुँचा जा सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'errors.timeout': 'सर्वर ने जवाब देने में बहुत समय लिया। फिर से कोशिश करें।',
  'errors.malformedResponse': 'सर्वर ने ऐसा जवाब भेजा जो पढ़ा नहीं जा सका। फिर से कोशिश करें।',
  'errors.walletRejected': 'अनुरोध वॉलेट में रद्द कर दिया गया।',
  'errors.walletFailed': 'वॉलेट अनुरोध पूरा नहीं कर सका।',
  'errors.signInFailed': 'साइन इन विफल रहा। फिर से कोशिश करें।',
  'errors.signatureRefused': 'सर्वर ने हस्ताक्षर अस्वीकार कर दिया। कुछ नहीं बदला; फिर से हस्ताक्षर करें।',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'गलत नेटवर्क',
  'wallet.pendingTransactions': 'लेनदेन लंबित है',
};

export default core;
