import {
  SUPPLIER_BILL_KIND_LABELS,
  SUPPLIER_BILL_KINDS,
  type SupplierBillKind,
  type SupplierBillView,
  supplierBillInputSchema,
  toYmd,
} from '@erp/domain';
import { Alert, Button, Card, DatePicker, Descriptions, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import { fieldLabel } from '../../components/form-page/zod-form';
import { useUrlParams } from '../../components/list-page/url-params';
import { PageHead } from '../../components/page-head/page-head';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { toast } from '../../shell/toast/toast';
import { BillAcceptPanel } from './bill-accept-panel';
import {
  billLinesOf,
  overBilled,
  type PickRow,
  pickRowsOf,
  pickTotals,
  previewDifferences,
} from './bill-lines';
import { BillPickTable } from './bill-pick-table';
import { BillTable } from './money-tables';
import {
  acceptBill,
  SUPPLIER_MONEY_PATHS,
  saveBill,
  useBill,
  useBillable,
  usePendingBills,
  useRefreshPurchase,
} from './supplier-money.api';
import { SupplierSelect } from './supplier-select';
import './supplier-money.css';

type Header = { billDate: string; kind: SupplierBillKind; supplierBillNo: string; memo: string };

const headerOf = (bill: SupplierBillView | undefined): Header => ({
  billDate: bill?.billDate ?? toYmd(new Date()),
  kind: bill?.kind ?? 'tax',
  supplierBillNo: bill?.supplierBillNo ?? '',
  memo: bill?.memo ?? '',
});

/** The header's text boxes: the supplier's own number and the memo. */
const TEXT_FIELDS = [
  { key: 'supplierBillNo', label: '매입처 계산서 번호', width: 200, max: 40 },
  { key: 'memo', label: '비고', width: 260, max: 1000 },
] as const;

const BillHeaderForm = ({ value, onChange }: { value: Header; onChange: (h: Header) => void }) => (
  <Space wrap>
    <DatePicker
      aria-label="계산서 일자"
      format="YYYY-MM-DD"
      allowClear={false}
      value={dayjs(value.billDate, 'YYYYMMDD')}
      onChange={(d) => d && onChange({ ...value, billDate: d.format('YYYYMMDD') })}
    />
    <Select
      aria-label="계산서 종류"
      style={{ width: 130 }}
      value={value.kind}
      onChange={(kind: SupplierBillKind) => onChange({ ...value, kind })}
      options={SUPPLIER_BILL_KINDS.map((k) => ({ value: k, label: SUPPLIER_BILL_KIND_LABELS[k] }))}
    />
    {TEXT_FIELDS.map((f) => (
      <Input
        key={f.key}
        aria-label={f.label}
        placeholder={f.label}
        style={{ width: f.width }}
        maxLength={f.max}
        value={value[f.key]}
        onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
      />
    ))}
  </Space>
);

/**
 * PurchasePayingBill (계산서 대사): pick a supplier, tick its fixed arrival lines the bill charges,
 * type the bill's quantity and price, save; then every difference against the arrivals is
 * listed and must be given a reason before the bill is accepted. ?bill=V… opens a saved bill.
 */
export const PurchasePayingBillPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams({ bill: '', supplier: '' });
  const bill = useBill(params.bill);
  const saved = params.bill && bill.data?.code === params.bill ? bill.data : undefined;
  const supplierCode = saved?.supplierCode ?? params.supplier;
  const billable = useBillable(supplierCode);
  const refresh = useRefreshPurchase();
  const pending = usePendingBills();
  const [editing, setEditing] = useState(false);
  const [header, setHeader] = useState<Header>(() => headerOf(undefined));
  const [rows, setRows] = useState<PickRow[]>([]);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const matching = !params.bill || editing;

  useEffect(() => setHeader(headerOf(saved)), [saved]);
  useEffect(() => {
    if (billable.data) setRows(pickRowsOf(billable.data, saved));
  }, [billable.data, saved]);

  const change = (id: number, patch: Partial<PickRow>) =>
    setRows((all) => all.map((r) => (r.purchaseLineId === id ? { ...r, ...patch } : r)));
  const totals = pickTotals(rows);
  const preview = previewDifferences(rows);
  const over = overBilled(rows);

  const save = async () => {
    const parsed = supplierBillInputSchema.safeParse({ supplierCode, ...header, lines: billLinesOf(rows) });
    if (!parsed.success) {
      // Each message names its field ("입력하세요." alone does not say which box is empty).
      setProblem(
        parsed.error.issues
          .map((i) =>
            i.path.length === 1
              ? `${fieldLabel(supplierBillInputSchema, String(i.path[0]))}: ${i.message}`
              : i.message,
          )
          .join(' '),
      );
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const result = await saveBill(
        parsed.data,
        saved ? { code: saved.code, version: saved.version } : undefined,
      );
      toast.success(`계산서 ${result.code}를 저장했습니다. 차이 ${result.differences.length}건`);
      setEditing(false);
      await refresh();
      setParams({ bill: result.code, supplier: '' });
    } catch {
      // The error dialog says why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="erp-page">
      <PageHead
        title={saved ? `계산서 대사 — ${saved.code}` : '계산서 대사'}
        description="계산서 품목을 확정 입고와 맞춥니다. 차이는 사유를 입력해야 승인됩니다."
        actions={
          <Space>
            <Button onClick={() => navigate(SUPPLIER_MONEY_PATHS.payingBill())}>새 계산서</Button>
            <Button onClick={() => navigate('/PurchaseManager/BillListPerSupplier')}>계산서 목록</Button>
          </Space>
        }
      />
      <FilterCard>
        <FilterItem label="매입처">
          {saved ? (
            <strong>
              {saved.supplierName} ({saved.supplierCode})
            </strong>
          ) : (
            <SupplierSelect
              autoFocus
              value={params.supplier}
              onChange={(supplier) => setParams({ bill: '', supplier })}
            />
          )}
        </FilterItem>
      </FilterCard>
      {!supplierCode && !params.bill && (
        <Card size="small" title="승인 전 계산서 (두 번 클릭: 이어서 대사 · 승인)">
          <BillTable
            gridId="sm-pending-bills"
            rows={pending.data?.rows}
            emptyText="승인을 기다리는 계산서가 없습니다."
          />
        </Card>
      )}
      {saved && !matching && (
        <Card
          size="small"
          title={`${saved.kindLabel} ${saved.supplierBillNo} · ${saved.statusLabel}`}
          extra={
            saved.status !== 'accepted' && (
              <Button size="small" onClick={() => setEditing(true)}>
                품목 다시 대사
              </Button>
            )
          }
        >
          <Descriptions size="small" column={4}>
            <Descriptions.Item label="계산서 일자">{formatYmd(saved.billDate)}</Descriptions.Item>
            <Descriptions.Item label="공급가액">{formatWon(saved.supply)}</Descriptions.Item>
            <Descriptions.Item label="부가세">{formatWon(saved.vat)}</Descriptions.Item>
            <Descriptions.Item label="합계">{formatWon(saved.total)}</Descriptions.Item>
          </Descriptions>
          <BillPickTable readOnly rows={rows.filter((r) => r.picked)} onChange={() => undefined} />
        </Card>
      )}
      {saved && !matching && (
        <BillAcceptPanel
          key={`${saved.code}-${saved.version}`}
          bill={saved}
          onAccept={async (acknowledgements) => {
            const result = await acceptBill(saved.code, { version: saved.version, acknowledgements });
            toast.success(`계산서를 승인했습니다. 미지급금 조정 ${formatWon(result.adjustment)}원`);
            await refresh();
          }}
        />
      )}
      {matching && supplierCode && (
        <Card size="small" title="계산서 입력">
          <Space direction="vertical" style={{ width: '100%' }}>
            <BillHeaderForm value={header} onChange={setHeader} />
            <BillPickTable rows={rows} onChange={change} />
            <div>
              합계 {formatWon(totals.total)}원 (공급가액 {formatWon(totals.supply)} · 부가세{' '}
              {formatWon(totals.vat)}) · 차이 {preview.length}건
            </div>
            {over && (
              <Alert
                type="warning"
                showIcon
                title={`${over.partName}: 입고 중 남은 ${over.openQty}개보다 많이 청구할 수 없습니다.`}
              />
            )}
            {problem && <Alert type="warning" showIcon title={problem} />}
            <Space>
              <Button type="primary" loading={saving} disabled={Boolean(over)} onClick={() => void save()}>
                저장 (대사)
              </Button>
              {editing && <Button onClick={() => setEditing(false)}>취소</Button>}
            </Space>
          </Space>
        </Card>
      )}
    </div>
  );
};
