import { SaveOutlined } from '@ant-design/icons';
import {
  CONSIGNMENT_STATUS_LABELS,
  CONSIGNMENT_TYPES,
  type ConsignmentInput,
  type ConsignmentStatus,
  type ConsignmentType,
  type ConsignmentView,
  consignmentApi,
  consignmentScreens,
  linkTo,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApi, useApiQuery } from '../../app/contract-client';
import { type DocumentAction, DocumentActions } from '../../components/document/document-actions';
import { DocumentPage } from '../../components/document/document-page';
import { toast } from '../../shell/toast/toast';
import { useWarehouses } from '../part/part.api';
import { purchaseDocumentLines } from '../purchase/purchase-document-lines';
import {
  filledPurchaseLines,
  type PurchaseDraftLine,
  unpickedLine,
  withTrailingBlankPurchase,
} from '../purchase/purchase-lines';
import { type ConsignmentHeader, ConsignmentHeaderForm } from './consignment-header';
import { ConsignmentStockCard } from './consignment-stock-card';

type Mode = 'register' | 'modify' | 'copy';
type Command = 'save';

const ACTIONS: readonly DocumentAction<Command, ConsignmentStatus | null>[] = [
  {
    command: 'save',
    label: '저장',
    key: 'Ctrl+Enter',
    alsoKeys: ['Ctrl+S'],
    primary: true,
    icon: <SaveOutlined />,
    enabled: (s) => s === null || s === 'draft',
  },
];

const TITLES: Record<Mode, string> = { register: '위탁 등록', modify: '위탁 수정', copy: '위탁 복사 등록' };

const typeOf = (raw: string | undefined): ConsignmentType =>
  CONSIGNMENT_TYPES.find((t) => t === raw) ?? 'place';

let seq = 0;
/** The document's lines on the purchase line grid (part, quantity; the price column is the cost). */
const linesFrom = (doc: ConsignmentView): PurchaseDraftLine[] =>
  withTrailingBlankPurchase(
    doc.lines.map((l) => ({
      key: `c${(seq++).toString(36)}`,
      partCode: l.partCode,
      partNo: l.partNo,
      name: l.partName,
      vatIncluded: false,
      qty: l.qty,
      unitPrice: l.qty > 0 && l.value > 0 ? Math.round(l.value / l.qty) : null,
    })),
  );

/**
 * ConsignmentRegister[/:type[/:customerCode]], ConsignmentModify/:code and ConsignmentCopy/:code:
 * the document's lines on the purchase line grid (type or scan a part, Enter). A place or a
 * withdraw saved with "바로 반영" moves the goods at once; left unticked it stays a draft to
 * modify. A use always binds at once: an order for the customer is fixed from its consignment
 * location at the parts' sale prices.
 */
