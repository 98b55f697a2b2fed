import { Descriptions } from 'antd';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';

// The head items every four-eyes supplier document (purchase order, return) shows the same way:
// its supplier, who took each step and when, and its money. Arrays of keyed items, so they sit
// directly in a Descriptions beside the document's own items.

const who = (name: string | null, at: string | null) =>
  at ? `${name ?? '-'} · ${formatKstDateTime(at)}` : '-';

type StepNames = {
  requestedByName: string | null;
  requestedAt: string | null;
  checkedByName: string | null;
  checkedAt: string | null;
  approvedByName: string | null;
  approvedAt: string | null;
  savedByName: string | null;
  savedAt: string | null;
};

/** 매입처: its name and code. */
export const supplierItem = (d: { supplierName: string; supplierCode: string }) => (
  <Descriptions.Item key="supplier" label="매입처">
    {d.supplierName} ({d.supplierCode})
  </Descriptions.Item>
);

const STEPS = [
  ['requested', '요청'],
  ['checked', '확인'],
  ['approved', '최종 승인'],
  ['saved', '확정'],
] as const;

/** 요청 · 확인 · 최종 승인 · 확정: who and when, '-' until the step is taken. */
export const approvalStepItems = (d: StepNames) =>
  STEPS.map(([step, label]) => (
    <Descriptions.Item key={step} label={label}>
      {who(d[`${step}ByName`], d[`${step}At`])}
    </Descriptions.Item>
  ));

/** 합계 with its supply and VAT. */
export const moneyItem = (d: { total: number; supply: number; vat: number }) => (
  <Descriptions.Item key="money" label="합계">
    <strong>{formatWon(d.total)}원</strong> (공급가액 {formatWon(d.supply)} · 부가세 {formatWon(d.vat)})
  </Descriptions.Item>
);
