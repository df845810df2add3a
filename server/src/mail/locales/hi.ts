// The buyer's mails in Hindi (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'ऑर्डर {order} का भुगतान मिल गया',
  'payment.heading': 'भुगतान मिल गया',
  'payment.intro': '{licensor} के {product} के लिए आपका भुगतान मिल गया है।',
  'payment.next': 'आपका लाइसेंस जारी होने पर आपको एक और ईमेल मिलेगा।',
  'payment.viewTx': 'एक्सप्लोरर पर भुगतान देखें',
  'license.subject': 'ऑर्डर {order} का आपका लाइसेंस जारी हो गया',
  'license.heading': 'आपका लाइसेंस जारी हो गया है',
  'license.intro': '{licensor} के {product} का आपका लाइसेंस Story पर जारी कर दिया गया है।',
  'license.tokens': 'लाइसेंस टोकन',
  'license.token': 'लाइसेंस टोकन #{id}',
  'license.verify': 'सत्यापन पेज',
  'license.verifyNote': 'कोई भी आपके लाइसेंस को उसके सत्यापन पेज पर जाँच सकता है।',
  'license.certificate': 'हर लाइसेंस का प्रमाणपत्र इस ईमेल के साथ PDF के रूप में संलग्न है।',
  'label.order': 'ऑर्डर नंबर',
  'label.product': 'उत्पाद',
  'label.licensor': 'लाइसेंसदाता',
  'label.amount': 'भुगतान की गई राशि',
  'label.paidAt': 'भुगतान की तारीख',
  'label.paymentTx': 'भुगतान लेनदेन',
  'label.separator': ': ',
  footer: 'आपको यह ईमेल इसलिए मिला है क्योंकि OVERDIVE पर ऑर्डर {order} के लिए यह पता दिया गया था।',
};
