import { SaveOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  type PurchaseOrderInput,
  type PurchaseOrderView,
  purchaseOrderApi,
  toYmd,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApi, useApiQuery } from '../../app/contract-client';
import { type DocumentAction, DocumentActions } from '../../components/document/document-actions';
import { DocumentPage } from '../../components/document/document-page';
import { toast } from '../../shell/toast/toast';
import { purchaseDocumentLines } from '../purchase/purchase-document-lines';
import {
  filledPurchaseLines,
  type PurchaseDraftLine,
  unpickedLine,
  withTrailingBlankPurchase,
} from '../purchase/purchase-lines';
import { type OrderHeader, OrderHeaderForm } from './order-header-form';
import { fromOrderLines, withShortages } from './order-lines';
import { modifyOrder, orderPageOf, requestOrder, useOrder } from './purchase-order.api';

type Command = 'save';
const ACTIONS: readonly DocumentAction<Command, string | null>[] = [
  {
    command: 'save',
    label: '발주 요청 저장',
    key: 'Ctrl+Enter',
    alsoKeys: ['Ctrl+S'],
    icon: <SaveOutlined />,
    primary: true,
    enabled: (s) => s === null || s === 'requested' || s === 'checked',
  },
];

const EMPTY: OrderHeader = {
  supplierCode: null,
  warehouseCode: 'MAIN',
  expected: dayjs().add(3, 'day'),
  memo: '',
};

/**
 * PurchaseOrderRequest and PurchaseOrderModify/:puCode: a clerk asks a supplier for parts. 부족 재고
 * 불러오기 adds every part below its proper stock with the quantity up to it. Saving makes (or
 * keeps) a request: two other people check and approve it before the purchaser sends it.
 */
export const PurchaseOrderFormPage = () => {
  const { puCode } = useParams();
  const editing = puCode ? puCode.trim().toUpperCase() : null;
  const existing = useOrder(editing);
  const loaded = existing.data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [header, setHeader] = useState<OrderHeader>(EMPTY);
  const [lines, setLines] = useState<PurchaseDraftLine[]>(() => withTrailingBlankPurchase([]));
  const [busy, setBusy] = useState<Command | null>(null);
  const [loading, setLoading] = useState(false);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  // Where to go once saved: navigating in the same tick as the save would meet the unsaved-input
  // guard still armed (dirty is recomputed only on the next render).
  const [leaving, setLeaving] = useState<string | null>(null);
  useEffect(() => {
    if (leaving !== null) navigate(leaving);
  }, [leaving, navigate]);
  // What is short right now, named above the form so the clerk sees it before loading it.
  const shortages = useApiQuery(purchaseOrderApi.shortage, {}, { enabled: editing === null });

  useEffect(() => {
    if (!loaded || filledFrom === `${loaded.code}:${loaded.version}`) return;
    setFilledFrom(`${loaded.code}:${loaded.version}`);
    setHeader({
      supplierCode: loaded.supplierCode,
      warehouseCode: loaded.warehouseCode,
      expected: loaded.expectedDate ? dayjs(loaded.expectedDate, 'YYYYMMDD') : null,
      memo: loaded.memo ?? '',
    });
    setLines(fromOrderLines(loaded.lines));
  }, [loaded, filledFrom]);

  const ownDates = new Map((loaded?.lines ?? []).map((l) => [l.partCode, l.expectedDate]));
  const input = (): PurchaseOrderInput => ({
    supplierCode: header.supplierCode ?? '',
    warehouseCode: header.warehouseCode,
    expectedDate: header.expected ? toYmd(header.expected.toDate()) : '',
    memo: header.memo.trim() || null,
    lines: filledPurchaseLines(lines).map((l) => ({
      partCode: l.partCode,
      qty: l.qty as number,
      unitPrice: l.unitPrice as number,
      ...(ownDates.has(l.partCode) ? { expectedDate: ownDates.get(l.partCode) } : {}),
    })),
  });

  const save = async () => {
    const unpicked = unpickedLine(lines);
    if (unpicked) return toast.warning(unpicked);
    setBusy('save');
    try {
      const order: PurchaseOrderView =
        editing && loaded ? await modifyOrder(editing, input(), loaded.version) : await requestOrder(input());
      toast.success(`발주 ${withParticle(order.code, '을/를')} 저장했습니다. 다른 담당자가 확인합니다.`);
      await queryClient.invalidateQueries({ queryKey: ['purchase'] });
      setLeaving(orderPageOf(order));
    } catch {
      // The error dialog has named the field or the rule.
    } finally {
      setBusy(null);
    }
  };

  const loadShortages = async () => {
    setLoading(true);
    try {
      const rows = shortages.data ?? (await callApi(purchaseOrderApi.shortage, {}));
      setLines((now) => withShortages(now, rows));
      toast.info(
        rows.length === 0
          ? '적정 재고보다 부족한 품목이 없습니다.'
          : `부족 재고 ${rows.length}건을 불러왔습니다.`,
      );
    } catch {
      // Shown by the error dialog.
    } finally {
      setLoading(false);
    }
  };

  const status = loaded?.status ?? null;
  const filled = filledPurchaseLines(lines);
  const locked = status !== null && status !== 'requested' && status !== 'checked';
  return (
    <DocumentPage<Command>
      title={editing ? '발주 수정' : '발주 요청'}
      code={editing}
      status={loaded ? { label: loaded.statusLabel, color: 'blue' } : null}
      hint="품번·품명을 입력하거나 바코드를 스캔하고 Enter. 저장하면 발주 요청이 되고, 요청자가 아닌 두 사람이 확인·최종 승인해야 매입처에 보낼 수 있습니다."
      actions={
        <>
          <Button
            icon={<ThunderboltOutlined />}
            loading={loading}
            disabled={locked}
            onClick={() => void loadShortages()}
          >
            부족 재고 불러오기
          </Button>
          <DocumentActions actions={ACTIONS} state={status} busy={busy} onCommand={() => void save()} />
        </>
      }
      shortcuts={ACTIONS}
      onCommand={() => void (busy === null && !locked && save())}
      dirty={leaving === null && filled.length > 0 && !loaded}
      alerts={[
        existing.error ? messageOf(existing.error) : null,
        locked && { type: 'warning', text: `${loaded?.statusLabel} 상태의 발주는 수정할 수 없습니다.` },
        !editing &&
          (shortages.data?.length ?? 0) > 0 && {
            type: 'info',
            text: `적정 재고보다 부족한 품목 ${shortages.data?.length}건: ${(shortages.data ?? [])
              .slice(0, 5)
              .map((p) => `${p.partName} ${p.suggestedQty}개`)
              .join(', ')}${(shortages.data?.length ?? 0) > 5 ? ' …' : ''} — 부족 재고 불러오기로 채웁니다.`,
          },
        loaded?.status === 'checked' && {
          type: 'info',
          text: '확인된 발주를 수정하면 요청 상태로 돌아가 다시 확인을 받아야 합니다.',
        },
      ]}
      headerTitle="발주 정보"
      header={
        <OrderHeaderForm
          autoFocus={!editing}
          value={header}
          onChange={(patch) => setHeader((h) => ({ ...h, ...patch }))}
        />
      }
      {...purchaseDocumentLines({
        title: '발주 품목',
        lines,
        onChange: setLines,
        disabled: locked,
        documentName: '발주',
        testId: 'purchase-order',
      })}
    />
  );
};
