import { type forms as en } from '../en/forms';

export const forms: Record<keyof typeof en, string> = {
  'forms.required': '필수 항목입니다.',
  'forms.tooShort': '{min}자 이상 입력해주세요.',
  'forms.tooLong': '{max}자 이하로 입력해주세요.',
  'forms.invalidCharacters': '사용할 수 없는 문자를 지워주세요.',
  'forms.httpsUrl': 'https://로 시작하는 전체 주소를 입력해주세요.',
  'forms.email': 'name@example.com 형식의 이메일 주소를 입력해주세요.',
  'forms.address': '0x와 16진수 40자로 된 지갑 주소를 입력해주세요.',
  'forms.zeroAddress': '0 주소로는 대금을 받을 수 없습니다.',
  'forms.slugPattern': '영문 소문자와 숫자를 쓰고, 하이픈(-)은 하나씩만 사이에 넣어주세요.',
  'forms.serverRejected': '서버가 거부했습니다: {reason}',
  'forms.optional': '(선택)',
  'forms.fixErrors': '표시된 항목을 확인해주세요.',
  'forms.copy': '복사',
  'forms.copied': '복사됨!',
  'forms.saving': '저장 중…',
  'forms.working': '처리 중…',
};
