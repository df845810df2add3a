import { type story as en } from '../en/story';

export const story: Record<keyof typeof en, string> = {
  'story.newTab': '새 탭에서 열림',
  'story.connectCompanyWallet':
    '이 작업은 회사 지갑으로만 Story에 보낼 수 있습니다. 컬렉션과 IP 자산은 회사 지갑이 소유합니다. 회사 지갑을 연결하세요.',
  'story.wrongNetwork': '지갑을 OVERDIVE가 사용하는 네트워크로 전환한 뒤 다시 시도하세요.',
  'story.stage.terms': 'Story의 라이선스 조건을 확인하는 중…',
  'story.stage.wallet': '지갑에서 확인하세요…',
  'story.stage.mining': '트랜잭션 확인을 기다리는 중…',
  'story.stage.recording': 'OVERDIVE에 기록하는 중…',

  'story.failure.rejected': '지갑에서 요청을 거절했습니다. 아무것도 전송되지 않았습니다.',
  'story.failure.wallet': '지갑이 트랜잭션을 보내지 못했습니다.',
  'story.failure.batchFailed': '지갑의 일괄 전송이 완료되지 않았습니다(상태 {status}).',
  'story.failure.batchNoHashes': '지갑이 일괄 전송에 대해 보낸 트랜잭션 없이 응답했습니다.',
  'story.failure.reverted': '트랜잭션이 체인에서 실패했습니다. 기록된 것은 없으며 다시 보낼 수 있습니다.',
  'story.failure.refused': 'OVERDIVE가 이 트랜잭션을 받아들이지 않았습니다.',
  'story.failure.refusedUnknown': '트랜잭션이 OVERDIVE가 기대한 내용을 담고 있지 않습니다.',
  'story.failure.api': '트랜잭션은 확인되었지만 OVERDIVE가 아직 기록하지 못했습니다.',
  'story.failure.retry': '다시 시도',
  'story.failure.viewTx': '트랜잭션 보기',
  'story.failure.newTab': '새 탭에서 열림',

  'story.reason.alreadyUsed': '이 트랜잭션은 이미 다른 기록에 사용되었습니다.',
  'story.reason.notFound': '이 네트워크에 없는 트랜잭션입니다. 지갑의 네트워크를 확인하세요.',
  'story.reason.notMined': '트랜잭션이 아직 확인되지 않았습니다. 잠시 후 다시 시도하세요.',
  'story.reason.failed': '트랜잭션이 체인에서 실패했습니다.',
  'story.reason.otherWallet': '회사 지갑이 아닌 다른 지갑에서 보낸 트랜잭션입니다.',
  'story.reason.noCollection': '이 트랜잭션은 Story에 컬렉션을 만들지 않았습니다.',
  'story.reason.collectionOfOther': '새 컬렉션이 다른 지갑의 것입니다.',
  'story.reason.publicMinting':
    '컬렉션이 누구나 발행할 수 있게 열려 있습니다. 라이선스 컬렉션은 그러면 안 됩니다.',
  'story.reason.noIpAsset': '이 트랜잭션은 Story에 IP 자산을 등록하지 않았습니다.',
  'story.reason.otherChain': 'IP 자산이 다른 네트워크용으로 등록되었습니다.',
  'story.reason.outsideCollection': 'IP 자산이 회사의 라이선스 컬렉션에 속하지 않습니다.',
  'story.reason.otherReceiver': '트랜잭션이 토큰을 다른 주소로 보냈습니다.',
  'story.reason.metadata':
    'IP 자산의 메타데이터가 OVERDIVE가 지금 제공하는 이 상품의 것과 다릅니다. 다시 등록하세요.',
  'story.reason.termsNotRegistered': 'Story에 이 상품의 라이선스 조건이 아직 없습니다. 다시 등록하세요.',
  'story.reason.noTokens': '이 트랜잭션은 Story에서 라이선스 토큰을 발행하지 않았습니다.',
  'story.reason.otherIp': '라이선스 토큰이 이 상품이 아닌 다른 IP 자산의 것입니다.',
  'story.reason.otherTerms': '라이선스 토큰이 이 상품과 다른 조건으로 발행되었습니다.',
  'story.reason.quantity': '라이선스 토큰 수가 주문 수량과 다릅니다.',
  'story.reason.noDerivative': '이 트랜잭션은 Story에 리믹스를 등록하지 않았습니다.',
  'story.reason.notOurToken': '리믹스의 라이선스 토큰 중 OVERDIVE로 발급되지 않은 것이 있습니다.',
  'story.reason.noDerivatives': '이 라이선스는 리믹스를 허용하지 않습니다.',
  'story.reason.noPermission': '이 트랜잭션은 이 상품에 대한 발급 지갑의 권한을 바꾸지 않았습니다.',
  'story.reason.otherSigner': '이 서버의 발급 지갑이 아닌 다른 지갑에 권한을 주었습니다.',
  'story.reason.otherFunction': '이 상품의 라이선스 발급이 아닌 다른 작업에 대한 권한입니다.',
  'story.reason.earlierPermission': '이 권한의 더 나중 변경이 이미 기록되어 있습니다.',

  'story.collection.title': 'Story 라이선스 컬렉션',
  'story.collection.description':
    '상품의 IP 자산은 Story에 있는 회사 전용 컬렉션에 발행됩니다. 한 번만 만들면 되며, 회사 지갑만 발행할 수 있습니다.',
  'story.collection.create': 'Story에 라이선스 컬렉션 만들기',
  'story.collection.address': '컬렉션',
  'story.collection.created': 'Story 라이선스 컬렉션이 기록되었습니다.',
  'story.collection.txDescription': 'Story에 라이선스 컬렉션 만들기',

  'story.issuer.title': '발급 지갑',
  'story.issuer.description':
    '라이선스 자동 발급을 켠 상품에 대해 구매자가 결제하는 즉시 라이선스를 발급하는 OVERDIVE의 지갑입니다. 가스비는 이 지갑이 내며, 이 OVERDIVE 서버 운영자가 충전합니다.',
  'story.issuer.loading': '발급 지갑을 불러오는 중…',
  'story.issuer.off': '이 서버에서는 자동 발급이 꺼져 있습니다. 라이선스는 회사 지갑에서 발급합니다.',
  'story.issuer.copy': '주소 복사',
  'story.issuer.copyLabel': '발급 지갑 주소 복사',
  'story.issuer.explorer': '익스플로러에서 보기',
  'story.issuer.balance': '잔액: {balance}',
  'story.issuer.unavailable': '지금은 확인할 수 없음',
  'story.issuer.low':
    '잔액이 {min} 미만입니다. 이 OVERDIVE 서버 운영자가 충전할 때까지 자동 발급 상품의 라이선스 발급이 대기합니다.',

  'story.issuerNotice.title': '발급 지갑의 잔액이 부족합니다',
  'story.issuerNotice.body':
    '잔액이 {balance}로 최소 {min}보다 적습니다. 충전될 때까지 자동 발급 상품의 라이선스 발급이 대기합니다. 이 OVERDIVE 서버 운영자에게 발급 지갑 충전을 요청하세요. 그동안 아래에서 직접 발급할 수 있습니다.',
  'story.issuerNotice.address': '발급 지갑:',

  'story.register.title': 'Story',
  'story.register.loading': 'Story 등록 정보를 불러오는 중…',
  'story.register.description':
    '이 상품을 라이선스 조건과 함께 Story의 IP 자산으로 등록합니다. 등록 후에는 라이선스를 바꿀 수 없습니다. 지갑에서 최대 두 번 확인합니다.',
  'story.register.action': 'Story에 등록',
  'story.register.needsCollection': '먼저 Story 라이선스 컬렉션을 만드세요(관리).',
  'story.register.toManage': '관리로 이동',
  'story.register.ipAsset': 'IP 자산',
  'story.register.termsId': '라이선스 조건 ID',
  'story.register.done': '{title}이(가) Story에 등록되었습니다.',
  'story.register.txDescription': '{title} Story 등록',
  'story.register.termsTxDescription': '{title} 라이선스 조건 Story 등록',

  'story.autoIssue.label': '라이선스 자동 발급',
  'story.autoIssue.hint':
    '구매자가 결제하는 즉시 OVERDIVE 발급 지갑이 라이선스를 발급합니다. 발급 지갑은 이 상품의 라이선스만 발행할 수 있습니다. 지갑에서 한 번 확인합니다.',
  'story.autoIssue.loading': '발급 지갑을 불러오는 중…',
  'story.autoIssue.serverOff':
    '이 서버에서는 자동 발급이 꺼져 있습니다. 이 상품의 라이선스는 홈의 발급할 라이선스에서 발급하세요.',
  'story.autoIssue.onTx': '{title} 라이선스 자동 발급 켜기',
  'story.autoIssue.offTx': '{title} 라이선스 자동 발급 끄기',
  'story.autoIssue.turnedOn': '이제 구매자가 결제하면 {title} 라이선스가 자동으로 발급됩니다.',
  'story.autoIssue.turnedOff': '{title} 라이선스가 더 이상 자동으로 발급되지 않습니다.',

  'story.queue.title': 'Story에서 발급할 라이선스',
  'story.queue.loading': '라이선스 토큰을 기다리는 결제 완료 주문을 불러오는 중…',
  'story.queue.empty': '라이선스 토큰을 기다리는 결제 완료 주문이 없습니다.',
  'story.queue.toBuyer': '{buyer}에게 라이선스 {count}개',
  'story.queue.issue': '라이선스 발급 ({count})',
  'story.queue.progress': '주문 {done}/{total}:',
  'story.queue.issued': '주문 {count}건의 라이선스 토큰을 발급했습니다.',
  'story.queue.txDescription': '{number} 라이선스 토큰 발급',
  'story.queue.issuing': '자동으로 발급하는 중…',
  'story.queue.problem.permissionRevoked':
    '자동 발급 안 됨: 이 상품에 대한 발급 지갑의 권한이 회수되었습니다. 여기에서 발급하세요.',
  'story.queue.problem.outOfGas':
    '아직 자동 발급 안 됨: 발급 지갑이 가스비를 낼 수 없습니다. 여기에서 발급하거나 이 OVERDIVE 서버 운영자가 충전할 때까지 기다리세요.',
  'story.queue.problem.chainUnavailable':
    '아직 자동 발급 안 됨: 체인이 응답하지 않았습니다. OVERDIVE가 계속 시도하며, 여기에서 발급할 수도 있습니다.',
  'story.queue.problem.mintFailed':
    '자동 발급 안 됨: 발급 지갑의 트랜잭션이 체인에서 실패했습니다. 여기에서 발급하세요.',
  'story.queue.problem.issuerOff':
    '자동 발급 안 됨: 이 서버에서는 자동 발급이 꺼져 있습니다. 여기에서 발급하세요.',
  'story.queue.problem.other': '아직 자동 발급되지 않았습니다. 여기에서 발급할 수 있습니다.',

  'story.remixes.title': 'Story 리믹스',
  'story.remixes.loading': '리믹스를 불러오는 중…',
  'story.remixes.empty': '이 상품의 라이선스로 등록된 리믹스가 아직 없습니다.',
  'story.remixes.by': '{holder} 등록',
  'story.remixes.tx': '트랜잭션',
  'story.remixes.ipLabel': '리믹스 IP 자산 {ip}',
};
