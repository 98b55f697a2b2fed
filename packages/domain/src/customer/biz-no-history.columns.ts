import { formatBizNo } from '../format/biz-no.js';
import { listColumns } from '../list/list-columns.js';
import { BIZ_NO_HISTORY_LABELS as L } from './biz-no-history.labels.js';
import type { BizNoHistoryRow } from './customer.schema.js';

/** What the tax service said of the number; a number failing its check digit was never asked. */
const registeredText = (row: BizNoHistoryRow) =>
  !row.checkDigitValid
    ? '검증번호 오류'
    : row.registered === false
      ? '미등록'
      : row.registered
        ? '등록'
        : '확인 안 됨';

/** CustomerCompsnNoSearchHistory's columns. */
export const BIZ_NO_HISTORY_COLUMNS = listColumns<BizNoHistoryRow>()([
  { key: 'bizNo', label: L.bizNo, value: (r) => formatBizNo(r.bizNo), width: 140, pinned: true },
  { key: 'registered', label: L.registered, value: registeredText, width: 110 },
  { key: 'statusLabel', label: L.statusLabel, value: (r) => r.statusLabel, width: 120 },
  { key: 'taxType', label: L.taxType, value: (r) => r.taxType, width: 160 },
  {
    key: 'source',
    label: L.source,
    value: (r) => (r.source === 'nts' ? '국세청' : '검증번호만'),
    width: 100,
  },
  { key: 'searchedAt', label: L.searchedAt, value: (r) => r.searchedAt, format: 'datetime', width: 140 },
  { key: 'checkedAt', label: L.checkedAt, value: (r) => r.checkedAt, format: 'datetime', width: 140 },
]);
