import { DeleteOutlined } from '@ant-design/icons';
import { ONLINE_CHANNEL_LABELS, ONLINE_CHANNELS, type OnlineChannel } from '@erp/domain';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { TitledPage } from '../../components/page-head/page-head';
import { useCustomer } from '../customer/customer.api';
import { CustomerPicker } from '../customer/customer-picker';
import { PartPicker, type PickedPart, partLabel } from '../part-info/part-picker';
import { useOnlineOrder, useOnlineStep } from './online-order.api';
import { OnlineOrderPanel } from './online-order-panel';

type Line = { partCode: string; label: string; qty: number; unitPrice: number };

/** A path value of '-' (or '0') stands for none, as the sales screens link it. */
const pathValue = (v: string | undefined) => (v && v !== '-' && v !== '0' ? v : '');

const LinesTable = ({ lines, onChange }: { lines: Line[]; onChange: (next: Line[]) => void }) => {
  const set = (i: number, patch: Partial<Line>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <Table<Line>
      size="small"
      rowKey="partCode"
      pagination={false}
      dataSource={lines}
      locale={{ emptyText: '품목을 찾아 넣으세요.' }}
      columns={[
        { title: '품목', dataIndex: 'label' },
        {
          title: '수량',
          width: 110,
          render: (_: unknown, l: Line, i: number) => (
            <InputNumber<number>
              aria-label={`${l.partCode} 수량`}
              min={1}
              max={99_999}
              value={l.qty}
              onChange={(v) => set(i, { qty: v ?? 1 })}
            />
          ),
        },
        {
          title: '판매가 (채널)',
          width: 150,
          render: (_: unknown, l: Line, i: number) => (
            <InputNumber<number>
              aria-label={`${l.partCode} 단가`}
              min={0}
              max={1_000_000_000}
              value={l.unitPrice}
              style={{ width: 130 }}
              onChange={(v) => set(i, { unitPrice: v ?? 0 })}
            />
          ),
        },
        {
          title: '',
          width: 50,
          render: (_: unknown, l: Line, i: number) => (
            <Button
              aria-label={`${l.partCode} 빼기`}
              icon={<DeleteOutlined />}
              onClick={() => onChange(lines.filter((_x, j) => j !== i))}
            />
          ),
        },
      ]}
    />
  );
};

/** The chosen customer as the clerk checks it against the marketplace's order: name, phone, address. */
const CustomerLine = ({ code }: { code: string }) => {
  const customer = useCustomer(code);
  const c = customer.data;
  if (!c) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={`${c.name} (${c.code})`}
      description={[c.phone, c.address].filter(Boolean).join(' · ') || undefined}
    />
  );
};

const RegisteredOrder = ({ code }: { code: string }) => {
  const order = useOnlineOrder(code);
  if (!order.data) return null;
  return (
    <Card title="등록한 온라인 주문" size="small">
      <OnlineOrderPanel order={order.data} />
    </Card>
  );
};

/** OnlineOrderRegister/:vin/:custcode: a marketplace order typed in for a customer (and a car). */
export const OnlineOrderRegisterPage = () => {
  const params = useParams();
  const step = useOnlineStep();
  const [customer, setCustomer] = useState<string | null>(pathValue(params.custcode).toUpperCase() || null);
  const [vin, setVin] = useState(pathValue(params.vin).toUpperCase());
  const [channel, setChannel] = useState<OnlineChannel>('coupang');
  const [channelOrderNo, setChannelOrderNo] = useState('');
  const [buyerName, setBuyerName] = useState('');
  const [memo, setMemo] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [registered, setRegistered] = useState<string | null>(null);
  const addPart = (p: PickedPart) =>
    setLines((now) =>
      now.some((l) => l.partCode === p.code)
        ? now
        : [...now, { partCode: p.code, label: partLabel(p), qty: 1, unitPrice: p.salePrice }],
    );
  const submit = async () => {
    if (!customer) return;
    const made = await step.register({
      customerCode: customer,
      channel,
      channelOrderNo,
      buyerName,
      vin,
      memo,
      lines: lines.map(({ partCode, qty, unitPrice }) => ({ partCode, qty, unitPrice })),
    });
    if (made) {
      setRegistered(made.code);
      setLines([]);
      setChannelOrderNo('');
    }
  };
  return (
    <TitledPage
      title="온라인 주문 등록"
      description="오픈마켓·자사몰 주문을 거래처의 수주로 등록합니다. 확정하면 출고·매출이 잡힙니다."
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Card size="small">
          <Form layout="vertical">
            <Space wrap align="start">
              <Form.Item label="거래처" required>
                <CustomerPicker
                  id="online-customer"
                  value={customer}
                  onChange={(c) => setCustomer(c ?? null)}
                  style={{ width: 260 }}
                />
              </Form.Item>
              <Form.Item label="판매 채널" required>
                <Select<OnlineChannel>
                  aria-label="판매 채널"
                  value={channel}
                  style={{ width: 180 }}
                  options={ONLINE_CHANNELS.map((c) => ({ value: c, label: ONLINE_CHANNEL_LABELS[c] }))}
                  onChange={setChannel}
                />
              </Form.Item>
              <Form.Item label="채널 주문번호" required>
                <Input
                  aria-label="채널 주문번호"
                  value={channelOrderNo}
                  maxLength={40}
                  onChange={(e) => setChannelOrderNo(e.target.value)}
                />
              </Form.Item>
              <Form.Item label="구매자">
                <Input
                  aria-label="구매자"
                  value={buyerName}
                  maxLength={40}
                  onChange={(e) => setBuyerName(e.target.value)}
                />
              </Form.Item>
              <Form.Item label="차대번호">
                <Input
                  aria-label="차대번호"
                  value={vin}
                  maxLength={17}
                  onChange={(e) => setVin(e.target.value.toUpperCase())}
                />
              </Form.Item>
            </Space>
            <Form.Item label="메모">
              <Input
                aria-label="주문 메모"
                value={memo}
                maxLength={1000}
                onChange={(e) => setMemo(e.target.value)}
              />
            </Form.Item>
          </Form>
          <PartPicker
            onPick={addPart}
            ariaLabel="품목 찾기"
            placeholder="품번·품명·바코드로 품목 찾기"
            style={{ width: 420 }}
          />
          <LinesTable lines={lines} onChange={setLines} />
          <Space style={{ marginTop: 12 }}>
            <Button
              type="primary"
              loading={step.busy}
              disabled={!customer || lines.length === 0 || channelOrderNo.trim() === ''}
              onClick={submit}
            >
              온라인 주문 등록
            </Button>
          </Space>
        </Card>
        {customer ? (
          <CustomerLine code={customer} />
        ) : (
          <Alert type="info" showIcon title="거래처를 고르면 등록할 수 있습니다." />
        )}
        {registered && <RegisteredOrder code={registered} />}
      </Space>
    </TitledPage>
  );
};
