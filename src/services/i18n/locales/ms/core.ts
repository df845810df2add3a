// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Pembayaran stablecoin untuk pemberi lesen IP di rangkaian Story.',
  'nav.label': 'Utama',
  ...navLabels,
  'nav.menu': 'Menu',
  'nav.closeMenu': 'Tutup menu',
  'nav.skipToContent': 'Langkau ke kandungan',
  'back.toList': 'Ke senarai',
  'back.toManage': 'Ke pengurusan',
  'back.home': 'Home',
  'back.back': 'Kembali',
  'brand.poweredBy': 'Pembayaran oleh OVERDIVE',
  'privacy.notice': 'Notis privasi',
  'privacy.body':
    'OVERDIVE menyimpan alamat dompet dan token sesi anda dalam pelayar ini sahaja supaya anda kekal log masuk. Pesanan dan butiran syarikat yang anda masukkan disimpan oleh OVERDIVE untuk menjalankan pembayaran.',
  'locale.label': 'Bahasa',
  'notices.region': 'Pemberitahuan',
  'common.loading': 'Memuatkan…',
  'common.retry': 'Cuba semula',
  'common.close': 'Tutup',
  'common.dismiss': 'Tolak',
  'common.cancel': 'Batal',
  'common.save': 'Simpan',
  'common.empty': 'Belum ada apa-apa di sini.',
  'common.checkingSession': 'Menyemak sesi anda…',
  'notFound.title': 'Halaman tidak ditemui',
  'notFound.body': 'Alamat yang anda buka tidak wujud.',
  'notFound.home': 'Pergi ke Home',
  'routeError.title': 'Skrin ini tidak dapat dimuatkan',
  'routeError.body': 'Semak sambungan anda dan cuba lagi.',
  'errors.noWalletExtension': 'Sila pasang sambungan dompet.',
  'errors.tokenIssueFailed': 'Pengeluaran token gagal.',
  'errors.noToken': 'Tiada token JWT. Sila sambungkan dompet anda.',
  'errors.noWalletAddress': 'Tiada alamat dompet.',
  'errors.tokenExpired': 'Token telah tamat tempoh. Sila log masuk semula.',
  'errors.apiCallFailed': 'Panggilan API gagal: {status}',
  'errors.profileLookupFailed': 'Gagal mendapatkan profil',
  'errors.productCreationFailed': 'Gagal mencipta produk',
  'errors.network': 'Pelayan tidak dapat dihubungi. Semak sambungan anda dan cuba lagi.',
  'errors.timeout': 'Pelayan mengambil masa terlalu lama untuk menjawab. Cuba lagi.',
  'errors.malformedResponse': 'Pelayan menghantar jawapan yang tidak dapat dibaca. Cuba lagi.',
  'errors.walletRejected': 'Permintaan dibatalkan dalam dompet.',
  'errors.walletFailed': 'Dompet tidak dapat menyelesaikan permintaan.',
  'errors.signInFailed': 'Log masuk gagal. Cuba lagi.',
  'errors.signatureRefused': 'Pelayan menolak tandatangan. Tiada apa-apa yang diubah; tandatangan semula.',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Rangkaian salah',
  'wallet.pendingTransactions': 'Transaksi belum selesai',
};

export default core;
