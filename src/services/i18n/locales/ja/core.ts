// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Story チェーンの IP ライセンサー向けステーブルコイン決済。',
  'nav.label': 'メイン',
  ...navLabels,
  'nav.menu': 'メニュー',
  'nav.closeMenu': 'メニューを閉じる',
  'nav.skipToContent': '本文へスキップ',
  'back.toList': '一覧へ',
  'back.toManage': '管理へ',
  'back.home': 'Home',
  'back.back': '戻る',
  'brand.poweredBy': '決済: OVERDIVE',
  'privacy.notice': 'プライバシーに関するお知らせ',
  'privacy.body':
    'OVERDIVE は、サインイン状態を保つためだけに、ウォレットアドレスとセッショントークンをこのブラウザーに保存します。入力された注文情報と会社情報は、決済を行うために OVERDIVE が保管します。',
  'locale.label': '言語',
  'notices.region': '通知',
  'common.loading': '読み込み中…',
  'common.retry': '再試行',
  'common.close': '閉じる',
  'common.dismiss': '閉じる',
  'common.cancel': 'キャンセル',
  'common.save': '保存',
  'common.empty': 'まだ何もありません。',
  'common.checkingSession': 'セッションを確認しています…',
  'notFound.title': 'ページが見つかりません',
  'notFound.body': '開いたアドレスは存在しません。',
  'notFound.home': 'Home へ',
  'routeError.title': 'この画面を読み込めませんでした',
  'routeError.body': '接続を確認して、もう一度お試しください。',
  'errors.noWalletExtension': 'ウォレット拡張機能をインストールしてください。',
  'errors.tokenIssueFailed': 'トークンの発行に失敗しました。',
  'errors.noToken': 'JWT トークンがありません。ウォレットを接続してください。',
  'errors.noWalletAddress': 'ウォレットアドレスがありません。',
  'errors.tokenExpired': 'トークンの有効期限が切れました。もう一度ログインしてください。',
  'errors.apiCallFailed': 'API 呼び出しに失敗しました: {status}',
  'errors.profileLookupFailed': 'プロフィールの取得に失敗しました',
  'errors.productCreationFailed': '商品の作成に失敗しました',
  'errors.network': 'サーバーに接続できませんでした。接続を確認して、もう一度お試しください。',
  'errors.timeout': 'サーバーの応答に時間がかかりすぎました。もう一度お試しください。',
  'errors.malformedResponse': 'サーバーから読み取れない応答が届きました。もう一度お試しください。',
  'errors.walletRejected': 'ウォレットでリクエストがキャンセルされました。',
  'errors.walletFailed': 'ウォレットがリクエストを完了できませんでした。',
  'errors.signInFailed': 'サインインに失敗しました。もう一度お試しください。',
  'errors.signatureRefused':
    'サーバーが署名を受け付けませんでした。何も変更されていません。もう一度署名してください。',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'ネットワークが違います',
  'wallet.pendingTransactions': '処理中の取引',
};

export default core;
