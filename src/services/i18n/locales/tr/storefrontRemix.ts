// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'Remiksinizi Story’de kaydedin',
  'storefront.remix.childIp': 'IP varlık kimliğiniz',
  'storefront.remix.childIpHint':
    'Eserinizin bu cüzdana ait Story IP varlığı (0x…). Lisans token’larınız kullanılır.',
  'storefront.remix.childIpInvalid': 'Bir IP varlık kimliği girin: 0x ve ardından 40 onaltılık karakter.',
  'storefront.remix.submit': 'Remiksi kaydet',
  'storefront.remix.done': 'Remiksiniz Story’de kaydedildi:',
  'storefront.remix.txDescription': '{title} için bir remiksi Story’de kaydet',
  'storefront.remix.stage.wallet': 'Cüzdanınızda onaylayın…',
  'storefront.remix.stage.mining': 'İşlemin onaylanması bekleniyor…',
  'storefront.remix.stage.recording': 'Remiksiniz kaydediliyor…',
  'storefront.remix.failure.rejected': 'İsteği cüzdanınızda reddettiniz. Hiçbir şey gönderilmedi.',
  'storefront.remix.failure.wallet': 'Cüzdanınız işlemi gönderemedi.',
  'storefront.remix.failure.reverted':
    'İşlem zincirde başarısız oldu. Bu cüzdanın IP varlığının sahibi olduğunu ve varlığın zaten bir remiks olmadığını kontrol edin.',
  'storefront.remix.failure.refused': 'OVERDIVE bu remiksi kabul etmedi.',
  'storefront.remix.failure.api': 'Remiks Story’de, ancak OVERDIVE henüz kaydedemedi.',
  'storefront.remix.failure.retry': 'Yeniden dene',
  'storefront.remix.failure.viewTx': 'İşlemi görüntüle',
  'storefront.remix.failure.newTab': 'yeni sekmede açılır',
};
