// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'リミックスを Story に登録',
  'storefront.remix.childIp': 'あなたの IP アセット ID',
  'storefront.remix.childIpHint':
    'このウォレットが所有する、あなたの作品の Story IP アセット（0x…）。ライセンストークンは消費されます。',
  'storefront.remix.childIpInvalid': 'IP アセット ID を入力してください：0x に続く 16 進数 40 文字。',
  'storefront.remix.submit': 'リミックスを登録',
  'storefront.remix.done': 'リミックスが Story に登録されました：',
  'storefront.remix.txDescription': '{title} のリミックスを Story に登録',
  'storefront.remix.stage.wallet': 'ウォレットで確認してください…',
  'storefront.remix.stage.mining': 'トランザクションの承認を待っています…',
  'storefront.remix.stage.recording': 'リミックスを記録しています…',
  'storefront.remix.failure.rejected': 'ウォレットでリクエストを拒否しました。何も送信されていません。',
  'storefront.remix.failure.wallet': 'ウォレットがトランザクションを送信できませんでした。',
  'storefront.remix.failure.reverted':
    'トランザクションがチェーン上で失敗しました。このウォレットが IP アセットを所有していること、すでにリミックスではないことを確認してください。',
  'storefront.remix.failure.refused': 'OVERDIVE はこのリミックスを受け付けませんでした。',
  'storefront.remix.failure.api': 'リミックスは Story 上にありますが、OVERDIVE はまだ記録できていません。',
  'storefront.remix.failure.retry': '再試行',
  'storefront.remix.failure.viewTx': 'トランザクションを表示',
  'storefront.remix.failure.newTab': '新しいタブで開きます',
};
