import { SaveOutlined, SearchOutlined } from '@ant-design/icons';
import { linkTo, type SeoOrderResult, type SeoPart, seoApi, seoScreens } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, InputNumber, type InputRef, Select, Space, Table, Tag } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApi, callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';

type Line = { key: number; part: SeoPart; qty: number; unitPrice: number };
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/**
 * Seo/SeoOrdering (지점 주문 등록): keyboard first — pick the customer, type a part number or name
 * and press Enter, Enter again on a result adds it; quantities and prices are edited in the lines.
 * Saving registers the order on the Busan warehouse; what Busan lacks goes to head office as a
 * CPS order. An order Busan can fill is fixed (sold) here at once.
 */
export const SeoOrderingPage = () => {
  const client = useQueryClient();
  const customers = useApiQuery(seoApi.customers, {});
  const [customerCode, setCustomerCode] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<SeoPart[]>([]);
  const [foundFor, setFoundFor] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [memo, setMemo] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SeoOrderResult | null>(null);
  const searchRef = useRef<InputRef>(null);
  const nextKey = useRef(1);

  const search = async () => {
    if (!keyword.trim()) return;
    try {
      setFound(await callApi(seoApi.parts, { query: { keyword: keyword.trim() } }, { selfHandled: true }));
      setFoundFor(keyword);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  const add = (part: SeoPart) => {
    setLines((ls) => [...ls, { key: nextKey.current++, part, qty: 1, unitPrice: part.salePrice }]);
    setFound([]);
    setKeyword('');
    searchRef.current?.focus();
  };
  const change = (key: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const save = async () => {
    if (!customerCode) return toast.error('거래처를 고르세요.');
    setBusy(true);
    try {
      const { data, message } = await callApiWithMessage(
        seoApi.orderInsert,
        {
          body: {
            customerCode,
            memo: memo || undefined,
            lines: lines.map((l) => ({ partCode: l.part.partCode, qty: l.qty, unitPrice: l.unitPrice })),
          },
        },
        { selfHandled: true },
      );
      setResult(data);
      setLines([]);
      setMemo('');
      toast.success(message);
      await client.invalidateQueries({ queryKey: ['cps'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const fix = async (code: string) => {
    setBusy(true);
    try {
      const { data, message } = await callApiWithMessage(
        seoApi.orderFix,
        { params: { code } },
        { selfHandled: true },
      );
      setResult((r) => (r ? { ...r, order: data } : r));
      toast.success(message);
      await client.invalidateQueries({ queryKey: ['cps'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const total = lines.reduce((n, l) => n + l.qty * l.unitPrice, 0);
  const order = result?.order;
  return (
    <div className="erp-page">
      <PageHead
        title="지점 주문 등록"
        description="부산 창고에서 판매합니다. 부산에 없는 수량은 저장할 때 본사에 CPS 주문으로 요청됩니다."
      />
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {order && (
          <Alert
            type={result?.cpsProblem ? 'warning' : 'success'}
            showIcon
            role="status"
            title={`주문 ${order.code} · ${order.customerName} · ${won(order.total)} · ${order.status === 'fixed' ? '확정' : '작성 중'}`}
            description={
              result?.cps
                ? `CPS 주문 ${result.cps.code}: ${result.cps.lines.map((l) => `${l.partName} ${l.qty}개`).join(', ')} — 본사 출고 후 부산 입고 검수를 마치면 확정합니다.`
                : (result?.cpsProblem ?? '부산 재고로 채울 수 있습니다.')
            }
            action={
              <Space>
                {order.status === 'draft' && (
                  <Button type="primary" loading={busy} onClick={() => void fix(order.code)}>
                    확정 (판매)
                  </Button>
                )}
                {order.status === 'fixed' && (
                  <Link to={linkTo(seoScreens.seoStatementOfAccount, { code: order.code })} target="_blank">
                    <Button>거래명세서</Button>
                  </Link>
                )}
              </Space>
            }
          />
        )}
        <Card size="small">
          <Space wrap>
            <label htmlFor="seo-customer">거래처</label>
            <Select
              id="seo-customer"
              showSearch
              optionFilterProp="label"
              style={{ width: 260 }}
              placeholder="지점 거래처를 고르세요"
              value={customerCode}
              onChange={setCustomerCode}
              options={(customers.data ?? []).map((c) => ({
                value: c.customerCode,
                label: `${c.customerName} (${c.customerCode})`,
              }))}
            />
            <label htmlFor="seo-part-search">품목</label>
            <Input
              id="seo-part-search"
              ref={searchRef}
              style={{ width: 300 }}
              prefix={<SearchOutlined />}
              placeholder="품번·품명 입력 후 Enter"
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              // Enter searches; Enter again on a single result adds it.
              onPressEnter={() =>
                found.length === 1 && found[0] && foundFor === keyword ? add(found[0]) : void search()
              }
            />
          </Space>
          {found.length > 0 && (
            <Table<SeoPart>
              style={{ marginTop: 8 }}
              size="small"
              rowKey="partCode"
              pagination={false}
              dataSource={found}
              onRow={(p) => ({ onDoubleClick: () => add(p), onKeyDown: (e) => e.key === 'Enter' && add(p) })}
              columns={[
                { title: '품번', dataIndex: 'partNo', width: 140 },
                { title: '품명', dataIndex: 'partName' },
                { title: '판매가', dataIndex: 'salePrice', width: 100, align: 'right', render: won },
                { title: '부산 재고', dataIndex: 'branchOnHand', width: 90, align: 'right' },
                { title: '본사 재고', dataIndex: 'headOnHand', width: 90, align: 'right' },
                {
                  title: '',
                  width: 70,
                  render: (_: unknown, p: SeoPart) => (
                    <Button size="small" onClick={() => add(p)}>
                      추가
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </Card>
        <Card size="small" title={`주문 품목 (${lines.length}) · 합계 ${won(total)}`}>
          <Table<Line>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={lines}
            locale={{ emptyText: '품목을 검색해 추가하세요.' }}
            columns={[
              { title: '품번', width: 140, render: (_: unknown, l: Line) => l.part.partNo },
              { title: '품명', render: (_: unknown, l: Line) => l.part.partName },
              {
                title: '부산 재고',
                width: 110,
                render: (_: unknown, l: Line) =>
                  l.qty > l.part.branchOnHand ? (
                    <Tag color="orange">{`${l.part.branchOnHand} (CPS ${l.qty - l.part.branchOnHand})`}</Tag>
                  ) : (
                    l.part.branchOnHand
                  ),
              },
              {
                title: '수량',
                width: 100,
                render: (_: unknown, l: Line) => (
                  <InputNumber
                    aria-label={`${l.part.partNo} 수량`}
                    size="small"
                    min={1}
                    max={99_999}
                    value={l.qty}
                    onChange={(v) => change(l.key, { qty: Number(v ?? 1) })}
                  />
                ),
              },
              {
                title: '단가',
                width: 130,
                render: (_: unknown, l: Line) => (
                  <InputNumber
                    aria-label={`${l.part.partNo} 단가`}
                    size="small"
                    min={0}
                    value={l.unitPrice}
                    onChange={(v) => change(l.key, { unitPrice: Number(v ?? 0) })}
                  />
                ),
              },
              {
                title: '금액',
                width: 110,
                align: 'right',
                render: (_: unknown, l: Line) => won(l.qty * l.unitPrice),
              },
              {
                title: '',
                width: 60,
                render: (_: unknown, l: Line) => (
                  <Button
                    size="small"
                    danger
                    onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                  >
                    삭제
                  </Button>
                ),
              },
            ]}
          />
          <Space style={{ marginTop: 8 }}>
            <Input
              aria-label="비고"
              placeholder="비고"
              style={{ width: 360 }}
              value={memo}
              maxLength={1000}
              onChange={(e) => setMemo(e.target.value)}
            />
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={busy}
              disabled={lines.length === 0}
              onClick={() => void save()}
            >
              주문 저장
            </Button>
          </Space>
        </Card>
      </Space>
    </div>
  );
};
