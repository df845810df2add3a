// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': '在 Story 上登记你的混音作品',
  'storefront.remix.childIp': '你的 IP 资产 ID',
  'storefront.remix.childIpHint':
    '你的作品在 Story 上的 IP 资产（0x…），由此钱包拥有。你的许可代币将被消耗。',
  'storefront.remix.childIpInvalid': '请输入 IP 资产 ID：0x 后跟 40 个十六进制字符。',
  'storefront.remix.submit': '登记混音作品',
  'storefront.remix.done': '你的混音作品已在 Story 上登记：',
  'storefront.remix.txDescription': '在 Story 上登记 {title} 的混音作品',
  'storefront.remix.stage.wallet': '请在钱包中确认…',
  'storefront.remix.stage.mining': '正在等待交易确认…',
  'storefront.remix.stage.recording': '正在记录你的混音作品…',
  'storefront.remix.failure.rejected': '你已在钱包中拒绝该请求，未发送任何内容。',
  'storefront.remix.failure.wallet': '你的钱包无法发送该交易。',
  'storefront.remix.failure.reverted':
    '交易在链上失败。请确认此钱包拥有该 IP 资产，且该资产尚未成为混音作品。',
  'storefront.remix.failure.refused': 'OVERDIVE 未接受此混音作品。',
  'storefront.remix.failure.api': '混音作品已在 Story 上，但 OVERDIVE 暂时无法记录。',
  'storefront.remix.failure.retry': '重试',
  'storefront.remix.failure.viewTx': '查看交易',
  'storefront.remix.failure.newTab': '在新标签页中打开',
};
