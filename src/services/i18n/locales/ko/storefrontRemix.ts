import { type storefrontRemix as en } from '../en/storefrontRemix';

export const storefrontRemix: Record<keyof typeof en, string> = {
  'storefront.remix.title': 'Story에 리믹스 등록',
  'storefront.remix.childIp': '내 IP 자산 ID',
  'storefront.remix.childIpHint':
    '이 지갑이 소유한 작품의 Story IP 자산(0x…)입니다. 라이선스 토큰은 사용되어 없어집니다.',
  'storefront.remix.childIpInvalid': 'IP 자산 ID를 입력하세요: 0x 뒤에 16진수 40자.',
  'storefront.remix.submit': '리믹스 등록',
  'storefront.remix.done': 'Story에 리믹스가 등록되었습니다:',
  'storefront.remix.txDescription': '{title} 리믹스 Story 등록',
  'storefront.remix.stage.wallet': '지갑에서 확인하세요…',
  'storefront.remix.stage.mining': '트랜잭션 확인을 기다리는 중…',
  'storefront.remix.stage.recording': '리믹스를 기록하는 중…',
  'storefront.remix.failure.rejected': '지갑에서 요청을 거절했습니다. 아무것도 전송되지 않았습니다.',
  'storefront.remix.failure.wallet': '지갑이 트랜잭션을 보내지 못했습니다.',
  'storefront.remix.failure.reverted':
    '트랜잭션이 체인에서 실패했습니다. 이 지갑이 IP 자산을 소유하는지, 이미 리믹스로 등록되지 않았는지 확인하세요.',
  'storefront.remix.failure.refused': 'OVERDIVE가 이 리믹스를 받아들이지 않았습니다.',
  'storefront.remix.failure.api': '리믹스는 Story에 있지만 OVERDIVE가 아직 기록하지 못했습니다.',
  'storefront.remix.failure.retry': '다시 시도',
  'storefront.remix.failure.viewTx': '트랜잭션 보기',
  'storefront.remix.failure.newTab': '새 탭에서 열림',
};
