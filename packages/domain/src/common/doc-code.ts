// Human codes, one letter per kind of thing (issue 16 point 5). Part P0000008, purchase
// P00000003 and payment P20261126-0001 all began with P and were easy to confuse, so purchases
// and payments take their own letters for new numbers. Codes already issued stay valid and keep
// reading as before: P + 7 digits is a part, P + 8 digits a purchase registered before the change,
// P + day-number a payment taken before the change.

/** The letter each kind's new codes start with. */
export const DOC_CODE_PREFIXES = {
  part: 'P',
  customer: 'C',
  supplier: 'S',
  /** 매입: R for receiving (was P + 8 digits). */
  purchase: 'R',
  order: 'O',
  memo: 'M',
  cancel: 'X',
  /** 입금 (a customer's payment): D for deposit (was P + day-number). */
  payment: 'D',
  stockAdjust: 'A',
  /** 발주 (a purchase order to a supplier): B for buy. */
  purchaseOrder: 'B',
  /** 매입 반품 (goods sent back to a supplier): T for take-back. */
  purchaseReturn: 'T',
  /** 매입처 계산서 (a supplier's bill or tax invoice): V for vendor bill. */
  supplierBill: 'V',
  /** 출금 (a payment to a supplier): W for withdrawal. */
  supplierPayment: 'W',
  /** 창고 이동 (a move between warehouses): H for haul. */
  warehouseMove: 'H',
  /** 재고 실사 (a stock count): K for count. */
  stockCount: 'K',
  /** 위탁 (goods placed at a customer's shop): G for goods on consignment. */
  consignment: 'G',
  /** 운임 (freight paid and allocated): F for freight. */
  freight: 'F',
  /** 직송 검수 (goods shipped by a supplier straight to a customer): J for 직송. */
  directExamination: 'J',
  /** 반품 (goods a customer sends back): U for undo. */
  orderReturn: 'U',
  /** 폐부품 (a used part collected or bought): Q for core. */
  oldPart: 'Q',
  /** 배송 (a delivery or pickup stop): L for load. */
  delivery: 'L',
  /** 기사 급여 (a driver's monthly pay): Z. */
  driverPay: 'Z',
  /** 지급 확인 (an admin's confirmation of drivers' pickup cash-back points): ZP, beside driver
   * pay (every single letter is taken; N is the outsourcing requests'). */
  driverProvision: 'ZP',
  /** 전자세금계산서 (an e-tax invoice to a customer): I for invoice. */
  taxInvoice: 'I',
  /** 월합계 청구서 (a customer's period billing statement): E for 청구 (billing). */
  billing: 'E',
  /** 선수금 (a customer's advance: received, applied, refunded): Y for 예치/선수. */
  deposit: 'Y',
} as const;

export type DocCodeKind = keyof typeof DOC_CODE_PREFIXES;

export const DOC_CODE_KIND_LABELS: Record<DocCodeKind, string> = {
  part: '품목',
  customer: '거래처',
  supplier: '매입처',
  purchase: '매입',
  order: '주문',
  memo: '메모',
  cancel: '취소',
  payment: '입금',
  stockAdjust: '재고 조정',
  purchaseOrder: '발주',
  purchaseReturn: '매입 반품',
  supplierBill: '매입 계산서',
  supplierPayment: '출금',
  warehouseMove: '창고 이동',
  stockCount: '재고 실사',
  consignment: '위탁',
  freight: '운임',
  directExamination: '직송 검수',
  orderReturn: '반품',
  oldPart: '폐부품',
  delivery: '배송',
  driverPay: '기사 급여',
  driverProvision: '지급 확인',
  taxInvoice: '세금계산서',
  billing: '청구서',
  deposit: '선수금',
};

// Sequence codes: a letter and the number padded to its width (prefixed_code() in SQL).
// Day codes: a letter, the Korean day and a four-digit number of that day (nextDocCode).
const SHAPES: readonly [RegExp, DocCodeKind][] = [
  [/^P\d{7}$/, 'part'],
  [/^C\d{6,}$/, 'customer'],
  [/^S\d{6,}$/, 'supplier'],
  [/^R\d{8,}$/, 'purchase'],
  [/^P\d{8}$/, 'purchase'],
  [/^O\d{8}-\d{4,}$/, 'order'],
  [/^M\d{8}-\d{4,}$/, 'memo'],
  [/^X\d{8}-\d{4,}$/, 'cancel'],
  [/^D\d{8}-\d{4,}$/, 'payment'],
  [/^P\d{8}-\d{4,}$/, 'payment'],
  [/^A\d{8}-\d{4,}$/, 'stockAdjust'],
  [/^B\d{8,}$/, 'purchaseOrder'],
  [/^T\d{8,}$/, 'purchaseReturn'],
  [/^V\d{8,}$/, 'supplierBill'],
  [/^W\d{8}-\d{4,}$/, 'supplierPayment'],
  [/^H\d{8}-\d{4,}$/, 'warehouseMove'],
  [/^K\d{8}-\d{4,}$/, 'stockCount'],
  [/^G\d{8}-\d{4,}$/, 'consignment'],
  [/^F\d{8}-\d{4,}$/, 'freight'],
  [/^J\d{8}-\d{4,}$/, 'directExamination'],
  [/^U\d{8}-\d{4,}$/, 'orderReturn'],
  [/^Q\d{8}-\d{4,}$/, 'oldPart'],
  [/^L\d{8}-\d{4,}$/, 'delivery'],
  [/^Z\d{8}-\d{4,}$/, 'driverPay'],
  [/^ZP\d{8}-\d{4,}$/, 'driverProvision'],
  [/^I\d{8}-\d{4,}$/, 'taxInvoice'],
  [/^E\d{8}-\d{4,}$/, 'billing'],
  [/^Y\d{8}-\d{4,}$/, 'deposit'],
];

/** What a code names, new or issued before the prefixes were separated; null when none. */
export const docKindOfCode = (code: string): DocCodeKind | null => {
  const value = code.trim().toUpperCase();
  return SHAPES.find(([shape]) => shape.test(value))?.[1] ?? null;
};

/** A part's code (P0000008); a purchase's P00000003 is not one. */
export const isPartCode = (text: string): boolean => docKindOfCode(text) === 'part';
