// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Pembayaran stablecoin untuk pemberi lisensi KI di jaringan Story.',
  'nav.label': 'Utama',
  ...navLabels,
  'nav.menu': 'Menu',
  'nav.closeMenu': 'Tutup menu',
  'nav.skipToContent': 'Langsung ke konten',
  'back.toList': 'Ke daftar',
  'back.toManage': 'Ke pengelolaan',
  'back.home': 'Home',
  'back.back': 'Kembali',
  'brand.poweredBy': 'Pembayaran oleh OVERDIVE',
  'privacy.notice': 'Pemberitahuan privasi',
  'privacy.body':
    'OVERDIVE menyimpan alamat dompet dan token sesi Anda hanya di browser ini agar Anda tetap masuk. Pesanan dan data perusahaan yang Anda masukkan disimpan oleh OVERDIVE untuk menjalankan pembayaran.',
  'locale.label': 'Bahasa',
  'notices.region': 'Notifikasi',
  'common.loading': 'Memuat…',
  'common.retry': 'Coba lagi',
  'common.close': 'Tutup',
  'common.dismiss': 'Abaikan',
  'common.cancel': 'Batal',
  'common.save': 'Simpan',
  'common.empty': 'Belum ada apa-apa di sini.',
  'common.checkingSession': 'Memeriksa sesi Anda…',
  'notFound.title': 'Halaman tidak ditemukan',
  'notFound.body': 'Alamat yang Anda buka tidak ada.',
  'notFound.home': 'Ke Home',
  'routeError.title': 'Layar ini tidak dapat dimuat',
  'routeError.body': 'Periksa koneksi Anda lalu coba lagi.',
  'errors.noWalletExtension': 'Silakan pasang ekstensi dompet.',
  'errors.tokenIssueFailed': 'Penerbitan token gagal.',
  'errors.noToken': 'Tidak ada token JWT. Silakan hubungkan dompet Anda.',
  'errors.noWalletAddress': 'Tidak ada alamat dompet.',
  'errors.tokenExpired': 'Token kedaluwarsa. Silakan masuk lagi.',
  'errors.apiCallFailed': 'Panggilan API gagal: {status}',
  'errors.profileLookupFailed': 'Gagal mengambil profil',
  'errors.productCreationFailed': 'Gagal membuat produk',
  'errors.network': 'Server tidak dapat dijangkau. Periksa koneksi Anda lalu coba lagi.',
  'errors.timeout': 'Server terlalu lama menjawab. Coba lagi.',
  'errors.malformedResponse': 'Server mengirim jawaban yang tidak dapat dibaca. Coba lagi.',
  'errors.walletRejected': 'Permintaan dibatalkan di dompet.',
  'errors.walletFailed': 'Dompet tidak dapat menyelesaikan permintaan.',
  'errors.signInFailed': 'Gagal masuk. Coba lagi.',
  'errors.signatureRefused': 'Server menolak tanda tangan. Tidak ada yang berubah; tanda tangani lagi.',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Jaringan salah',
  'wallet.pendingTransactions': 'Transaksi tertunda',
};

export default core;
