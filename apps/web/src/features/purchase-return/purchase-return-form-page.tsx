import { SaveOutlined } from '@ant-design/icons';
import {
  APPROVAL_STATUS_LABELS,
  type ApprovalStatus,
  linkTo,
  type PurchaseReturnInput,
  purchaseReturnScreens,
  toYmd,
  whyCannotApprove,
  whyRegisterParamsMismatch,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Input } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { type DocumentAction, DocumentActions } from '../../components/document/document-actions';
import { DocumentPage } from '../../components/document/document-page';
import { useScreenDraft } from '../../components/screen-draft';
import { toast } from '../../shell/toast/toast';
import { purchaseDocumentLines } from '../purchase/purchase-document-lines';
import {
  filledPurchaseLines,
  type PurchaseDraftLine,
  unpickedLine,
  withTrailingBlankPurchase,
} from '../purchase/purchase-lines';
import { modifyReturn, requestReturn, returnKeys, useReturn, useReturnable } from './purchase-return.api';
import { type ReturnHeader, ReturnHeaderForm } from './purchase-return-header';
import {
  draftFromPurchase,
  draftFromReturn,
  type ReturnDraft,
  returnLinesInput,
} from './purchase-return-lines';
import { useReturnPrices } from './use-return-prices';

type Mode = 'request' | 'modify' | 'register';
type Command = 'save';

/** A new return (null) is requested; a stored one is modified while requested or checked. */
const ACTIONS: readonly DocumentAction<Command, ApprovalStatus | null>[] = [
  {
    command: 'save',
    label: '저장',
    key: 'Ctrl+Enter',
    alsoKeys: ['Ctrl+S'],
    primary: true,
    icon: <SaveOutlined />,
    enabled: (s) =>
      s === null ||
      whyCannotApprove('modify', s, { requestedBy: null, checkedBy: null, actorId: 0 }) === null,
  },
];

const EMPTY_HEADER: ReturnHeader = {
  supplierCode: null,
  warehouseCode: 'MAIN',
  pickup: null,
  reason: '',
  lineReason: 'defect',
  memo: '',
};

const TITLES: Record<Mode, string> = { request: '반품 요청', modify: '반품 수정', register: '반품 등록' };

/**
 * PurchaseReturnRequest, PurchaseReturnModify/:puCode and PurchaseReturnRegister[/:purchasecode/
 * :suppliercode/:pbrand/:seq]: the return's lines on the purchase line grid. The register opens
 * on a fixed purchase, its lines prefilled with what may still be returned (or the one line the
 * URL names, refused in Korean when the URL's supplier, line or brand do not match). Saving
 * requests it (or saves the change); nothing moves until the purchaser saves it after approval.
 */
