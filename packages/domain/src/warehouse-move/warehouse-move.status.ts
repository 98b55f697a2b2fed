// A warehouse move (창고 이동): requested → shipped (the goods sit in the destination's in-transit
// location) → received (done); cancelled only while nothing has moved.
export const WAREHOUSE_MOVE_STATUSES = ['requested', 'shipped', 'received', 'cancelled'] as const;
export type WarehouseMoveStatus = (typeof WAREHOUSE_MOVE_STATUSES)[number];

export const WAREHOUSE_MOVE_STATUS_LABELS: Record<WarehouseMoveStatus, string> = {
  requested: '요청',
  shipped: '이동 중',
  received: '입고 완료',
  cancelled: '취소',
};

/** What happened to a move, one row each in its history (WarehouseMoveRecordList). */
export const WAREHOUSE_MOVE_EVENTS = [
  'request',
  'modify',
  'cancel',
  'ship',
  'scan',
  'scan-refused',
  'receive',
] as const;
export type WarehouseMoveEvent = (typeof WAREHOUSE_MOVE_EVENTS)[number];

export const WAREHOUSE_MOVE_EVENT_LABELS: Record<WarehouseMoveEvent, string> = {
  request: '이동 요청',
  modify: '요청 수정',
  cancel: '요청 취소',
  ship: '출고 (이동 중)',
  scan: '입고 검수 스캔',
  'scan-refused': '스캔 거절',
  receive: '입고 완료',
};

/** The system warehouse holding goods on their way to `toCode` (kind 'transit'). */
export const transitWarehouseCode = (toCode: string): string => `TR-${toCode}`;
export const transitWarehouseName = (toName: string): string => `${toName} 이동 중`;

/** The stages of the check board (WarehouseMoveCheck/:choice) and the status each one lists. */
export const WAREHOUSE_MOVE_CHOICES = {
  request: 'requested',
  ship: 'shipped',
  receive: 'received',
} as const satisfies Record<string, WarehouseMoveStatus>;
export type WarehouseMoveChoice = keyof typeof WAREHOUSE_MOVE_CHOICES;
