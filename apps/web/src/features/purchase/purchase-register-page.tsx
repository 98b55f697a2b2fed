import {
  isPurchaseCode,
  PURCHASE_STATUS_LABELS,
  type PurchaseInput,
  type PurchaseView,
  toYmd,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatWon } from '../../components/data-table/cell-format';
import { DocumentActions } from '../../components/document/document-actions';
import { DocumentPage } from '../../components/document/document-page';
import { DocumentTotals } from '../../components/document/document-totals';
import { pricedTotals } from '../../components/line-grid/line-cell-rules';
import { useScreenDraft } from '../../components/screen-draft';
import { toast } from '../../shell/toast/toast';
import {
  createPurchase,
  fixPurchase,
  modifyPurchase,
  PURCHASE_PATHS,
  purchaseKeys,
  usePurchase,
} from './purchase.api';
import { PURCHASE_ACTIONS, type PurchaseCommand } from './purchase-actions';
import { PurchaseHeaderForm } from './purchase-header-form';
import { PurchaseLineGrid } from './purchase-line-grid';
import {
  filledPurchaseLines,
  fromPurchaseLines,
  type PurchaseDraftLine,
  purchaseLineAmounts,
  unpickedLine,
  withTrailingBlankPurchase,
} from './purchase-lines';

/**
 * PurchaseRegistration: a purchase from one supplier into one warehouse, on the document kit.
 * Parts are typed into the line grid (part number, name, or a scanned barcode + Enter: a scan
 * adds one, a second scan of the same part adds one more to its line). `?code=P…` opens a draft
 * for correction (PurchaseModify and the line route pass `code` instead). Saving keeps it unfixed;
 * 저장 후 확정 saves and fixes (stock in, payable up) after a confirm.
 */
export const PurchaseRegistrationPage = ({ code }: { code?: string } = {}) => {
  const [params] = useSearchParams();
  const editCode = (code ?? params.get('code') ?? '').toUpperCase();
  const editing = isPurchaseCode(editCode) ? editCode : null;
  const existing = usePurchase(editing);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  // The typing lives in the screen's draft store, so an error in one field never loses the form.
  const [supplierCode, setSupplierCode] = useScreenDraft<string | null>('purchase.supplier', null);
  const [warehouseCode, setWarehouseCode] = useScreenDraft('purchase.warehouse', 'MAIN');
  const [date, setDate] = useScreenDraft<Dayjs | null>('purchase.date', () => dayjs());
  const [memo, setMemo] = useScreenDraft('purchase.memo', '');
  const [lines, setLines] = useScreenDraft<PurchaseDraftLine[]>('purchase.lines', () =>
    withTrailingBlankPurchase([]),
  );
  // Which stored draft the form was filled from: a retry after an error must not refill it.
  const [filledFrom, setFilledFrom] = useScreenDraft<string | null>('purchase.filledFrom', null);
  const [busy, setBusy] = useState<PurchaseCommand | null>(null);
  // Where to go once saved: set first, so the unsaved-input guard is off when the move happens.
  const [leaving, setLeaving] = useState<string | null>(null);
  const loaded = existing.data;
  const dirty = loaded
    ? supplierCode !== loaded.supplierCode ||
      warehouseCode !== loaded.warehouseCode ||
      memo !== (loaded.memo ?? '') ||
      JSON.stringify(filledPurchaseLines(lines).map((l) => [l.partCode, l.qty, l.unitPrice])) !==
        JSON.stringify(loaded.lines.map((l) => [l.partCode, l.qty, l.unitPrice]))
    : supplierCode !== null ||
      memo.trim() !== '' ||
      lines.some((l) => l.partCode !== null || l.partNo !== '');
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
    setLines(fromPurchaseLines(loaded.lines));
  }, [loaded]);

  const input = (): PurchaseInput => ({
    supplierCode: supplierCode ?? '',
    warehouseCode,
    ...(date ? { purchaseDate: toYmd(date.toDate()) } : {}),
    memo: memo.trim() || null,
    // Blank cells go to the server as they are, which names the field and the line.
    lines: filledPurchaseLines(lines).map((l) => ({
      partCode: l.partCode,
      qty: l.qty as number,
      unitPrice: l.unitPrice as number,
    })),
  });

  const save = async (thenFix: boolean) => {
    const unpicked = unpickedLine(lines);
    if (unpicked) return toast.warning(unpicked);
    setBusy(thenFix ? 'fix' : 'save');
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
      setBusy(null);
    }
  };

  const status = loaded?.status ?? null;
  const fixedAlready = status === 'fixed';
  const run = (command: PurchaseCommand) => {
    if (busy !== null || fixedAlready) return;
    void save(command === 'fix');
  };
  const filled = filledPurchaseLines(lines);
  return (
    <DocumentPage<PurchaseCommand>
      title={editing ? '매입 수정' : '매입 등록'}
      code={editing}
      status={
        status ? { label: PURCHASE_STATUS_LABELS[status], color: fixedAlready ? 'green' : 'blue' } : null
      }
      hint="품번·품명을 입력하거나 바코드를 스캔하고 Enter: 같은 품목을 다시 스캔하면 수량이 하나 늘어납니다. Ctrl+Enter로 저장하면 미확정 매입이 되고, 확정해야 재고와 미지급금에 반영됩니다."
      actions={<DocumentActions actions={PURCHASE_ACTIONS} state={status} busy={busy} onCommand={run} />}
      shortcuts={PURCHASE_ACTIONS}
      onCommand={run}
      dirty={dirty && leaving === null}
      alerts={[
        existing.error ? messageOf(existing.error) : null,
        fixedAlready && {
          type: 'warning',
          text: '확정된 매입은 수정할 수 없습니다. 매입 상세에서 확정을 취소한 뒤 수정하세요.',
        },
      ]}
      headerTitle="매입 정보"
      header={
        <PurchaseHeaderForm
          autoFocus={!editing}
          supplierCode={supplierCode}
          onSupplier={setSupplierCode}
          warehouseCode={warehouseCode}
          onWarehouse={setWarehouseCode}
          date={date}
          onDate={setDate}
          memo={memo}
          onMemo={setMemo}
        />
      }
      linesTitle={`매입 품목 (${filled.length})`}
      lines={<PurchaseLineGrid lines={lines} onChange={setLines} disabled={fixedAlready} />}
      totals={
        <DocumentTotals
          totals={pricedTotals(filled.map(purchaseLineAmounts))}
          documentName="매입"
          testId="purchase"
          leading={
            <div>
              <dt>품목</dt>
              <dd>{filled.length}건</dd>
            </div>
          }
        />
      }
    />
  );
};
