// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';

export const licenses: Translation<typeof en> = {
  'licenses.loading': 'ライセンスを確認しています…',
  'licenses.eyebrow': 'ライセンスの確認',
  'licenses.title': 'ライセンストークン #{id}',
  'licenses.valid': '有効',
  'licenses.validBody': 'このライセンスは OVERDIVE を通じて発行され、現在有効です。',
  'licenses.void': '無効',
  'licenses.voidBody': 'このライセンスによる権利はすでに失われています。',
  'licenses.voidReason.refunded':
    '返金済み：注文が返金されたため、このライセンスによる権利はすでに失われています。',
  'licenses.download': '証明書をダウンロード',
  'licenses.details': 'ライセンスの詳細',
  'licenses.product': '商品',
  'licenses.licensor': 'ライセンサー',
  'licenses.licensee': 'ライセンシー',
  'licenses.holder': '現在の保有者',
  'licenses.holderUnknown': '現在チェーンを読み取れませんでした。',
  'licenses.moved': 'このトークンは移転済みです。現在はライセンシー以外のウォレットが保有しています。',
  'licenses.orderNumber': '注文番号',
  'licenses.issuedAt': '発行日時',
  'licenses.tokenId': 'トークン ID',
  'licenses.copy': 'コピー',
  'licenses.copyNamed': '{name}をコピー',
  'licenses.copied': 'コピーしました',
  'licenses.onChain': 'オンチェーンの記録',
  'licenses.tokenLink': 'チェーンエクスプローラーでこのトークンを見る',
  'licenses.mintTx': '発行した取引',
  'licenses.pageLink': 'このページのリンク',
  'licenses.qr': 'このページのリンクの QR コード',
  'licenses.notFound.title': 'このライセンスは OVERDIVE で発行されたものではありません',
  'licenses.notFound.body':
    'OVERDIVE で発行されたライセンストークン #{id} はありません。アドレスの番号を確認してください。',
  'licenses.invalid.title': 'ライセンストークンの番号ではありません',
  'licenses.invalid.body': 'ライセンストークンの番号は 42 のような整数です。アドレスを確認してください。',
};