const ConsignmentFormPage = ({ mode }: { mode: Mode }) => {
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sourceCode = mode === 'register' ? null : (params.code ?? '').toUpperCase();
  const source = useApiQuery(
    consignmentApi.detail,
    { params: { code: sourceCode ?? '-' } },
    { enabled: sourceCode !== null },
  );
  const [header, setHeader] = useState<ConsignmentHeader>({
    type: typeOf(params.type),
    customerCode: params.customerCode ? params.customerCode.toUpperCase() : null,
    warehouseCode: 'MAIN',
    memo: '',
    post: true,
  });
  const [lines, setLinesState] = useState<PurchaseDraftLine[]>(() => withTrailingBlankPurchase([]));
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const [busy, setBusy] = useState<Command | null>(null);
  const loaded = source.data;
  const warehouses = useWarehouses();
  // MAIN when the installation has it, else its first active warehouse.
  useEffect(() => {
    const active = (warehouses.data ?? []).filter(
      (w) => w.active && w.kind !== 'consignment' && w.kind !== 'transit',
    );
    if (active.length > 0 && !active.some((w) => w.code === header.warehouseCode))
      setHeader((h) => ({ ...h, warehouseCode: active[0]?.code ?? h.warehouseCode }));
  }, [warehouses.data, header.warehouseCode]);
  useEffect(() => {
    if (!loaded) return;
    const key = `${loaded.code}:${loaded.version}`;
    if (filledFrom === key) return;
    setFilledFrom(key);
    setHeader({
      type: loaded.type,
      customerCode: loaded.customerCode,
      warehouseCode: loaded.warehouseCode ?? 'MAIN',
      memo: loaded.memo ?? '',
      post: mode === 'copy' || loaded.type === 'use',
    });
    setLinesState(linesFrom(loaded));
  }, [loaded, filledFrom, mode]);

  const input = (): ConsignmentInput => ({
    type: header.type,
    customerCode: header.customerCode ?? '',
    ...(header.type === 'use' ? {} : { warehouseCode: header.warehouseCode }),
    memo: header.memo.trim() || null,
    post: header.type === 'use' ? true : header.post,
    lines: filledPurchaseLines(lines).map((l) => ({ partCode: l.partCode, qty: l.qty ?? 0 })),
  });

  const save = async () => {
    const unpicked = unpickedLine(lines);
    if (unpicked) return toast.warning(unpicked);
    setBusy('save');
    try {
      const saved =
        mode === 'modify' && loaded
          ? await callApi(consignmentApi.update, {
              params: { code: loaded.code },
              body: { ...input(), version: loaded.version },
            })
          : await callApi(consignmentApi.register, { body: input() });
      toast.success(`위탁 ${saved.code}을(를) 저장했습니다 (${saved.statusLabel}).`);
      await queryClient.invalidateQueries({ queryKey: ['consignment'] });
      navigate(
        linkTo(consignmentScreens.consignmentListCustomer, { type: 'all', customerCode: saved.customerCode }),
      );
    } catch {
      // The error dialog has named the field or the rule.
    } finally {
      setBusy(null);
    }
  };

  const status = mode === 'modify' ? ((loaded?.status ?? null) as ConsignmentStatus | null) : null;
  const locked = status !== null && status !== 'draft';
  const run = () => {
    if (busy === null && !locked) void save();
  };
  const filled = filledPurchaseLines(lines);
  return (
    <DocumentPage<Command>
      title={TITLES[mode]}
      code={mode === 'modify' ? sourceCode : null}
      status={status ? { label: CONSIGNMENT_STATUS_LABELS[status], color: 'blue' } : null}
      hint="품번·품명을 입력하거나 바코드를 스캔하고 Enter. 단가 칸은 참고용 원가이며, 위탁 출고·회수는 원가 그대로 옮겨지고 사용(판매)은 품목의 판매 단가로 주문이 확정됩니다."
      actions={<DocumentActions actions={ACTIONS} state={status} busy={busy} onCommand={run} />}
      shortcuts={ACTIONS}
      onCommand={run}
      dirty={filled.length > 0 && busy === null && filledFrom === null}
      alerts={[
        source.error ? messageOf(source.error) : null,
        locked && {
          type: 'warning',
          text: `${CONSIGNMENT_STATUS_LABELS[status!]} 상태의 위탁은 수정할 수 없습니다. 목록에서 취소(역분개) 후 복사 등록하세요.`,
        },
        mode === 'copy' &&
          loaded !== undefined && { type: 'info', text: `${loaded.code}의 내용으로 새 위탁을 등록합니다.` },
      ]}
      headerTitle="위탁 정보"
      header={
        <>
          <ConsignmentHeaderForm
            value={header}
            onChange={(update) => setHeader((h) => ({ ...h, ...update }))}
            typeLocked={mode === 'modify'}
            autoFocus={mode === 'register' && !params.customerCode}
          />
          {header.customerCode && <ConsignmentStockCard customerCode={header.customerCode} />}
        </>
      }
      {...purchaseDocumentLines({
        title: '위탁 품목',
        lines,
        onChange: (update) => setLinesState((l) => update(l)),
        disabled: locked,
        documentName: '위탁',
        testId: 'consignment',
      })}
    />
  );
};

export const ConsignmentRegisterPage = () => <ConsignmentFormPage mode="register" />;
export const ConsignmentModifyPage = () => <ConsignmentFormPage mode="modify" />;
export const ConsignmentCopyPage = () => <ConsignmentFormPage mode="copy" />;
