import { type walletDialogs as en } from '../en/walletDialogs';

export const walletDialogs: Record<keyof typeof en, string> = {
  'walletDialogs.close': '닫기',
  'walletDialogs.back': '뒤로',
  'walletDialogs.newTab': '(새 탭에서 열림)',

  'walletDialogs.connect.title': '지갑 연결',
  'walletDialogs.connect.listLabel': '지갑',
  'walletDialogs.connect.recent': '최근',
  'walletDialogs.connect.selected': '선택됨',
  'walletDialogs.group.installed': '설치됨',
  'walletDialogs.group.recommended': '추천',
  'walletDialogs.group.popular': '인기',
  'walletDialogs.group.other': '기타',
  'walletDialogs.group.others': '그 외',
  'walletDialogs.group.more': '더 보기',
  'walletDialogs.connect.newToWallets': '이더리움 지갑이 처음이신가요?',
  'walletDialogs.connect.learnMore': '자세히 알아보기',

  'walletDialogs.intro.title': '지갑이란 무엇인가요?',
  'walletDialogs.intro.assets.title': '디지털 자산을 위한 보금자리',
  'walletDialogs.intro.assets.description':
    '지갑은 이더리움이나 NFT 같은 디지털 자산을 보내고, 받고, 보관하고, 보여주는 데 쓰입니다.',
  'walletDialogs.intro.login.title': '새로운 로그인 방식',
  'walletDialogs.intro.login.description':
    '웹사이트마다 새 계정과 비밀번호를 만드는 대신, 지갑을 연결하기만 하면 됩니다.',
  'walletDialogs.intro.get': '지갑 받기',
  'walletDialogs.intro.learnMore': '자세히 알아보기',

  'walletDialogs.get.title': '지갑 받기',
  'walletDialogs.get.action': '받기',
  'walletDialogs.get.actionLabel': '{wallet} 받기',
  'walletDialogs.get.mobile': '모바일 지갑',
  'walletDialogs.get.extension': '브라우저 확장 프로그램',
  'walletDialogs.get.mobileAndExtension': '모바일 지갑 및 확장 프로그램',
  'walletDialogs.get.mobileAndDesktop': '모바일 및 데스크톱 지갑',
  'walletDialogs.get.lookingFor.title': '원하는 지갑이 없나요?',
  'walletDialogs.get.lookingFor.description': '메인 화면에서 다른 지갑을 선택해 시작하세요.',

  'walletDialogs.connecting.opening': '{wallet} 여는 중...',
  'walletDialogs.connecting.confirm': '확장 프로그램에서 연결을 확인하세요',
  'walletDialogs.connecting.failed': '연결되지 않았습니다.',
  'walletDialogs.connecting.retry': '다시 시도',
  'walletDialogs.connecting.notInstalled': '{wallet}이(가) 설치되어 있지 않습니다',
  'walletDialogs.connecting.install': '설치',
  'walletDialogs.connecting.notAvailable': '{wallet}을(를) 사용할 수 없습니다',
  'walletDialogs.connecting.scan': '{wallet}(으)로 스캔',
  'walletDialogs.connecting.scanHint':
    '휴대폰 카메라로 스캔해 {wallet} 앱에서 OVERDIVE를 연 다음 그곳에서 연결하세요.',
  'walletDialogs.connecting.qrLabel': '{wallet}에서 OVERDIVE를 여는 QR 코드',
  'walletDialogs.connecting.openApp': '{wallet}에서 열기',
  'walletDialogs.connecting.openAppHint':
    '아무 일도 없나요? 먼저 {wallet}을(를) 설치한 뒤 앱의 브라우저에서 OVERDIVE를 여세요.',
  'walletDialogs.connecting.dontHave': '{wallet}이(가) 없으신가요?',
  'walletDialogs.connecting.get': '받기',

  'walletDialogs.options.title': '{wallet} 받기',
  'walletDialogs.options.extension.title': '{browser}용 {wallet}',
  'walletDialogs.options.extension.description': '즐겨 쓰는 웹 브라우저에서 바로 지갑을 사용하세요.',
  'walletDialogs.options.extension.action': '{browser}에 추가',
  'walletDialogs.options.desktop.title': '{platform}용 {wallet}',
  'walletDialogs.options.desktop.description': '데스크톱에서 지갑을 네이티브 앱으로 사용하세요.',
  'walletDialogs.options.desktop.action': '{platform}에 추가',
  'walletDialogs.options.mobile.title': '{wallet} 다운로드',
  'walletDialogs.options.mobile.description': '모바일 지갑으로 이더리움의 세계를 탐험하세요.',
  'walletDialogs.options.mobile.action': '앱 받기',

  'walletDialogs.download.title': '{wallet} 설치',
  'walletDialogs.download.description': '휴대폰으로 스캔해 iOS 또는 Android에서 다운로드하세요',
  'walletDialogs.download.qrLabel': '{wallet} 다운로드 QR 코드',
  'walletDialogs.download.continue': '계속',

  'walletDialogs.instructions.title': '{wallet} 시작하기',
  'walletDialogs.instructions.extension.install.title': '{wallet} 확장 프로그램 설치',
  'walletDialogs.instructions.extension.install.description':
    '지갑에 더 빨리 접근할 수 있도록 {wallet}을(를) 작업 표시줄에 고정하는 것을 권장합니다.',
  'walletDialogs.instructions.create.title': '지갑 만들기 또는 가져오기',
  'walletDialogs.instructions.create.description':
    '안전한 방법으로 지갑을 백업하세요. 비밀 복구 구문은 절대 다른 사람과 공유하지 마세요.',
  'walletDialogs.instructions.extension.refresh.title': '브라우저 새로고침',
  'walletDialogs.instructions.extension.refresh.description':
    '지갑을 설정한 뒤 아래를 눌러 브라우저를 새로고침하고 확장 프로그램을 불러오세요.',
  'walletDialogs.instructions.mobile.open.title': '{wallet} 앱 열기',
  'walletDialogs.instructions.mobile.open.description':
    '지갑에 더 빨리 접근할 수 있도록 {wallet}을(를) 홈 화면에 두세요.',
  'walletDialogs.instructions.mobile.scan.title': '앱에서 OVERDIVE 열기',
  'walletDialogs.instructions.mobile.scan.description':
    '지갑을 설정한 뒤 코드를 스캔하거나 앱의 브라우저에서 이 페이지를 열어 연결하세요.',
  'walletDialogs.instructions.desktop.open.title': '{wallet} 앱 열기',
  'walletDialogs.instructions.desktop.open.description':
    '지갑에 더 빨리 접근할 수 있도록 {wallet}을(를) 작업 표시줄이나 독에 추가하세요.',
  'walletDialogs.instructions.desktop.refresh.title': '돌아와서 연결하기',
  'walletDialogs.instructions.desktop.refresh.description':
    '지갑을 설정한 뒤 아래의 연결을 눌러 OVERDIVE에 연결하세요.',
  'walletDialogs.instructions.steps': '단계',
  'walletDialogs.instructions.refresh': '새로고침',
  'walletDialogs.instructions.connect': '연결',
  'walletDialogs.instructions.learnMore': '자세히 알아보기',

  'walletDialogs.account.title': '계정',
  'walletDialogs.account.balance': '잔액',
  'walletDialogs.account.stablecoinBalance': '{symbol} 잔액',
  'walletDialogs.account.copy': '주소 복사',
  'walletDialogs.account.copied': '복사됨!',
  'walletDialogs.account.disconnect': '연결 해제',

  'walletDialogs.network.title': '네트워크 전환',
  'walletDialogs.network.connected': '연결됨',
  'walletDialogs.network.confirm': '지갑에서 확인',
  'walletDialogs.network.wrong': '잘못된 네트워크가 감지되었습니다. 계속하려면 전환하거나 연결을 해제하세요.',
  'walletDialogs.network.failed':
    '지갑이 네트워크를 전환하지 않았습니다. 지갑에서 전환하거나 연결을 해제해 계속하세요.',
  'walletDialogs.network.disconnect': '연결 해제',

  'walletDialogs.signIn.title': '계정 확인',
  'walletDialogs.signIn.description':
    '연결을 마치려면 지갑에서 메시지에 서명해 이 계정의 소유자임을 확인해야 합니다.',
  'walletDialogs.signIn.send': '메시지 서명',
  'walletDialogs.signIn.preparing': '메시지 준비 중...',
  'walletDialogs.signIn.signing': '서명 대기 중...',
  'walletDialogs.signIn.verifying': '서명 확인 중...',
  'walletDialogs.signIn.cancel': '취소',
  'walletDialogs.signIn.preparingError': '메시지를 준비하는 중 오류가 발생했습니다. 다시 시도해주세요!',
  'walletDialogs.signIn.signingError': '메시지에 서명하는 중 오류가 발생했습니다. 다시 시도해주세요!',
  'walletDialogs.signIn.verifyingError': '서명을 확인하는 중 오류가 발생했습니다. 다시 시도해주세요!',
  'walletDialogs.signIn.oopsError': '앗, 문제가 발생했습니다!',
};
