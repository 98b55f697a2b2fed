import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  CORE_GRADES,
  CORE_SETTLEMENT_LABELS,
  CORE_SETTLEMENTS,
  type CoreBuyView,
  type CoreGrade,
  type CoreSettlement,
} from '@erp/domain';
import { App, Button, Card, Input, Radio, Result, Space } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatWon } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { buyCores } from './old-part.api';
import '../../components/list-page/list-page.css';

type Line = { barcode: string; grade: CoreGrade };

/**
 * Order/OrderOldPartPriceMemo/:custcode, …Register/:vin/:custcode and their phone pages (with a
 * pickupId): used parts a customer sells us, each scanned and graded, priced by its payback code
 * and grade (SpecialOldPartInfo), paid as a credit on the receivable or in cash.
 */
export const CoreBuyPage = () => {
  const { custcode, pickupId } = useParams();
  const { modal } = App.useApp();
  const [customer, setCustomer] = useState(custcode && custcode !== '-' ? custcode : '');
  const [grade, setGrade] = useState<CoreGrade>('A');
  const [settle, setSettle] = useState<CoreSettlement>('credit');
  const [scan, setScan] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [done, setDone] = useState<CoreBuyView | null>(null);
  const pickup = Number(pickupId);
  const add = () => {
    const barcode = scan.trim();
    if (barcode) setLines((l) => [...l, { barcode, grade }]);
    setScan('');
  };
  const send = async () => {
    try {
      setDone(
        await buyCores({
          customerCode: customer.trim(),
          settle,
          warehouseCode: 'MAIN',
          lines,
          ...(Number.isInteger(pickup) && pickup > 0 ? { pickupId: pickup } : {}),
        }),
      );
      setLines([]);
    } catch (error) {
      modal.error({ title: '매입할 수 없습니다.', content: messageOf(error) });
    }
  };
  return (
    <div className="erp-page">
      <PageHead
        title="폐부품 매입"
        description="거래처가 파는 폐부품을 등급을 골라 스캔합니다. 단가는 페이백 코드·등급별 매입가, 폐부품 위치(SC-창고)로 들어갑니다."
      />
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input
            aria-label="거래처 코드"
            placeholder="거래처 코드"
            value={customer}
            onChange={(e) => setCustomer(e.target.value)}
          />
          <Radio.Group
            aria-label="등급"
            value={grade}
            onChange={(e) => setGrade(e.target.value as CoreGrade)}
            options={CORE_GRADES.map((g) => ({ value: g, label: `${g}등급` }))}
          />
          <Input
            aria-label="폐부품 스캔"
            placeholder="폐부품 바코드를 스캔하세요"
            value={scan}
            onChange={(e) => setScan(e.target.value)}
            onPressEnter={add}
          />
          <ol className="erp-scan-list" aria-label="스캔한 폐부품">
            {lines.length === 0 && <li>스캔한 폐부품이 없습니다.</li>}
            {lines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same barcode may be scanned twice; the place is the key.
              <li key={i}>
                <span className="erp-mono">{l.barcode}</span> · {l.grade}등급{' '}
                <Button
                  size="small"
                  aria-label="빼기"
                  icon={<DeleteOutlined />}
                  onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
                />
              </li>
            ))}
          </ol>
          <Radio.Group
            aria-label="지급 방법"
            value={settle}
            onChange={(e) => setSettle(e.target.value as CoreSettlement)}
            options={CORE_SETTLEMENTS.map((s) => ({ value: s, label: CORE_SETTLEMENT_LABELS[s] }))}
          />
          <Button
            type="primary"
            block
            icon={<CheckOutlined />}
            disabled={!customer.trim() || lines.length === 0}
            onClick={() => void send()}
          >
            매입 ({lines.length}개)
          </Button>
        </Space>
      </Card>
      {done && (
        <Result
          status="success"
          title={`${done.code} 매입했습니다: ${formatWon(done.total)}원 (${CORE_SETTLEMENT_LABELS[done.settle]})`}
          subTitle={`${done.customerName} · ${done.lines.map((l) => `${l.paybackCode} ${l.grade} ${l.qty}개 × ${formatWon(l.unitPrice)}`).join(', ')} → ${done.scrapLocation}`}
        />
      )}
    </div>
  );
};
