import type { IntegratedStatusView } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { integratedSummary } from './integrated-summary';

const view = (over: Partial<IntegratedStatusView>): IntegratedStatusView => ({
  date: '20261121',
  states: [],
  count: 3,
  total: 150_000,
  cancelledTotal: 0,
  cancelPendingCount: 0,
  ...over,
});

describe('integratedSummary', () => {
  it('states the net total, the cancelled amount and the cancels still waiting', () => {
    expect(integratedSummary('20261121', view({ cancelledTotal: 22_000, cancelPendingCount: 1 }))).toBe(
      '2026-11-21 주문 3건 · 합계 150,000원 (취소 반영) · 취소 22,000원 · 취소 확인 대기 1건. 상태를 누르면 그 주문이 아래에 나옵니다.',
    );
  });

  it('says nothing of cancels on a day without any', () => {
    expect(integratedSummary('20261121', view({}))).toBe(
      '2026-11-21 주문 3건 · 합계 150,000원 (취소 반영). 상태를 누르면 그 주문이 아래에 나옵니다.',
    );
  });
});
