// Why stock moved (DESIGN §6). Every stock_moves row carries one; on-hand = sum of moves.
export const STOCK_MOVE_REASONS = [
  'opening',
  'purchase-in',
  'purchase-return-out',
  'sale-out',
  'cancel-in',
  'return-in',
  'move-out',
  'move-in',
  'survey-adjust',
  'manual-adjust',
  'freight-cost',
] as const;
export type StockMoveReason = (typeof STOCK_MOVE_REASONS)[number];

export const STOCK_MOVE_REASON_LABELS: Record<StockMoveReason, string> = {
  opening: '기초 재고',
  'purchase-in': '매입 입고',
  'purchase-return-out': '매입 반품 출고',
  'sale-out': '판매 출고',
  'cancel-in': '판매 취소 입고',
  'return-in': '반품 입고',
  'move-out': '창고 이동 출고',
  'move-in': '창고 이동 입고',
  'survey-adjust': '실사 조정',
  'manual-adjust': '수동 조정',
  'freight-cost': '운임 배부',
};

export const WAREHOUSE_KINDS = ['main', 'branch', 'partner', 'virtual'] as const;
export type WarehouseKind = (typeof WAREHOUSE_KINDS)[number];

/**
 * Locations the system opens itself and no one registers by hand: goods on the road between two
 * warehouses (a warehouse move shipped, not yet received) and our goods placed at a customer's
 * shop (consignment). They are warehouses of the stock ledger like any other, so every balance,
 * cost and `verify:ledgers` counts them; screens show them by their kind.
 */
// `defect`: returned units written off beside a warehouse (DF-<code>), kept for a supplier claim;
// `scrap`: used parts bought from customers (SC-<code>), kept apart from sellable stock.
export const SYSTEM_WAREHOUSE_KINDS = ['transit', 'consignment', 'defect', 'scrap'] as const;
export type SystemWarehouseKind = (typeof SYSTEM_WAREHOUSE_KINDS)[number];

export const WAREHOUSE_KIND_LABELS: Record<WarehouseKind | SystemWarehouseKind, string> = {
  main: '본사 창고',
  branch: '지점 창고',
  partner: '협력사 창고',
  virtual: '가상 창고',
  transit: '이동 중',
  consignment: '위탁',
  defect: '불량',
  scrap: '폐부품',
};

/** A location the system keeps (goods in transit, on consignment): never a place to sell, buy or count into. */
export const isSystemWarehouseKind = (kind: string): kind is SystemWarehouseKind =>
  (SYSTEM_WAREHOUSE_KINDS as readonly string[]).includes(kind);

/** The kind's Korean label ('이동 중' for transit), or the kind itself when unknown. */
export const warehouseKindLabel = (kind: string): string =>
  (WAREHOUSE_KIND_LABELS as Record<string, string>)[kind] ?? kind;
