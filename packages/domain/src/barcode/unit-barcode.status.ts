import { withParticle } from '../format/korean-particle.js';
// A unit barcode follows one physical item. Its history is append-only; the state is what the
// last event left, kept beside the unit so lists and the stock count by barcode need no replay.
// Later issues (purchase, stock, sales, returns, old-part pickup) add events of these kinds.

export const UNIT_BARCODE_STATES = [
  'created',
  'in_stock',
  'in_transit',
  'sold',
  'collected',
  'void',
] as const;
export type UnitBarcodeState = (typeof UNIT_BARCODE_STATES)[number];
export const UNIT_BARCODE_STATE_LABELS: Record<UnitBarcodeState, string> = {
  created: '발행',
  in_stock: '재고',
  in_transit: '이동 중',
  sold: '출고',
  collected: '폐부품 회수',
  void: '폐기',
};

export const UNIT_BARCODE_EVENTS = [
  'created',
  'printed',
  'purchase_in',
  'purchase_cancel',
  'stock_in',
  'move_out',
  'move_in',
  'sale_out',
  'examined',
  'return_in',
  'old_part_pickup',
  'survey',
  'void',
] as const;
export type UnitBarcodeEvent = (typeof UNIT_BARCODE_EVENTS)[number];
export const UNIT_BARCODE_EVENT_LABELS: Record<UnitBarcodeEvent, string> = {
  created: '바코드 발행',
  printed: '라벨 인쇄',
  purchase_in: '매입 입고',
  purchase_cancel: '매입 확정 취소',
  stock_in: '입고',
  move_out: '창고 이동 출고',
  move_in: '창고 이동 입고',
  sale_out: '판매 출고',
  examined: '검수',
  return_in: '반품 입고',
  old_part_pickup: '폐부품 회수',
  survey: '재고 실사',
  void: '폐기',
};

/** The state an event leaves; null = the state does not change (printing, examination). */
const STATE_AFTER: Record<UnitBarcodeEvent, UnitBarcodeState | null> = {
  created: 'created',
  printed: null,
  purchase_in: 'in_stock',
  // The purchase it came with was un-fixed: the item is no longer stock, the label stays valid.
  purchase_cancel: 'created',
  stock_in: 'in_stock',
  move_out: 'in_transit',
  move_in: 'in_stock',
  sale_out: 'sold',
  examined: null,
  return_in: 'in_stock',
  old_part_pickup: 'collected',
  survey: 'in_stock',
  void: 'void',
};

/** The unit's state after `event`. */
export const unitBarcodeStateAfter = (state: UnitBarcodeState, event: UnitBarcodeEvent): UnitBarcodeState =>
  STATE_AFTER[event] ?? state;

/** Why `event` cannot happen to a unit in `state` (a Korean reason), or null when it can. */
export const unitBarcodeEventProblem = (state: UnitBarcodeState, event: UnitBarcodeEvent): string | null => {
  const label = UNIT_BARCODE_EVENT_LABELS[event];
  if (state === 'void') return `폐기된 바코드에는 ${withParticle(label, '을/를')} 기록할 수 없습니다.`;
  if (event === 'created') return '이미 발행된 바코드입니다.';
  if (event === 'sale_out' && (state === 'sold' || state === 'collected')) {
    return `이미 ${UNIT_BARCODE_STATE_LABELS[state]}된 바코드입니다.`;
  }
  if (event === 'purchase_cancel' && state !== 'in_stock') {
    return `${UNIT_BARCODE_STATE_LABELS[state]} 상태의 바코드는 매입 확정을 취소할 수 없습니다 (재고에 있는 것만).`;
  }
  if (event === 'return_in' && state !== 'sold') return '출고되지 않은 바코드는 반품 입고할 수 없습니다.';
  if (event === 'move_in' && state !== 'in_transit') return '이동 출고되지 않은 바코드입니다.';
  if (event === 'move_out' && state !== 'in_stock' && state !== 'created') {
    return `${UNIT_BARCODE_STATE_LABELS[state]} 상태의 바코드는 창고 이동할 수 없습니다.`;
  }
  return null;
};

/** States in which the unit is on the shelf: the stock count by barcode counts these. */
export const UNIT_BARCODE_ON_HAND_STATES: readonly UnitBarcodeState[] = ['in_stock'];
