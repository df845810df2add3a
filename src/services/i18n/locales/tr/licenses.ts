// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';

export const licenses: Translation<typeof en> = {
  'licenses.loading': 'Bu lisans kontrol ediliyor…',
  'licenses.eyebrow': 'Lisans doğrulama',
  'licenses.title': 'Lisans tokenı #{id}',
  'licenses.valid': 'Geçerli',
  'licenses.validBody': 'Bu lisans OVERDIVE üzerinden verildi ve yürürlükte.',
  'licenses.void': 'Geçersiz',
  'licenses.voidBody': 'Bu lisans artık hiçbir hak tanımıyor.',
  'licenses.voidReason.refunded':
    'İade edildi: sipariş iade edildiği için bu lisans artık hiçbir hak tanımıyor.',
  'licenses.download': 'Sertifikayı indir',
  'licenses.details': 'Lisans ayrıntıları',
  'licenses.product': 'Ürün',
  'licenses.licensor': 'Lisans veren',
  'licenses.licensee': 'Lisans alan',
  'licenses.holder': 'Şu anki sahibi',
  'licenses.holderUnknown': 'Zincir şu anda okunamadı.',
  'licenses.moved': 'Bu token taşındı: artık lisans alanın cüzdanından farklı bir cüzdanda.',
  'licenses.orderNumber': 'Sipariş numarası',
  'licenses.issuedAt': 'Veriliş tarihi',
  'licenses.tokenId': 'Token kimliği',
  'licenses.copy': 'Kopyala',
  'licenses.copyNamed': 'Kopyala: {name}',
  'licenses.copied': 'Kopyalandı',
  'licenses.onChain': 'Zincir üzerinde',
  'licenses.tokenLink': 'Bu token zincir gezgininde',
  'licenses.mintTx': 'Bu tokenı basan işlem',
  'licenses.pageLink': 'Bu sayfanın bağlantısı',
  'licenses.qr': 'Bu sayfanın bağlantısının QR kodu',
  'licenses.notFound.title': 'Bu lisans OVERDIVE üzerinden verilmedi',
  'licenses.notFound.body':
    'OVERDIVE üzerinden #{id} numaralı bir lisans tokenı verilmedi. Adresteki numarayı kontrol edin.',
  'licenses.invalid.title': 'Bu bir lisans tokenı numarası değil',
  'licenses.invalid.body': 'Lisans tokenı numaraları 42 gibi tam sayılardır. Adresi kontrol edin.',
};
