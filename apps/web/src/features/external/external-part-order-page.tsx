import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { externalApi, externalScreens, linkTo, type OrderCandidate } from '@erp/domain';
import { Button, Card, Empty, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi, useApiQuery } from '../../app/contract-client';
import { ItemList } from '../../components/item-list/item-list';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { useExternalCustomers, useExternalRefresh, won } from './external.api';
import './external.css';

type Line = { partCode: string; partNo: string; name: string; price: number; qty: number };

/**
 * ExternalPartOrder: an order taken at a customer's shop, on the phone. Prices are the customer's
 * agreed prices (rank or category price, else the sale price); head office fixes the order.
 */
export const ExternalPartOrderPage = () => {
  const navigate = useNavigate();
  const refresh = useExternalRefresh();
  const [search] = useSearchParams();
  const customers = useExternalCustomers({ page: 1, size: 500 });
  const [customerCode, setCustomerCode] = useState<string | undefined>(search.get('customer') ?? undefined);
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
    <TitledPage
      title="부품 주문"
      description="거래처를 고르고 품목을 찾아 담습니다. 단가는 거래처 등급·분류 단가입니다."
      className="ext-page"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
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
