import { type home as en } from '../en/home';

export const home: Record<keyof typeof en, string> = {
  'home.title': '홈',
  'home.storyLoading': '발급할 라이선스를 불러오는 중…',
  'home.newTab': '새 탭에서 열림',

  'home.kpi.title': '주요 지표',
  'home.kpi.loading': '주요 지표를 불러오는 중…',
  'home.revenue.last30': '최근 30일 매출 ({symbol})',
  'home.revenue.allTime': '누적 매출 ({symbol})',
  'home.revenue.none': '아직 설정된 결제 스테이블코인이 없습니다.',
  'home.chart.title': '최근 30일 일별 매출',
  'home.chart.tokenTitle': '일별 {symbol}',
  'home.chart.max': '최고 일 매출: {amount}',
  'home.chart.day': '{date}: {amount}',
  'home.chart.keyboardHint': '왼쪽·오른쪽 화살표 키로 날짜를 이동합니다. 아래 표에 모든 날짜가 있습니다.',
  'home.chart.none': '최근 30일 동안 판매가 없습니다.',
  'home.chart.date': '날짜',
  'home.chart.revenue': '매출 ({symbol})',
  'home.kpi.paid': '결제 완료 주문',
  'home.kpi.awaitingCompletion': '처리 대기 {count}건',
  'home.kpi.viewPaid': '결제 완료 주문 보기',
  'home.kpi.pending': '결제 대기',
  'home.kpi.viewPending': '결제 대기 주문 보기',
  'home.kpi.published': '판매 중인 상품',
  'home.kpi.viewProducts': '상품 보기',

  'home.latest.title': '최근 주문',
  'home.latest.viewAll': '전체 주문 보기',
  'home.latest.loading': '최근 주문을 불러오는 중…',
  'home.latest.empty.title': '아직 주문이 없습니다',
  'home.latest.empty.body': '공개 페이지를 공유해 구매자가 상품을 구매할 수 있게 하세요.',

  'home.wallet.title': '지갑 잔액',
  'home.wallet.loading': '잔액을 불러오는 중…',
  'home.wallet.address': '정산 지갑',
  'home.wallet.unavailable': '확인할 수 없음',
  'home.wallet.empty': '표시할 잔액이 없습니다.',

  'home.payoutChanges.title': '정산 주소가 변경되었습니다',
  'home.payoutChanges.change': '{date}:',
  'home.payoutChanges.notYou':
    '이제 구매자는 새 주소로 결제합니다. 직접 변경하지 않았다면 주소를 다시 설정하고 다른 세션에서 로그아웃하세요.',
  'home.payoutChanges.manage': '관리로 이동',
  'home.payoutChanges.failed': '최근 정산 주소 변경 내역을 불러오지 못했습니다. {reason}',
};
