import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { externalApi, externalScreens, linkTo, type OrderCandidate } from '@erp/domain';
import { Button, Card, Descriptions, Empty, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { callApi, useApiQuery } from '../../app/contract-client';
import { ItemList } from '../../components/item-list/item-list';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { useExternalCustomers, useExternalRefresh, won } from './external.api';
import './external.css';

type Line = { partCode: string; partNo: string; name: string; price: number; qty: number };

type DeskProps = {
  title: string;
  description: string;
  initialCustomer?: string | undefined;
  /** ExternalOrderRegister: the customer, car and memo come from the path and are not changed here. */
  fixed?: { vin: string | null; memoCode: string | null } | undefined;
};

/** Path values written '-' (or left empty) mean none. */
const given = (v: string | undefined): string | null => {
  const t = (v ?? '').trim().toUpperCase();
  return t === '' || t === '-' ? null : t;
};

/**
 * The order desk of the field: pick one of my customers (or have it from the path), find parts at
 * the customer's agreed prices (rank or category price, else the sale price), and send the order;
 * head office fixes it.
 */
const OrderDesk = ({ title, description, initialCustomer, fixed }: DeskProps) => {
  const navigate = useNavigate();
  const refresh = useExternalRefresh();
  const customers = useExternalCustomers({ page: 1, size: 500 });
  const [customerCode, setCustomerCode] = useState<string | undefined>(initialCustomer);
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [memo, setMemo] = useState('');
  const [saving, setSaving] = useState(false);
  const candidates = useApiQuery(
    externalApi.partCandidates,
    { body: { customerCode: customerCode ?? '', keyword } },
    { enabled: Boolean(customerCode) && keyword !== '' },
  );
  const add = (c: OrderCandidate) => {
    const found = lines.find((l) => l.partCode === c.code);
    setLines(
      found
        ? lines.map((l) => (l.partCode === c.code ? { ...l, qty: l.qty + 1 } : l))
        : [...lines, { partCode: c.code, partNo: c.partNo, name: c.name, price: c.suggestedPrice, qty: 1 }],
    );
  };
  const total = lines.reduce((s, l) => s + l.price * l.qty, 0);
  const submit = async () => {
    setSaving(true);
    try {
      const order = await callApi(externalApi.orderRegister, {
        body: {
          customerCode: customerCode ?? '',
          vin: fixed?.vin ?? null,
          memoCode: fixed?.memoCode ?? null,
          memo,
          lines: lines.map((l) => ({ partCode: l.partCode, qty: l.qty })),
        },
      });
      refresh();
      toast.success(`주문 ${order.code}를 접수했습니다. 본사에서 확정합니다.`);
      navigate(linkTo(externalScreens.externalOrder, { code: order.code, type: 'view' }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <TitledPage title={title} description={description} className="ext-page">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {fixed && (
          <Descriptions bordered size="small" column={{ xs: 1, sm: 3 }}>
            <Descriptions.Item label="거래처">
              {customers.data?.rows.find((c) => c.customerCode === customerCode)?.customerName ??
                customerCode}
            </Descriptions.Item>
            <Descriptions.Item label="차대번호">{fixed.vin ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="메모">{fixed.memoCode ?? '-'}</Descriptions.Item>
          </Descriptions>
        )}
        <Select
          disabled={Boolean(fixed)}
          aria-label="거래처"
          placeholder="내 거래처 선택"
          size="large"
          showSearch
          optionFilterProp="label"
          style={{ width: '100%' }}
          value={customerCode}
          onChange={(v) => {
            setCustomerCode(v);
            setLines([]);
          }}
          options={(customers.data?.rows ?? []).map((c) => ({
            value: c.customerCode,
            label: c.customerName,
          }))}
        />
        <Input.Search
          aria-label="품목 검색"
          placeholder="품번·품명"
          size="large"
          disabled={!customerCode}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => setKeyword(v.trim())}
          enterButton="찾기"
        />
        {keyword !== '' && (
          <ItemList
            bordered
            loading={candidates.isFetching}
            items={candidates.data ?? []}
            rowKey={(c) => c.code}
            title={(c) => `${c.partNo} ${c.name}`}
            description={(c) => won(c.suggestedPrice)}
            actions={(c) => (
              <Button
                size="small"
                icon={<PlusOutlined />}
                aria-label={`${c.partNo} 담기`}
                onClick={() => add(c)}
              >
                담기
              </Button>
            )}
            emptyText="찾은 품목이 없습니다."
          />
        )}
        <Card size="small" title={`담은 품목 ${lines.length}개 · ${won(total)} (부가세 별도)`}>
          {lines.length === 0 ? (
            <Empty description="담은 품목이 없습니다." />
          ) : (
            <ul className="ext-visits" aria-label="담은 품목">
              {lines.map((l) => (
                <li key={l.partCode} className="ext-visit-row">
                  <span className="ext-visit-main">
                    {l.partNo} {l.name}
                    <small>{won(l.price)}</small>
                  </span>
                  <InputNumber
                    aria-label={`${l.partNo} 수량`}
                    min={1}
                    max={9_999}
                    value={l.qty}
                    style={{ width: 72 }}
                    onChange={(v) =>
                      setLines(
                        lines.map((x) => (x.partCode === l.partCode ? { ...x, qty: Number(v ?? 1) } : x)),
                      )
                    }
                  />
                  <Button
                    aria-label={`${l.partNo} 빼기`}
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => setLines(lines.filter((x) => x.partCode !== l.partCode))}
                  />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Input.TextArea
          aria-label="요청 사항"
          placeholder="요청 사항 (배송 시간 등)"
          maxLength={1000}
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
        />
        <Button
          type="primary"
          size="large"
          block
          loading={saving}
          disabled={!customerCode || lines.length === 0}
          onClick={submit}
        >
          주문 접수
        </Button>
      </Space>
    </TitledPage>
  );
};

/** ExternalPartOrder: an order taken at a customer's shop, on the phone. */
export const ExternalPartOrderPage = () => {
  const [search] = useSearchParams();
  return (
    <OrderDesk
      title="부품 주문"
      description="거래처를 고르고 품목을 찾아 담습니다. 단가는 거래처 등급·분류 단가입니다."
      initialCustomer={search.get('customer') ?? undefined}
    />
  );
};

/**
 * ExternalOrderRegister/:vin/:custCode/:ordercode: the order for a car of one of my customers,
 * from its order memo (ordercode, '-' for none): the memo is marked done with the order.
 */
export const ExternalOrderRegisterPage = () => {
  const { vin, custCode, ordercode } = useParams();
  const customer = given(custCode) ?? '';
  const memoCode = given(ordercode);
  return (
    <OrderDesk
      key={`${customer}/${vin}/${memoCode}`}
      title="차량 주문 등록"
      description={`차대번호 ${given(vin) ?? '없음'}의 주문입니다. 단가는 거래처 등급·분류 단가입니다.`}
      initialCustomer={customer}
      fixed={{ vin: given(vin), memoCode }}
    />
  );
};
