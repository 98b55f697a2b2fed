import {
  DIRECT_EXAMINATION_METHOD_LABELS,
  DIRECT_EXAMINATION_METHODS,
  type DirectExaminationMethod,
  type DirectExaminationView,
} from '@erp/domain';
import { Alert, Button, Card, Input, InputNumber, Radio, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatWon } from '../../components/data-table/cell-format';
import { toast } from '../../shell/toast/toast';
import { playScanSound } from '../order-examination/scan-sound';
import { directPrintPath, examineDirect, scanDirect } from './direct-examination.api';

type Props = { shipment: DirectExaminationView; onDone: () => Promise<unknown> };

/**
 * One waiting shipment: the quantities arrived, typed from the signed checklist (서면) or counted
 * by scanning each unit (스캔: a part not on the shipment or one unit too many is refused with a
 * sound). Confirming posts the purchase of what arrived.
 */
export const DirectExaminePanel = ({ shipment, onDone }: Props) => {
  const navigate = useNavigate();
  const [method, setMethod] = useState<DirectExaminationMethod>('scan');
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [scan, setScan] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const countOf = (lineNo: number) => counts[lineNo] ?? 0;

  const onScan = async () => {
    const value = scan.trim();
    setScan('');
    if (!value) return;
    try {
      const hit = await scanDirect(shipment.code, value);
      const line = shipment.lines.find((l) => l.lineNo === hit.lineNo);
      if (line && countOf(line.lineNo) >= line.qty) {
        playScanSound('error');
        setProblem(`${hit.partName} (${hit.partNo}): 요청 수량 ${line.qty}개를 이미 다 셌습니다.`);
        return;
      }
      setCounts((c) => ({ ...c, [hit.lineNo]: (c[hit.lineNo] ?? 0) + 1 }));
      setProblem(null);
      playScanSound('ok');
    } catch (error) {
      playScanSound('error');
      setProblem(messageOf(error));
    }
  };

  const confirm = async () => {
    setSaving(true);
    try {
      const done = await examineDirect(shipment.code, {
        method,
        lines: shipment.lines.map((l) => ({ lineNo: l.lineNo, qty: countOf(l.lineNo) })),
      });
      playScanSound('done');
      toast.success(
        `직송 ${done.code} 검수를 확정했습니다. 매입 ${done.purchaseCode ?? ''}, 수주 ${done.orderCode ?? ''} 확정.`,
      );
      await onDone();
    } catch {
      // The error dialog says why (over the request, nothing arrived, examined already).
    } finally {
      setSaving(false);
    }
  };

  const total = shipment.lines.reduce((s, l) => s + countOf(l.lineNo), 0);
  return (
    <Card
      size="small"
      title={`${shipment.code} · ${shipment.supplierName} → ${shipment.customerName}${shipment.orderCode ? ` · 수주 ${shipment.orderCode}` : ''}`}
      extra={
        <Button size="small" tabIndex={-1} onClick={() => navigate(directPrintPath(shipment.code))}>
          요청서 인쇄
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group
          value={method}
          onChange={(e) => setMethod(e.target.value as DirectExaminationMethod)}
          options={DIRECT_EXAMINATION_METHODS.map((m) => ({
            value: m,
            label: DIRECT_EXAMINATION_METHOD_LABELS[m],
          }))}
          optionType="button"
        />
        {method === 'scan' && (
          <Input
            aria-label="바코드 스캔"
            autoFocus
            value={scan}
            placeholder="바코드를 스캔하거나 품번을 입력하고 Enter"
            onChange={(e) => setScan(e.target.value)}
            onPressEnter={() => void onScan()}
          />
        )}
        {problem && <Alert type="error" showIcon title={problem} />}
        <table className="erp-de-lines">
          <thead>
            <tr>
              <th>순번</th>
              <th>품번</th>
              <th>품명</th>
              <th>단가</th>
              <th>요청</th>
              <th>검수</th>
            </tr>
          </thead>
          <tbody>
            {shipment.lines.map((l) => (
              <tr
                key={l.lineNo}
                data-line={l.lineNo}
                className={countOf(l.lineNo) === l.qty ? 'erp-de-done' : ''}
              >
                <td>{l.lineNo}</td>
                <td>{l.partNo}</td>
                <td>{l.partName}</td>
                <td className="erp-de-num">{formatWon(l.unitPrice)}</td>
                <td className="erp-de-num">{l.qty}</td>
                <td className="erp-de-num">
                  {method === 'paper' ? (
                    <InputNumber<number>
                      aria-label={`${l.partNo} 검수 수량`}
                      size="small"
                      min={0}
                      max={l.qty}
                      precision={0}
                      value={countOf(l.lineNo)}
                      onChange={(v) => setCounts((c) => ({ ...c, [l.lineNo]: v ?? 0 }))}
                    />
                  ) : (
                    countOf(l.lineNo)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Button type="primary" loading={saving} disabled={total === 0} onClick={() => void confirm()}>
          검수 확정 ({total}/{shipment.totalQty}개)
        </Button>
      </Space>
    </Card>
  );
};
