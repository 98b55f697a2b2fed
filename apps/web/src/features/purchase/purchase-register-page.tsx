import { CheckOutlined, SaveOutlined } from '@ant-design/icons';
import {
  documentTotalProblem,
  isPurchaseCode,
  type PartListRow,
  type PurchaseInput,
  type PurchaseView,
  toYmd,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Input, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatWon } from '../../components/data-table/cell-format';
import { keyIntent } from '../../components/form-page/form-keyboard';
import { useUnsavedChanges } from '../../components/form-page/use-unsaved-changes';
import { pricedTotals } from '../../components/line-grid/line-cell-rules';
import { useScreenDraft } from '../../components/screen-draft';
import { toast } from '../../shell/toast/toast';
import { PartFinder } from '../barcode/part-finder';
import { useSupplierOptions, useWarehouses } from '../part/part.api';
import {
  createPurchase,
  fixPurchase,
  modifyPurchase,
  PURCHASE_PATHS,
  purchaseKeys,
  usePurchase,
} from './purchase.api';
import { type Line, lineAmounts, PurchaseLineTable } from './purchase-line-table';

const lineFromPart = (p: PartListRow): Line => ({
  partCode: p.code,
  partNo: p.partNo,
  name: p.name,
  vatIncluded: p.vatIncluded,
  qty: 1,
  unitPrice: p.purchasePrice,
});

/**
 * PurchaseRegistration: a purchase from one supplier into one warehouse. Parts are added with the
 * finder (part number, name, or a scanned barcode: a scan adds one, a second scan of the same part
 * adds one more). `?code=P…` opens a draft for correction. Saving keeps it unfixed; 저장 후 확정
 * saves and fixes (stock in, payable up) after a confirm.
 */
