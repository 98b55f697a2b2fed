// The Korean name of each field of a delivery stop (배송), written once: the list's filters and
// sort, the grid and the Excel file read them.
export const DELIVERY_LABELS = {
  code: '배송 번호',
  kind: '구분',
  orderCode: '주문 번호',
  customerCode: '거래처',
  customerName: '거래처명',
  address: '주소',
  phone: '연락처',
  status: '상태',
  methodCode: '배송 방법',
  methodName: '배송 방법',
  methodKind: '방법 구분',
  reservationDate: '예약일',
  reservationTime: '예약 시각',
  windowStart: '도착 가능 시작',
  windowEnd: '도착 가능 끝',
  driverId: '기사',
  driverName: '기사',
  seq: '순번',
  locked: '고정',
  total: '주문 금액',
  waybillNo: '송장 번호',
  createdAt: '등록 시각',
  completedAt: '완료 시각',
  completedByName: '완료 처리자',
  receiverName: '인수자',
  failReason: '실패 사유',
  cancelledAt: '취소 시각',
  cancelledByName: '취소자',
  cancelReason: '취소 사유',
  memo: '비고',
} as const;

export const DELIVERY_METHOD_LABELS = {
  code: '방법 코드',
  name: '방법 이름',
  kind: '구분',
  courierName: '택배사',
  fee: '배송비',
  isDefault: '기본',
  active: '사용',
  memo: '비고',
} as const;

export const DRIVER_LABELS = {
  loginId: '기사 계정',
  name: '이름',
  phone: '전화번호',
  vehicleNo: '차량 번호',
  vehicleKind: '차종',
  capacity: '적재 용량',
  shiftStart: '근무 시작',
  shiftEnd: '근무 끝',
  startLat: '출발지 위도',
  startLng: '출발지 경도',
  active: '사용',
  memo: '비고',
} as const;

export const CHECKER_LABELS = {
  loginId: '검수자 계정',
  name: '이름',
  phone: '전화번호',
  warehouseCode: '창고',
  active: '사용',
  memo: '비고',
} as const;
