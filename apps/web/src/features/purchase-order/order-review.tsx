import {
  linkTo,
  type PurchaseOrderLine,
  type PurchaseOrderView,
  purchaseOrderScreens as S,
  whyCannotActOnOrder,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Input, Modal, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import { toast } from '../../shell/toast/toast';
import { approvalStepItems, moneyItem, supplierItem } from '../purchase/approval-items';
import { TableCard } from '../purchase/loaded-cards';
import { makeArrival, type OrderStep, stepOrder, useOrder } from './purchase-order.api';

const STEP_LABELS: Record<OrderStep, string> = {
  check: '확인',
  lastCheck: '최종 승인',
  save: '확정 (발주)',
  reject: '반려',
  cancel: '발주 취소',
  cancelRemainder: '잔량 취소',
};
/** Steps that ask why before they are taken. */
const WITH_REASON: readonly OrderStep[] = ['reject', 'cancel', 'cancelRemainder'];

const LINE_COLUMNS = [
  { title: '줄', dataIndex: 'lineNo', width: 44, align: 'right' as const },
  { title: '품번', dataIndex: 'partNo', width: 130, className: 'erp-mono' },
  { title: '품명', dataIndex: 'partName', ellipsis: true },
  { title: '브랜드', dataIndex: 'brandName', width: 90 },
  { title: '수량', dataIndex: 'qty', width: 64, align: 'right' as const },
  { title: '단가', dataIndex: 'unitPrice', width: 96, align: 'right' as const, render: formatWon },
  { title: '합계', dataIndex: 'total', width: 104, align: 'right' as const, render: formatWon },
  { title: '입고 예정일', dataIndex: 'expectedDate', width: 104, render: formatYmd },
  { title: '입고', dataIndex: 'receivedQty', width: 60, align: 'right' as const },
  { title: '잔량', dataIndex: 'remainingQty', width: 60, align: 'right' as const },
];

const Head = ({ o }: { o: PurchaseOrderView }) => (
  <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
    <Descriptions.Item label="발주 번호">
      <Space>
        <span className="erp-mono">{o.code}</span>
        <Tag color={o.status === 'saved' ? 'green' : o.status === 'rejected' ? 'red' : 'blue'}>
          {o.statusLabel}
        </Tag>
        {o.receiptLabel && <Tag>{o.receiptLabel}</Tag>}
      </Space>
    </Descriptions.Item>
    {supplierItem(o)}
    <Descriptions.Item label="입고 창고">{o.warehouseName}</Descriptions.Item>
    {approvalStepItems(o)}
    {moneyItem(o)}
    <Descriptions.Item label="수량">
      발주 {o.totalQty} · 입고 {o.receivedQty} · 잔량 {o.remainingQty}
    </Descriptions.Item>
    {(o.memo || o.rejectReason) && (
      <Descriptions.Item label="비고 · 사유" span={3}>
        {[o.memo, o.rejectReason].filter(Boolean).join(' / ')}
      </Descriptions.Item>
    )}
  </Descriptions>
);

type Props = {
  code: string;
  /** The steps this screen offers; each shows only where the order's status allows it. */
  steps: readonly OrderStep[];
};

/**
 * One order with the steps a screen offers (확인, 최종 승인, 확정, 반려, 취소, 잔량 취소) and, once
 * saved, its arrival, print and Excel. The server holds the four-eyes rule and says who may act.
 */
export const OrderReview = ({ code, steps }: Props) => {
  const order = useOrder(code);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<OrderStep | null>(null);
  const [reason, setReason] = useState('');
  const o = order.data;
  if (order.error) return <Alert type="error" showIcon title={messageOf(order.error)} />;
  if (!o) return <Spin />;

  const take = async (step: OrderStep, why?: string) => {
    setBusy(true);
    try {
      const next = await stepOrder(step, o.code, { version: o.version, reason: why ?? null });
      toast.success(`발주 ${withParticle(o.code, '을/를')} ${STEP_LABELS[step]} 처리했습니다.`);
      setAsking(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['purchase'] });
      if (next.status === 'approved' && step === 'lastCheck') navigate(linkTo(S.purchaseOrder));
    } catch {
      // The error dialog says why (who may act, a stale version).
    } finally {
      setBusy(false);
    }
  };
  const arrive = async () => {
    const ok = await modal.confirm({
      title: `${o.code}의 잔량 ${o.remainingQty}개로 입고를 만들까요?`,
      content: '미확정 매입이 만들어집니다. 검수 화면에서 스캔해 확정하면 재고와 미지급금에 반영됩니다.',
      okText: '입고 만들기',
      cancelText: '닫기',
    });
    if (!ok) return;
    try {
      const a = await makeArrival([o.code]);
      toast.success(`입고 ${a.purchaseCode} (${a.lineCount}품목 ${a.totalQty}개)를 만들었습니다.`);
    } catch {
      // Shown by the error dialog.
    }
  };
  const offered = steps.filter(
    (s) => whyCannotActOnOrder(s, o.status, { requestedBy: null, checkedBy: null, actorId: 0 }) === null,
  );
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        size="small"
        extra={
          <Space wrap>
            {offered.map((s) => (
              <Button
                key={s}
                type={WITH_REASON.includes(s) ? 'default' : 'primary'}
                danger={WITH_REASON.includes(s)}
                loading={busy}
                onClick={() => (WITH_REASON.includes(s) ? setAsking(s) : void take(s))}
              >
                {STEP_LABELS[s]}
              </Button>
            ))}
            {(o.status === 'requested' || o.status === 'checked') && (
              <Button onClick={() => navigate(linkTo(S.purchaseOrderModify, { puCode: o.code }))}>
                수정
              </Button>
            )}
            {o.status === 'saved' && o.remainingQty > 0 && (
              <Button onClick={() => void arrive()}>입고 만들기</Button>
            )}
            <Button onClick={() => window.open(linkTo(S.purchaseOrderPrint, { code: o.code }), '_blank')}>
              발주서 인쇄
            </Button>
          </Space>
        }
        title="발주 정보"
      >
        <Head o={o} />
      </Card>
      <TableCard<PurchaseOrderLine>
        title="발주 품목"
        rowKey="id"
        rows={o.lines}
        columns={LINE_COLUMNS}
        scrollX={900}
      />
      <Modal
        open={asking !== null}
        title={asking ? `${STEP_LABELS[asking]} 사유` : ''}
        okText={asking ? STEP_LABELS[asking] : ''}
        cancelText="닫기"
        confirmLoading={busy}
        onOk={() => asking && void take(asking, reason)}
        onCancel={() => setAsking(null)}
      >
        <Input.TextArea
          aria-label="사유"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Space>
  );
};
