import { memoApi, type OrderCopyLine, orderCopyApi, PRICE_BASIS_LABELS } from '@erp/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Input,
  InputNumber,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { CustomerPicker } from '../customer/customer-picker';
import { obtainRegisterPath } from '../sales-order/order-paths';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
/** '-' (or '0') in the address stands for none. */
const present = (v: string | undefined) => (v && v !== '-' && v !== '0' ? v.trim().toUpperCase() : '');

type Pick = Record<number, number | null>;

const CopyLines = ({
  lines,
  pick,
  onPick,
}: {
  lines: OrderCopyLine[];
  pick: Pick;
  onPick: (p: Pick) => void;
}) => (
  <Table<OrderCopyLine>
    size="small"
    rowKey="lineNo"
    pagination={false}
    dataSource={lines}
    columns={[
      {
        title: '복사',
        width: 60,
        render: (_: unknown, l: OrderCopyLine) => (
          <Checkbox
            aria-label={`${l.lineNo}번째 줄 복사`}
            disabled={l.blocked !== null}
            checked={pick[l.lineNo] !== undefined}
            onChange={(e) => {
              const next = { ...pick };
              if (e.target.checked) next[l.lineNo] = Math.max(1, l.qty);
              else delete next[l.lineNo];
              onPick(next);
            }}
          />
        ),
      },
      { title: '줄', dataIndex: 'lineNo', width: 50 },
      { title: '품번', dataIndex: 'partNo', width: 130 },
      { title: '품명', dataIndex: 'partName' },
      {
        title: '수량',
        width: 100,
        render: (_: unknown, l: OrderCopyLine) => (
          <InputNumber<number>
            aria-label={`${l.lineNo}번째 줄 수량`}
            min={1}
            max={99_999}
            disabled={pick[l.lineNo] === undefined}
            value={pick[l.lineNo] ?? l.qty}
            onChange={(v) => onPick({ ...pick, [l.lineNo]: v })}
          />
        ),
      },
      {
        title: '원 단가',
        dataIndex: 'oldUnitPrice',
        width: 100,
        align: 'right',
        render: (v: number) => won(v),
      },
      {
        title: '오늘 단가',
        width: 180,
        align: 'right',
        render: (_: unknown, l: OrderCopyLine) => (
          <Space size={4}>
            <strong>{won(l.unitPrice)}</strong>
            <Tag>{PRICE_BASIS_LABELS[l.priceBasis]}</Tag>
          </Space>
        ),
      },
      { title: '비고', dataIndex: 'blocked', width: 200, render: (v: string | null) => v ?? '' },
    ]}
  />
);

/** The copy screen: the source order's lines at the customer's prices today, then a new draft. */
const OrderCopy = ({
  sourceCode,
  initialCustomer,
  memoCode,
  initialVin,
}: {
  sourceCode: string;
  initialCustomer: string | null;
  memoCode: string | null;
  initialVin: string;
}) => {
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<string | null>(initialCustomer);
  const [vin, setVin] = useState(initialVin);
  const [pick, setPick] = useState<Pick | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useApiQuery(orderCopyApi.preview, {
    body: { sourceCode, ...(customer ? { customerCode: customer } : {}) },
  });
  if (preview.isPending) return <Skeleton active />;
  const p = preview.data;
  if (!p)
    return (
      <Alert
        type="warning"
        showIcon
        title="원 주문을 불러오지 못했습니다."
        description={messageOf(preview.error)}
      />
    );
  const chosen: Pick =
    pick ??
    Object.fromEntries(p.lines.filter((l) => l.blocked === null && l.qty > 0).map((l) => [l.lineNo, l.qty]));
  const lines = Object.entries(chosen)
    .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
    .map(([lineNo, qty]) => ({ lineNo: Number(lineNo), qty }));
  const submit = async () => {
    setBusy(true);
    try {
      const { data, message } = await callApiWithMessage(
        orderCopyApi.copy,
        {
          body: {
            sourceCode: p.sourceCode,
            customerCode: p.customerCode,
            memoCode: memoCode ?? '',
            vin,
            lines,
          },
        },
        { selfHandled: true },
      );
      toast.success(message);
      navigate(obtainRegisterPath({ vin: data.vin, customerCode: data.customerCode, obtainCode: data.code }));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label="원 주문">{p.sourceCode}</Descriptions.Item>
        <Descriptions.Item label="원 거래처">
          {p.sourceCustomerName} ({p.sourceCustomerCode})
        </Descriptions.Item>
        <Descriptions.Item label="새 주문 거래처">
          {p.customerName} ({p.customerCode})
        </Descriptions.Item>
        <Descriptions.Item label="메모">{memoCode ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Card size="small">
        <Space wrap>
          <CustomerPicker
            id="copy-customer"
            value={customer ?? p.customerCode}
            disabled={memoCode !== null}
            onChange={(c) => {
              setCustomer(c ?? null);
              setPick(null);
            }}
            style={{ width: 280 }}
          />
          <Input
            aria-label="차대번호"
            placeholder="차대번호"
            value={vin}
            maxLength={17}
            style={{ width: 220 }}
            onChange={(e) => setVin(e.target.value.toUpperCase())}
          />
        </Space>
      </Card>
      <Alert
        type="info"
        showIcon
        title="단가는 원 주문의 단가가 아니라 이 거래처가 오늘 받는 단가입니다 (최근 거래·분류별·등급 할인·판매가 순)."
      />
      <CopyLines lines={p.lines} pick={chosen} onPick={setPick} />
      <Button type="primary" loading={busy} disabled={lines.length === 0} onClick={submit}>
        복사해서 새 주문 등록
      </Button>
    </Space>
  );
};

/** ObtainCopyRegister/:vin/:custcode/:ordercode: copy an order for a customer (and car). */
export const ObtainCopyRegisterPage = () => {
  const params = useParams();
  const source = present(params.ordercode);
  return (
    <TitledPage
      title="주문 복사 등록"
      description="지난 주문의 품목과 수량으로 새 주문을 만듭니다. 같은 거래처나 다른 거래처로."
    >
      {source ? (
        <OrderCopy
          sourceCode={source}
          initialCustomer={present(params.custcode) || null}
          memoCode={null}
          initialVin={present(params.vin)}
        />
      ) : (
        <Alert type="warning" showIcon title="복사할 주문 번호가 없습니다." />
      )}
    </TitledPage>
  );
};

/** ObtainCopyMemo/:memocode/:ordercode: copy an order for a phone memo's customer (the memo closes). */
export const ObtainCopyMemoPage = () => {
  const params = useParams();
  const source = present(params.ordercode);
  const memoCode = present(params.memocode);
  const memo = useApiQuery(memoApi.single, { params: { code: memoCode } }, { enabled: memoCode !== '' });
  const body = () => {
    if (!source) return <Alert type="warning" showIcon title="복사할 주문 번호가 없습니다." />;
    if (!memoCode)
      return <OrderCopy sourceCode={source} initialCustomer={null} memoCode={null} initialVin="" />;
    if (memo.isPending) return <Skeleton active />;
    if (!memo.data)
      return (
        <Alert
          type="warning"
          showIcon
          title="메모를 불러오지 못했습니다."
          description={messageOf(memo.error)}
        />
      );
    return (
      <OrderCopy
        sourceCode={source}
        initialCustomer={memo.data.customerCode}
        memoCode={memo.data.code}
        initialVin={memo.data.vin ?? ''}
      />
    );
  };
  return (
    <TitledPage title="주문 복사 (메모)" description="전화 메모의 거래처로 지난 주문을 다시 주문합니다.">
      {body()}
    </TitledPage>
  );
};
