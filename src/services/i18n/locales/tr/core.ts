// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Story zincirindeki fikri mülkiyet lisans verenleri için stablecoin ödemeleri.',
  'nav.label': 'Ana menü',
  ...navLabels,
  'nav.menu': 'Menü',
  'nav.closeMenu': 'Menüyü kapat',
  'nav.skipToContent': 'İçeriğe geç',
  'back.toList': 'Listeye',
  'back.toManage': 'Yönetime',
  'back.home': 'Home',
  'back.back': 'Geri',
  'brand.poweredBy': 'Ödemeler OVERDIVE ile',
  'privacy.notice': 'Gizlilik bildirimi',
  'privacy.body':
    'OVERDIVE, oturumunuzu açık tutmak için cüzdan adresinizi ve oturum belirtecinizi yalnızca bu tarayıcıda saklar. Girdiğiniz siparişler ve şirket bilgileri, ödemeleri yürütmek için OVERDIVE tarafından saklanır.',
  'locale.label': 'Dil',
  'notices.region': 'Bildirimler',
  'common.loading': 'Yükleniyor…',
  'common.retry': 'Yeniden dene',
  'common.close': 'Kapat',
  'common.dismiss': 'Kapat',
  'common.cancel': 'İptal',
  'common.save': 'Kaydet',
  'common.empty': 'Burada henüz bir şey yok.',
  'common.checkingSession': 'Oturumunuz kontrol ediliyor…',
  'notFound.title': 'Sayfa bulunamadı',
  'notFound.body': 'Açtığınız adres mevcut değil.',
  'notFound.home': "Home'a git",
  'routeError.title': 'Bu ekran yüklenemedi',
  'routeError.body': 'Bağlantınızı kontrol edip tekrar deneyin.',
  'errors.noWalletExtension': 'Lütfen bir cüzdan uzantısı yükleyin.',
  'errors.tokenIssueFailed': 'Belirteç oluşturulamadı.',
  'errors.noToken': 'JWT belirteci yok. Lütfen cüzdanınızı bağlayın.',
  'errors.noWalletAddress': 'Cüzdan adresi yok.',
  'errors.tokenExpired': 'Belirtecin süresi doldu. Lütfen tekrar giriş yapın.',
  'errors.apiCallFailed': 'API çağrısı başarısız: {status}',
  'errors.profileLookupFailed': 'Profil alınamadı',
  'errors.productCreationFailed': 'Ürün oluşturulamadı',
  'errors.network': 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  'errors.timeout': 'Sunucunun yanıtı çok uzun sürdü. Tekrar deneyin.',
  'errors.malformedResponse': 'Sunucu okunamayan bir yanıt gönderdi. Tekrar deneyin.',
  'errors.walletRejected': 'İstek cüzdanda iptal edildi.',
  'errors.walletFailed': 'Cüzdan isteği tamamlayamadı.',
  'errors.signInFailed': 'Giriş başarısız oldu. Tekrar deneyin.',
  'errors.signatureRefused': 'Sunucu imzayı reddetti. Hiçbir şey değişmedi; tekrar imzalayın.',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Yanlış ağ',
  'wallet.pendingTransactions': 'İşlem beklemede',
};

export default core;
