import type { SupplierBillView } from '@erp/domain';
import { Alert, Button, Card, Input } from 'antd';
import { useState } from 'react';
import { formatWon } from '../../components/data-table/cell-format';

type Props = {
  bill: SupplierBillView;
  onAccept: (acknowledgements: { lineNo: number; kind: 'qty' | 'price'; reason: string }[]) => Promise<void>;
};

const keyOf = (d: { lineNo: number; kind: string }) => `${d.lineNo}:${d.kind}`;

/**
 * The differences of a saved bill against its arrivals, each with the reason it is accepted for;
 * the bill is accepted only when every difference has one (the server checks the same). An
 * accepted price difference moves the payable by exactly its amount.
 */
export const BillAcceptPanel = ({ bill, onAccept }: Props) => {
  const [reasons, setReasons] = useState<Record<string, string>>(() =>
    Object.fromEntries(bill.differences.map((d) => [keyOf(d), d.reason ?? ''])),
  );
  const [saving, setSaving] = useState(false);
  const accepted = bill.status === 'accepted';
  const missing = bill.differences.filter((d) => !(reasons[keyOf(d)] ?? '').trim()).length;
  const priceTotal = bill.differences.filter((d) => d.kind === 'price').reduce((s, d) => s + d.amount, 0);

  const accept = async () => {
    setSaving(true);
    try {
      await onAccept(
        bill.differences.map((d) => ({ lineNo: d.lineNo, kind: d.kind, reason: reasons[keyOf(d)] ?? '' })),
      );
    } catch {
      // The error dialog says why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title={`차이 (${bill.differences.length}건)`}>
      {bill.differences.length === 0 ? (
        <Alert type="success" showIcon title="입고와 계산서가 수량·단가 모두 같습니다." />
      ) : (
        <table className="erp-sm-table" aria-label="차이 목록">
          <thead>
            <tr>
              <th>줄</th>
              <th>품목</th>
              <th>차이</th>
              <th className="num">입고</th>
              <th className="num">계산서</th>
              <th className="num">금액 차이</th>
              <th>확인 사유</th>
            </tr>
          </thead>
          <tbody>
            {bill.differences.map((d) => (
              <tr key={keyOf(d)} className="is-diff">
                <td>{d.lineNo}</td>
                <td>{d.partName}</td>
                <td>{d.kindLabel}</td>
                <td className="num">{formatWon(d.received)}</td>
                <td className="num">{formatWon(d.billed)}</td>
                <td className="num">{formatWon(d.amount)}</td>
                <td>
                  <Input
                    size="small"
                    aria-label={`${d.lineNo}번째 줄 ${d.kindLabel} 확인 사유`}
                    maxLength={200}
                    disabled={accepted}
                    value={reasons[keyOf(d)] ?? ''}
                    onChange={(e) => setReasons((r) => ({ ...r, [keyOf(d)]: e.target.value }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!accepted && priceTotal !== 0 && (
        <Alert
          type="info"
          showIcon
          title={`승인하면 단가 차이 ${formatWon(priceTotal)}원이 미지급금에 조정으로 반영됩니다. 수량 차이는 남은 입고로 남습니다.`}
        />
      )}
      {accepted ? (
        <Alert
          type="success"
          showIcon
          title={`승인된 계산서입니다. 미지급금 조정 ${formatWon(bill.adjustment)}원`}
        />
      ) : (
        <Button
          type="primary"
          loading={saving}
          disabled={bill.status !== 'matched' || missing > 0}
          onClick={() => void accept()}
        >
          {missing > 0 ? `사유를 입력하세요 (${missing}건 남음)` : '계산서 승인'}
        </Button>
      )}
    </Card>
  );
};