const ReturnFormPage = ({ mode }: { mode: Mode }) => {
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editCode = mode === 'modify' ? (params.puCode ?? '').toUpperCase() : null;
  const existing = useReturn(editCode);
  const [purchaseCode, setPurchaseCode] = useScreenDraft<string | null>(
    'return.purchase',
    params.purchasecode ? params.purchasecode.toUpperCase() : null,
  );
  const returnable = useReturnable(mode === 'register' ? purchaseCode : null);
  const [header, setHeader] = useScreenDraft<ReturnHeader>('return.header', EMPTY_HEADER);
  const [draft, setDraft] = useScreenDraft<ReturnDraft>('return.draft', () => ({
    lines: withTrailingBlankPurchase([]),
    extras: {},
  }));
  const [filledFrom, setFilledFrom] = useScreenDraft<string | null>('return.filledFrom', null);
  const [busy, setBusy] = useState<Command | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const setLines = useCallback(
    (update: (lines: PurchaseDraftLine[]) => PurchaseDraftLine[]) =>
      setDraft((d) => ({ ...d, lines: update(d.lines) })),
    [],
  );
  useReturnPrices(header.supplierCode, draft, setLines);
  const loaded = existing.data;
  const purchase = returnable.data;
  const seq = params.seq ? Number(params.seq) : null;
  const mismatch =
    purchase && params.suppliercode && params.pbrand && seq !== null
      ? whyRegisterParamsMismatch(
          {
            purchaseCode: purchase.purchaseCode,
            supplierCode: params.suppliercode,
            brandCode: params.pbrand,
            lineNo: seq,
          },
          purchase,
        )
      : null;
  useEffect(() => {
    if (leaving !== null) navigate(leaving);
  }, [leaving, navigate]);
  // The stored return or the chosen purchase fills the form once per version.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per source; the setters are stable.
  useEffect(() => {
    if (loaded) {
      const source = `${loaded.code}:${loaded.version}`;
      if (filledFrom === source) return;
      setFilledFrom(source);
      setHeader({
        supplierCode: loaded.supplierCode,
        warehouseCode: loaded.warehouseCode,
        pickup: loaded.plannedPickupDate ? dayjs(loaded.plannedPickupDate, 'YYYYMMDD') : null,
        reason: loaded.reason ?? '',
        lineReason: loaded.lines[0]?.reason ?? 'defect',
        memo: loaded.memo ?? '',
      });
      setDraft(draftFromReturn(loaded));
    } else if (purchase && !mismatch) {
      const source = `${purchase.purchaseCode}:${seq ?? ''}`;
      if (filledFrom === source) return;
      setFilledFrom(source);
      setHeader((h) => ({
        ...h,
        supplierCode: purchase.supplierCode,
        warehouseCode: purchase.warehouseCode,
      }));
      setDraft(draftFromPurchase(purchase, header.lineReason, seq));
    }
  }, [loaded, purchase, mismatch]);

  // The header's line reason is every line's reason: changing it changes the lines too.
  const changeHeader = (update: Partial<ReturnHeader>) => {
    setHeader((h) => ({ ...h, ...update }));
    const reason = update.lineReason;
    if (reason)
      setDraft((d) => ({
        ...d,
        extras: Object.fromEntries(Object.entries(d.extras).map(([k, e]) => [k, { ...e, reason }])),
      }));
  };

  const input = (): PurchaseReturnInput => ({
    supplierCode: header.supplierCode ?? '',
    warehouseCode: header.warehouseCode,
    reason: header.reason.trim() || null,
    plannedPickupDate: header.pickup ? toYmd(header.pickup.toDate()) : null,
    memo: header.memo.trim() || null,
    lines: returnLinesInput(draft, header.lineReason),
  });

  const save = async () => {
    const unpicked = unpickedLine(draft.lines);
    if (unpicked) return toast.warning(unpicked);
    setBusy('save');
    try {
      const saved =
        editCode && loaded
          ? await modifyReturn(editCode, input(), loaded.version)
          : await requestReturn(input());
      toast.success(`반품 ${withParticle(saved.code, '을/를')} 저장했습니다.`);
      await queryClient.invalidateQueries({ queryKey: returnKeys.all });
      setLeaving(linkTo(purchaseReturnScreens.purchaseReturnLastCheck, { code: saved.code }));
    } catch {
      // The error dialog has named the field or the rule.
    } finally {
      setBusy(null);
    }
  };

  const status = (loaded?.status ?? null) as ApprovalStatus | null;
  const locked = status !== null && ACTIONS[0]?.enabled?.(status) === false;
  const run = () => {
    if (busy === null && !locked) void save();
  };
  const filled = filledPurchaseLines(draft.lines);
  const dirty = leaving === null && filled.length > 0 && filledFrom === null;
  return (
    <DocumentPage<Command>
      title={TITLES[mode]}
      code={editCode}
      status={status ? { label: APPROVAL_STATUS_LABELS[status], color: 'blue' } : null}
      hint="품번·품명을 입력하거나 바코드를 스캔하고 Enter. 단가를 비우면 이 매입처의 최근 확정 매입 단가로 저장합니다. 저장하면 반품 요청이 되고, 확인·최종 승인 후 확정해야 재고와 미지급금에 반영됩니다."
      actions={<DocumentActions actions={ACTIONS} state={status} busy={busy} onCommand={run} />}
      shortcuts={ACTIONS}
      onCommand={run}
      dirty={dirty}
      alerts={[
        existing.error ? messageOf(existing.error) : null,
        returnable.error ? messageOf(returnable.error) : null,
        mismatch,
        locked && {
          type: 'warning',
          text: `${APPROVAL_STATUS_LABELS[status!]} 상태의 반품은 수정할 수 없습니다.`,
        },
      ]}
      headerTitle="반품 정보"
      header={
        <>
          {mode === 'register' && (
            <div style={{ marginBottom: 12 }}>
              <Input.Search
                aria-label="매입 번호"
                placeholder="확정된 매입 번호 (R…) 입력 후 Enter"
                style={{ width: 360 }}
                defaultValue={purchaseCode ?? ''}
                enterButton="불러오기"
                onSearch={(v) => {
                  setFilledFrom(null);
                  setPurchaseCode(v.trim().toUpperCase() || null);
                }}
              />
            </div>
          )}
          <ReturnHeaderForm
            value={header}
            onChange={changeHeader}
            autoFocus={mode === 'request'}
            supplierLocked={mode === 'register' || Object.values(draft.extras).some((e) => e.purchaseCode)}
          />
        </>
      }
      {...purchaseDocumentLines({
        title: '반품 품목',
        lines: draft.lines,
        onChange: setLines,
        disabled: locked,
        documentName: '반품',
        testId: 'purchase-return',
      })}
    />
  );
};

export const PurchaseReturnRequestPage = () => <ReturnFormPage mode="request" />;
export const PurchaseReturnModifyPage = () => <ReturnFormPage mode="modify" />;
export const PurchaseReturnRegisterPage = () => <ReturnFormPage mode="register" />;
