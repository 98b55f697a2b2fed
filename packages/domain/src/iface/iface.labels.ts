// The Korean names of an interface message's fields (연동 실패 목록), written once.
export const IFACE_FAILURE_LABELS = {
  id: '번호',
  topic: '연동 종류',
  key: '요청 키',
  docCode: '문서 번호',
  state: '상태',
  attempts: '시도 횟수',
  lastError: '오류',
  payload: '보낸 내용',
  nextAttemptAt: '다음 시도',
  createdAt: '발생 일시',
  dismissReason: '제외 사유',
} as const;

/** The outbound partners and jobs of the queue (SPEC §7.8), by topic. */
export const IFACE_TOPICS = [
  'tax-invoice',
  'delivery-gateway',
  'storage',
  'parts-supplier',
  'warehouse',
] as const;
export type IfaceTopic = (typeof IFACE_TOPICS)[number];
export const IFACE_TOPIC_LABELS: Record<IfaceTopic, string> = {
  'tax-invoice': '전자세금계산서 ASP',
  'delivery-gateway': '배송 게이트웨이',
  storage: '보관·매장 서비스',
  'parts-supplier': '부품 공급사 서비스',
  warehouse: '창고 서비스',
};
/** The partners reached through a partner-sync adapter (tax invoices have their own). */
export const PARTNER_TOPICS = ['delivery-gateway', 'storage', 'parts-supplier', 'warehouse'] as const;
export type PartnerTopic = (typeof PARTNER_TOPICS)[number];

export const IFACE_STATE_LABELS = {
  pending: '재시도 대기',
  failed: '실패(중단)',
  sent: '전송 완료',
} as const;
