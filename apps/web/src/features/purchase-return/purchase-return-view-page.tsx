import {
  CheckOutlined,
  CloseOutlined,
  EditOutlined,
  PrinterOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import {
  type ApprovalStatus,
  linkTo,
  type PurchaseReturnLine,
  type PurchaseReturnView,
  purchaseReturnScreens,
  whyCannotApprove,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Input, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { approvalStepItems, moneyItem, supplierItem } from '../purchase/approval-items';
import { LoadedCards, TableCard } from '../purchase/loaded-cards';
import { type ReturnStep, returnKeys, stepReturn, useReturn } from './purchase-return.api';

const LINE_COLUMNS = [
  { title: '줄', dataIndex: 'lineNo', width: 44, align: 'right' as const },
  { title: '품번', dataIndex: 'partNo', width: 130, className: 'erp-mono' },
  { title: '품명', dataIndex: 'partName', ellipsis: true },
  { title: '사유', dataIndex: 'reasonLabel', width: 70 },
  {
    title: '매입 번호',
    width: 130,
    render: (_: unknown, l: PurchaseReturnLine) =>
      l.purchaseCode ? `${l.purchaseCode} · ${l.purchaseLineNo}` : (l.sourceCode ?? ''),
  },
  { title: '수량', dataIndex: 'qty', width: 64, align: 'right' as const },
  { title: '단가', dataIndex: 'unitPrice', width: 96, align: 'right' as const, render: formatWon },
  { title: '공급가액', dataIndex: 'supply', width: 104, align: 'right' as const, render: formatWon },
  { title: '부가세', dataIndex: 'vat', width: 88, align: 'right' as const, render: formatWon },
  { title: '합계', dataIndex: 'total', width: 104, align: 'right' as const, render: formatWon },
];

const Head = ({ r }: { r: PurchaseReturnView }) => (
  <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
    <Descriptions.Item label="반품 번호">
      <Space>
        <span className="erp-mono">{r.code}</span>
        <Tag color={r.status === 'saved' ? 'green' : 'blue'}>{r.statusLabel}</Tag>
      </Space>
    </Descriptions.Item>
    {supplierItem(r)}
    <Descriptions.Item label="출고 창고">{r.warehouseName}</Descriptions.Item>
    {approvalStepItems(r)}
    <Descriptions.Item label="회수 예정일">
      {r.plannedPickupDate ? formatYmd(r.plannedPickupDate) : '-'}
    </Descriptions.Item>
    {moneyItem(r)}
    <Descriptions.Item label="반품 사유" span={3}>
      {r.reason ?? '-'}
      {r.closedNote ? ` · 반려/취소: ${r.closedNote}` : ''}
      {r.memo ? ` · ${r.memo}` : ''}
    </Descriptions.Item>
  </Descriptions>
);

/** The steps this screen offers, in order; a step shows only when the status allows it. */
const STEPS: readonly {
  step: ReturnStep;
  label: string;
  icon: ReactNode;
  primary?: boolean;
  danger?: boolean;
}[] = [
  { step: 'check', label: '확인', icon: <CheckOutlined />, primary: true },
  { step: 'lastCheck', label: '최종 승인', icon: <CheckOutlined />, primary: true },
  { step: 'save', label: '확정 (출고)', icon: <SendOutlined />, primary: true },
  { step: 'reject', label: '반려', icon: <CloseOutlined />, danger: true },
  { step: 'cancel', label: '취소', icon: <StopOutlined />, danger: true },
];

const allowed = (step: ReturnStep | 'modify', status: ApprovalStatus) =>
  whyCannotApprove(step, status, { requestedBy: null, checkedBy: null, actorId: 0 }) === null;

/**
 * PurchaseReturnLastCheck/:code and PurchaseReturnSave/:puCode: one return with the steps its
 * status allows. The server keeps the four-eyes rule (a requester cannot check, a checker cannot
 * give the last approval) and says so when refused; saving sends the goods out and lowers the payable.
 */
export const PurchaseReturnViewPage = () => {
  const params = useParams();
  const code = (params.code ?? params.puCode ?? '').toUpperCase();
  const query = useReturn(code || null);
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState<ReturnStep | null>(null);
  const r = query.data;

  const run = async (step: ReturnStep, label: string) => {
    if (!r) return;
    let note = '';
    const ok = await modal.confirm({
      title: `반품 ${withParticle(r.code, '을/를')} ${label}할까요?`,
      content:
        step === 'reject' ? (
          <Input
            aria-label="반려 사유"
            placeholder="반려 사유"
            maxLength={200}
            onChange={(e) => (note = e.target.value)}
          />
        ) : step === 'save' ? (
          `${r.warehouseName}에서 ${r.totalQty}개가 출고되고 ${r.supplierName} 미지급금이 ${formatWon(r.total)}원 줄어듭니다.`
        ) : null,
      okText: label,
      cancelText: '닫기',
    });
    if (!ok) return;
    setBusy(step);
    try {
      await stepReturn(step, r.code, r.version, note);
      toast.success(`반품 ${withParticle(r.code, '을/를')} ${label}했습니다.`);
      await queryClient.invalidateQueries({ queryKey: returnKeys.all });
    } catch {
      // The error dialog has said why (the four-eyes rule, a stale version, stock gone).
    } finally {
      setBusy(null);
    }
  };

  const status = r?.status ?? null;
  return (
    <div className="erp-page">
      <PageHead
        title={`매입 반품 ${code}`}
        description="요청 → 확인 → 최종 승인(요청자·확인자가 아닌 사람) → 확정(재고 출고, 미지급금 감소)"
        actions={
          r &&
          status && (
            <Space wrap>
              {STEPS.filter((s) => allowed(s.step, status)).map((s) => (
                <Button
                  key={s.step}
                  icon={s.icon}
                  type={s.primary ? 'primary' : 'default'}
                  danger={s.danger ?? false}
                  loading={busy === s.step}
                  disabled={busy !== null}
                  onClick={() => void run(s.step, s.label)}
                >
                  {s.label}
                </Button>
              ))}
              {allowed('modify', status) && (
                <Link to={linkTo(purchaseReturnScreens.purchaseReturnModify, { puCode: r.code })}>
                  <Button icon={<EditOutlined />}>수정</Button>
                </Link>
              )}
              <Button
                icon={<PrinterOutlined />}
                onClick={() =>
                  window.open(linkTo(purchaseReturnScreens.purchaseReturnPrint, { code: r.code }), '_blank')
                }
              >
                반품서
              </Button>
            </Space>
          )
        }
      />
      <LoadedCards error={query.error} ready={r !== undefined}>
        {r && (
          <>
            <Card size="small">
              <Head r={r} />
            </Card>
            <TableCard<PurchaseReturnLine>
              title="반품 품목"
              rowKey="lineNo"
              columns={LINE_COLUMNS}
              rows={r.lines}
            />
          </>
        )}
      </LoadedCards>
    </div>
  );
};
