import { SearchOutlined, SendOutlined } from '@ant-design/icons';
import {
  orderReturnApi,
  RETURN_DISPOSITION_LABELS,
  RETURN_KIND_LABELS,
  RETURN_KINDS,
  type ReturnableOrder,
  type ReturnKind,
  type ReturnView,
} from '@erp/domain';
import { App, Button, Card, Input, InputNumber, Radio, Result, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApi } from '../../app/contract-client';
import { formatWon } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { obtainRegisterPath } from '../sales-order/order-paths';
import { requestReturn, returnCollectionPath } from './order-return.api';
import { defaultDispositionLabel } from './return-format';
import '../../components/list-page/list-page.css';

type Line = ReturnableOrder['lines'][number];

/**
 * Return/ObtainReturnRequestMemo: a customer calls to send parts back. The clerk opens the
 * original order (O…), types how many of each line come back and why; a second person checks it.
 * The server refuses more than was sold and not yet cancelled or returned.
 */
const ReturnRequest = ({ preset = 'plain' }: { preset?: ReturnKind }) => {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useParams();
  // The order the screen was opened on (from an order, a memo or the exchange register), if any.
  const fromPath = [params.originOrderCode, params.orderCode, params.code].find((v) => v && v !== '-');
  const [orderText, setOrderText] = useState(fromPath ?? search.get('order') ?? '');
  const [order, setOrder] = useState<ReturnableOrder | null>(null);
  const [qty, setQty] = useState<Record<number, number>>({});
  const [kind, setKind] = useState<ReturnKind>(preset);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<ReturnView | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async (text = orderText) => {
    const code = text.trim().toUpperCase();
    if (!code) return;
    try {
      setOrder(await callApi(orderReturnApi.returnable, { params: { code } }, { selfHandled: true }));
      setQty({});
      setDone(null);
    } catch (error) {
      modal.error({ title: '주문을 열 수 없습니다.', content: messageOf(error) });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the order the path names.
  useEffect(() => {
    if (fromPath) void open(fromPath);
  }, []);

  const lines = Object.entries(qty)
    .filter(([, n]) => n > 0)
    .map(([lineNo, n]) => ({ lineNo: Number(lineNo), qty: n }));

  const submit = async () => {
    if (!order) return;
    setBusy(true);
    try {
      setDone(await requestReturn({ orderCode: order.orderCode, kind, reason, lines }));
      setOrder(null);
      setReason('');
    } catch (error) {
      modal.error({ title: '반품을 요청할 수 없습니다.', content: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="erp-page">
      <PageHead
        title="반품 요청"
        description="원 주문 번호(O…)를 열고 돌아올 수량과 사유를 넣습니다. 다른 직원이 확인하면 회수를 기다리고, 물건이 돌아와 검수하면 재고·미수금·적립금에 반영됩니다."
      />
      <Card size="small" className="erp-filter-card">
        <Space wrap>
          <label htmlFor="return-order">원 주문 번호</label>
          <Input
            id="return-order"
            autoFocus
            style={{ width: 220 }}
            value={orderText}
            placeholder="O20261127-0001"
            onChange={(e) => setOrderText(e.target.value)}
            onPressEnter={() => void open()}
          />
          <Button icon={<SearchOutlined />} onClick={() => void open()}>
            열기
          </Button>
        </Space>
      </Card>
      {done && (
        <Result
          status="success"
          title={`${done.code} 반품을 요청했습니다.`}
          subTitle={`${done.customerName} · ${done.units}개 · ${formatWon(done.total)}원. 다른 직원의 확인을 기다립니다.`}
          extra={[
            <Button key="list" onClick={() => navigate('/Company/Order/OrderReturnNotCheck')}>
              반품 미확인 목록
            </Button>,
            <Button key="print" onClick={() => window.open(returnCollectionPath(done.code), '_blank')}>
              회수 명세서
            </Button>,
            <Button
              key="pickup"
              onClick={() =>
                navigate(
                  `/Company/Order/OrderReturnPickupMemo/${encodeURIComponent(done.orderCode)}/${encodeURIComponent(done.customerCode)}`,
                )
              }
            >
              회수 등록
            </Button>,
            ...(done.kind === 'exchange'
              ? [
                  // The replacement leaves as a new order line of a new order for the same customer.
                  <Button
                    key="replace"
                    type="primary"
                    onClick={() => navigate(obtainRegisterPath({ customerCode: done.customerCode }))}
                  >
                    대체품 주문 등록
                  </Button>,
                ]
              : []),
          ]}
        />
      )}
      {order && (
        <Card
          size="small"
          title={
            <span>
              <span className="erp-mono">{order.orderCode}</span> {order.customerName}
            </span>
          }
        >
          <Table<Line>
            size="small"
            pagination={false}
            rowKey="lineNo"
            dataSource={order.lines}
            aria-label="반품 품목"
            columns={[
              { title: '줄', dataIndex: 'lineNo', width: 50 },
              { title: '품번', dataIndex: 'partNo', width: 140 },
              { title: '품명', dataIndex: 'partName' },
              { title: '판매', dataIndex: 'qty', width: 60, align: 'right' },
              { title: '취소', dataIndex: 'cancelledQty', width: 60, align: 'right' },
              { title: '반품', dataIndex: 'returnedQty', width: 60, align: 'right' },
              { title: '진행 중', dataIndex: 'pending', width: 70, align: 'right' },
              { title: '가능', dataIndex: 'open', width: 60, align: 'right' },
              {
                title: '단가',
                dataIndex: 'unitPrice',
                width: 100,
                align: 'right',
                render: (v: number) => formatWon(v),
              },
              {
                title: '반품 수량',
                width: 110,
                render: (_: unknown, l: Line) => (
                  <InputNumber
                    aria-label={`${l.lineNo}번 반품 수량`}
                    min={0}
                    max={l.open}
                    disabled={l.open === 0}
                    value={qty[l.lineNo] ?? 0}
                    onChange={(n) => setQty((q) => ({ ...q, [l.lineNo]: Number(n ?? 0) }))}
                  />
                ),
              },
            ]}
          />
          <Space orientation="vertical" style={{ marginTop: 12, width: '100%' }}>
            <Radio.Group
              aria-label="반품 구분"
              value={kind}
              onChange={(e) => setKind(e.target.value as ReturnKind)}
              options={RETURN_KINDS.map((k) => ({ value: k, label: RETURN_KIND_LABELS[k] }))}
            />
            <Typography.Text type="secondary">
              검수 후 처리: {defaultDispositionLabel(kind)} ({RETURN_DISPOSITION_LABELS.defect}는 DF-창고로
              들어갑니다)
            </Typography.Text>
            <Input.TextArea
              aria-label="반품 사유"
              placeholder="반품 사유 (2자 이상)"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={busy}
              disabled={lines.length === 0 || reason.trim().length < 2}
              onClick={() => void submit()}
            >
              반품 요청 ({lines.reduce((a, l) => a + l.qty, 0)}개)
            </Button>
          </Space>
        </Card>
      )}
    </div>
  );
};

/** Return/ObtainReturnRequestMemo: a return request from an order code typed or scanned. */
export const ObtainReturnRequestMemoPage = () => <ReturnRequest />;
/** OrderReturnRequestInsert/…/:originOrderCode/…: the request opened on the original order. */
export const OrderReturnRequestInsertPage = () => <ReturnRequest />;
/** OrderDefectiveReturnInsert/…: a defective return opened on the original order. */
export const OrderDefectiveReturnInsertPage = () => <ReturnRequest preset="defect" />;
/** ObtainExchangeReturnMemo / ObtainExchangeReturnRegister: an exchange; the replacement is a new order. */
export const ObtainExchangeReturnPage = () => <ReturnRequest preset="exchange" />;
