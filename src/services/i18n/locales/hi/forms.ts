// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'यह फ़ील्ड आवश्यक है।',
  'forms.tooShort': 'कम से कम {min} वर्णों का उपयोग करें।',
  'forms.tooLong': 'अधिकतम {max} वर्णों का उपयोग करें।',
  'forms.invalidCharacters': 'अमान्य वर्ण हटाएँ।',
  'forms.httpsUrl': 'https:// से शुरू होने वाला पूरा पता दर्ज करें',
  'forms.email': 'name@example.com जैसा ईमेल पता दर्ज करें।',
  'forms.address': 'वॉलेट पता दर्ज करें: 0x के बाद 40 हेक्साडेसिमल वर्ण।',
  'forms.zeroAddress': 'शून्य पता भुगतान प्राप्त नहीं कर सकता।',
  'forms.slugPattern': 'छोटे अंग्रेज़ी अक्षरों और अंकों का उपयोग करें, जो एक-एक हाइफ़न से जुड़े हों।',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(वैकल्पिक)',
  'forms.fixErrors': 'हाइलाइट किए गए फ़ील्ड जाँचें।',
  'forms.copy': 'कॉपी करें',
  'forms.copied': 'कॉपी हो गया!',
  'forms.saving': 'सहेजा जा रहा है…',
  'forms.working': 'काम जारी है…',
};