export const PurchaseRegistrationPage = () => {
  const [params] = useSearchParams();
  const editCode = (params.get('code') ?? '').toUpperCase();
  const editing = isPurchaseCode(editCode) ? editCode : null;
  const existing = usePurchase(editing);
  const suppliers = useSupplierOptions();
  const warehouses = useWarehouses();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  // The typing lives in the screen's draft store, so an error in one field never loses the form.
  const [supplierCode, setSupplierCode] = useScreenDraft<string | null>('purchase.supplier', null);
  const [warehouseCode, setWarehouseCode] = useScreenDraft('purchase.warehouse', 'MAIN');
  const [date, setDate] = useScreenDraft<Dayjs | null>('purchase.date', () => dayjs());
  const [memo, setMemo] = useScreenDraft('purchase.memo', '');
  const [lines, setLines] = useScreenDraft<Line[]>('purchase.lines', []);
  // Which stored draft the form was filled from: a retry after an error must not refill it.
  const [filledFrom, setFilledFrom] = useScreenDraft<string | null>('purchase.filledFrom', null);
  const [busy, setBusy] = useState(false);
  // Where to go once saved: set first, so the unsaved-input guard is off when the move happens.
  const [leaving, setLeaving] = useState<string | null>(null);
  const loaded = existing.data;
  const dirty = loaded
    ? supplierCode !== loaded.supplierCode ||
      warehouseCode !== loaded.warehouseCode ||
      memo !== (loaded.memo ?? '') ||
      JSON.stringify(lines.map((l) => [l.partCode, l.qty, l.unitPrice])) !==
        JSON.stringify(loaded.lines.map((l) => [l.partCode, l.qty, l.unitPrice]))
    : supplierCode !== null || memo.trim() !== '' || lines.length > 0;
  useUnsavedChanges(dirty && leaving === null);
  useEffect(() => {
    if (leaving !== null) navigate(leaving);
  }, [leaving, navigate]);
  // A draft opened for correction fills the form once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per stored version; the setters are stable.
  useEffect(() => {
    if (!loaded) return;
    const source = `${loaded.code}:${loaded.version}`;
    if (filledFrom === source) return;
    setFilledFrom(source);
    setSupplierCode(loaded.supplierCode);
    setWarehouseCode(loaded.warehouseCode);
    setDate(dayjs(loaded.purchaseDate, 'YYYYMMDD'));
    setMemo(loaded.memo ?? '');
    setLines(
      loaded.lines.map((l) => ({
        partCode: l.partCode,
        partNo: l.partNo,
        name: l.partName,
        vatIncluded: l.vatIncluded,
        qty: l.qty,
        unitPrice: l.unitPrice,
      })),
    );
  }, [loaded]);

  const addPart = (part: PartListRow) =>
    setLines((current) => {
      const at = current.findIndex((l) => l.partCode === part.code);
      if (at < 0) return [...current, lineFromPart(part)];
      return current.map((l, i) => (i === at ? { ...l, qty: (l.qty ?? 0) + 1 } : l));
    });
  const update = (index: number, patch: Partial<Line>) =>
    setLines((current) => current.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const input = (): PurchaseInput => ({
    supplierCode: supplierCode ?? '',
    warehouseCode,
    ...(date ? { purchaseDate: toYmd(date.toDate()) } : {}),
    memo: memo.trim() || null,
    // Blank cells go to the server as they are, which names the field and the line.
    lines: lines.map((l) => ({
      partCode: l.partCode,
      qty: l.qty as number,
      unitPrice: l.unitPrice as number,
    })),
  });

  const save = async (thenFix: boolean) => {
    setBusy(true);
    try {
      let saved: PurchaseView =
        editing && loaded
          ? await modifyPurchase(editing, input(), loaded.version)
          : await createPurchase(input());
      toast.success(`매입 ${withParticle(saved.code, '을/를')} 저장했습니다.`);
      if (thenFix) {
        const ok = await modal.confirm({
          title: `${withParticle(saved.code, '을/를')} 확정할까요?`,
          content: `${saved.warehouseName}에 입고되고 ${saved.supplierName} 미지급금이 ${formatWon(saved.total)}원 늘어납니다.`,
          okText: '확정',
          cancelText: '닫기',
          focusable: { autoFocusButton: 'ok' },
        });
        if (ok) {
          saved = await fixPurchase(saved.code, saved.version);
          toast.success(`매입 ${withParticle(saved.code, '을/를')} 확정했습니다.`);
        }
      }
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
      setLeaving(PURCHASE_PATHS.detail(saved.code));
    } catch {
      // The error dialog has named the field or the rule.
    } finally {
      setBusy(false);
    }
  };

  const totals = pricedTotals(lines.map(lineAmounts));
  const overTotal = documentTotalProblem('매입', totals.total);
  const fixedAlready = loaded?.status === 'fixed';
  return (
    // Ctrl+Enter or Ctrl+S saves the draft from any box, as on the other forms.
    // biome-ignore lint/a11y/noStaticElementInteractions: a keyboard shortcut for the whole form, not a control
    <div
      className="erp-page"
      onKeyDown={(e) => {
        if (busy || fixedAlready) return;
        const intent = keyIntent({
          key: e.key,
          ctrlKey: e.ctrlKey,
          metaKey: e.metaKey,
          shiftKey: e.shiftKey,
          isComposing: e.nativeEvent.isComposing,
          isTextarea: false,
          isOpenList: false,
        });
        if (intent !== 'submit') return;
        e.preventDefault();
        void save(false);
      }}
    >
      <div className="erp-page-head">
        <div>
          <Typography.Title level={3} className="erp-page-title">
            {editing ? `매입 수정 ${editing}` : '매입 등록'}
          </Typography.Title>
          <Typography.Text type="secondary">
            품번·품명을 입력하거나 바코드를 스캔하고 Enter: 한 번에 한 개씩 더해집니다. Ctrl+Enter로 저장하면
            미확정 매입이 되고, 확정해야 재고와 미지급금에 반영됩니다.
          </Typography.Text>
        </div>
        <Space>
          <Button
            icon={<SaveOutlined />}
            loading={busy}
            disabled={fixedAlready}
            onClick={() => void save(false)}
          >
            저장
          </Button>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={busy}
            disabled={fixedAlready}
            onClick={() => void save(true)}
          >
            저장 후 확정
          </Button>
        </Space>
      </div>
      {existing.error && <Alert type="error" showIcon title={messageOf(existing.error)} />}
      {fixedAlready && (
        <Alert
          type="warning"
          showIcon
          title="확정된 매입은 수정할 수 없습니다. 매입 상세에서 확정을 취소한 뒤 수정하세요."
        />
      )}
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card size="small" title="매입 정보">
          <Space wrap size={12}>
            <Select
              aria-label="매입처"
              autoFocus={!editing}
              placeholder="매입처 선택"
              showSearch
              optionFilterProp="label"
              style={{ width: 280 }}
              loading={suppliers.isFetching}
              value={supplierCode}
              onChange={setSupplierCode}
              options={(suppliers.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
            />
            <Select
              aria-label="창고"
              style={{ width: 160 }}
              value={warehouseCode}
              onChange={setWarehouseCode}
              options={(warehouses.data ?? [])
                .filter((w) => w.active)
                .map((w) => ({ value: w.code, label: `${w.name} (${w.code})` }))}
            />
            <DatePicker aria-label="매입일" value={date} onChange={setDate} allowClear={false} />
            <Input
              aria-label="비고"
              placeholder="비고"
              style={{ width: 320 }}
              maxLength={1000}
              value={memo}
              onChange={(e) => setMemo(e.target.value)}
            />
          </Space>
        </Card>
        <Card size="small" title={`매입 품목 (${lines.length})`}>
          <PartFinder label="품목 추가" onPick={addPart} />
          <PurchaseLineTable
            lines={lines}
            totals={totals}
            overTotal={overTotal}
            onChange={update}
            onRemove={(i) => setLines((current) => current.filter((_, j) => j !== i))}
          />
        </Card>
      </Space>
    </div>
  );
};
