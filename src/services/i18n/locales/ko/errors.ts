import { type errors as en } from '../en/errors';

export const errors: Record<keyof typeof en, string> = {
  'errors.noWalletExtension': '지갑 확장 프로그램을 설치해주세요.',
  'errors.tokenIssueFailed': '토큰 발급에 실패했습니다.',
  'errors.noToken': 'JWT 토큰이 없습니다. 지갑을 연결해주세요.',
  'errors.noWalletAddress': '지갑 주소가 없습니다.',
  'errors.tokenExpired': '토큰이 만료되었습니다. 다시 로그인해주세요.',
  'errors.apiCallFailed': 'API 호출 실패: {status}',
  'errors.profileLookupFailed': '프로필 조회 실패',
  'errors.productCreationFailed': '상품 생성 실패',
  'errors.network': '서버에 연결할 수 없습니다. 연결을 확인한 뒤 다시 시도해주세요.',
  'errors.timeout': '서버 응답이 너무 늦습니다. 다시 시도해주세요.',
  'errors.malformedResponse': '서버 응답을 읽을 수 없습니다. 다시 시도해주세요.',
  'errors.walletRejected': '지갑에서 요청이 취소되었습니다.',
  'errors.walletFailed': '지갑이 요청을 처리하지 못했습니다.',
  'errors.signInFailed': '로그인에 실패했습니다. 다시 시도해주세요.',
  'errors.signatureRefused': '서버가 서명을 거부했습니다. 아무것도 바뀌지 않았습니다. 다시 서명해주세요.',
};
