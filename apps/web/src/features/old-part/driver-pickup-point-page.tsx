import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import type { CoreCollection } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatWon } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { collectCores, oldPartKeys } from './old-part.api';
import '../../components/list-page/list-page.css';

/**
 * PickUp/Point/DriverPickUpPoint/:type: the driver at a customer's shop scans each old battery
 * (its unit label or maker barcode) and sends the collection; the server refuses a customer not
 * allowed a pickup, more than the customer owes and a unit already collected.
 */
export const DriverPickUpPointPage = () => {
  const { type } = useParams();
  const [search] = useSearchParams();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [customer, setCustomer] = useState(search.get('customer') ?? '');
  const [scan, setScan] = useState('');
  const [barcodes, setBarcodes] = useState<string[]>([]);
  const [done, setDone] = useState<CoreCollection | null>(null);
  const add = () => {
    const value = scan.trim();
    if (value) setBarcodes((b) => [...b, value]);
    setScan('');
  };
  const send = async () => {
    try {
      setDone(await collectCores(customer.trim(), barcodes));
      setBarcodes([]);
      void queryClient.invalidateQueries({ queryKey: oldPartKeys.all });
    } catch (error) {
      modal.error({ title: '회수할 수 없습니다.', content: messageOf(error) });
    }
  };
  return (
    <div className="erp-page">
      <PageHead
        title="폐부품 회수"
        description={`거래처에서 회수한 폐부품(${type && type !== 'all' ? type.toUpperCase() : '전체'})을 하나씩 스캔하고 회수를 보냅니다.`}
      />
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input
            aria-label="거래처 코드"
            placeholder="거래처 코드 (C000001)"
            value={customer}
            onChange={(e) => setCustomer(e.target.value)}
          />
          <Input
            aria-label="폐부품 스캔"
            placeholder="폐부품 바코드를 스캔하세요"
            value={scan}
            onChange={(e) => setScan(e.target.value)}
            onPressEnter={add}
          />
          <ol className="erp-scan-list" aria-label="스캔한 폐부품">
            {barcodes.length === 0 && <li>스캔한 폐부품이 없습니다.</li>}
            {barcodes.map((b, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same barcode may be scanned twice; the place is the key.
              <li key={i}>
                <span className="erp-mono">{b}</span>{' '}
                <Button
                  size="small"
                  aria-label="빼기"
                  icon={<DeleteOutlined />}
                  onClick={() => setBarcodes((all) => all.filter((_, j) => j !== i))}
                />
              </li>
            ))}
          </ol>
          <Button
            type="primary"
            block
            icon={<CheckOutlined />}
            disabled={!customer.trim() || barcodes.length === 0}
            onClick={() => void send()}
          >
            회수 보내기 ({barcodes.length}개)
          </Button>
        </Space>
      </Card>
      {done && (
        <Result
          status="success"
          title={`${done.code} 회수했습니다.`}
          subTitle={
            <Typography.Text>
              {done.customerName} · {done.byCode.map((c) => `${c.paybackCode} ${c.qty}개`).join(', ')} ·
              캐시백 예정 {formatWon(done.cashbackPoints)}점
            </Typography.Text>
          }
        />
      )}
    </div>
  );
};
