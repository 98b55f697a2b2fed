import { withParticle } from '@erp/domain';
import { Alert, Button, Input, InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { EntryDialog } from '../../components/form-page/entry-dialog';
import { RefusableCell } from '../../components/line-grid/refusable-cell';
import { toast } from '../../shell/toast/toast';
import type { OrderView } from '../sales-order/sales-order.api';
import {
  cancelChoices,
  cancelProblems,
  cancelQtyProblem,
  chosenTotal,
  isWholeOrder,
  openQty,
  wholeOrder,
} from './cancel-lines';
import { type CancelRequestView, requestCancel } from './order-cancel.api';
import '../sales-order/sales-order.css';

type Props = {
  order: OrderView | null;
  open: boolean;
  onClose: () => void;
  onRequested: (request: CancelRequestView) => void;
};

/**
 * The cancel request of a fixed order: which lines and how many, and why. Nothing moves until a
 * second person checks it (OrderCancelUnCheckList).
 */
export const CancelRequestDialog = ({ order, open, onClose, onRequested }: Props) => {
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const lines = order?.lines ?? [];

  useEffect(() => {
    if (open) {
      setChosen({});
      setReason('');
      setProblems([]);
    }
  }, [open]);

  const submit = async () => {
    if (!order) return;
    const found = cancelProblems(lines, chosen, reason);
    setProblems(found);
    if (found.length > 0) return;
    setSaving(true);
    try {
      const request = await requestCancel(order.code, {
        reason: reason.trim(),
        lines: isWholeOrder(lines, chosen) ? [] : cancelChoices(chosen),
      });
      toast.success(
        `취소 요청 ${withParticle(request.code, '을/를')} 올렸습니다. 다른 직원이 확인하면 재고와 미수금이 돌아갑니다.`,
      );
      onRequested(request);
    } catch {
      // The error dialog has said why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <EntryDialog
      open={open}
      title={`취소 요청 — ${order?.code ?? ''} ${order?.customerName ?? ''}`}
      width={760}
      onClose={onClose}
      submitLabel="취소 요청"
      submitHint="요청"
      danger
      saving={saving}
      onSubmit={() => void submit()}
      className="erp-cancel-dialog"
    >
      <table className="erp-simple-table">
        <thead>
          <tr>
            <th>No</th>
            <th>품번</th>
            <th>품명</th>
            <th className="num">판매</th>
            <th className="num">취소됨</th>
            <th className="num">단가</th>
            <th className="num">취소 수량</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.lineNo}>
              <td className="center">{l.lineNo}</td>
              <td className="code">{l.partNo}</td>
              <td>{l.partName}</td>
              <td className="num">{formatWon(l.qty)}</td>
              <td className="num">{l.cancelledQty > 0 ? formatWon(l.cancelledQty) : '—'}</td>
              <td className="num">{formatWon(l.unitPrice)}</td>
              <td className="num">
                <RefusableCell problem={cancelQtyProblem(l, chosen[l.lineNo])}>
                  <InputNumber
                    aria-label={`${l.lineNo}번 취소 수량`}
                    // No clamping or rounding: 7 of 5 open, or 1.5, stays as typed and is named.
                    status={cancelQtyProblem(l, chosen[l.lineNo]) ? 'error' : undefined}
                    size="small"
                    autoFocus={i === 0}
                    // Typing replaces the 0 (or the number there): "5" must not become "05".
                    onFocus={(e) => e.target.select()}
                    disabled={openQty(l) === 0}
                    value={chosen[l.lineNo] ?? 0}
                    onChange={(v) => setChosen((c) => ({ ...c, [l.lineNo]: Number(v ?? 0) }))}
                    style={{ width: 80 }}
                  />
                </RefusableCell>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="erp-cancel-row">
        <Button size="small" tabIndex={-1} onClick={() => setChosen(wholeOrder(lines))}>
          전체 취소로 채우기
        </Button>
        <span>
          돌려줄 금액 <strong>{formatWon(chosenTotal(lines, chosen, order?.vatIncluded ?? false))}원</strong>
        </span>
      </div>
      <Input
        id="cancel-reason"
        aria-label="취소 사유"
        placeholder="취소 사유 (예: 거래처 주문 착오, 품번 오류)"
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {problems.length > 0 && (
        <Alert type="warning" showIcon style={{ marginTop: 10 }} title={problems.join(' ')} />
      )}
    </EntryDialog>
  );
};
