import {
  BarcodeOutlined,
  CheckCircleFilled,
  CheckOutlined,
  FileTextOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { CANCEL_REQUEST_STATUS_LABELS, CANCEL_REQUEST_STATUSES, type CancelRequestStatus } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatWon } from '../../components/data-table/cell-format';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { toast } from '../../shell/toast/toast';
import { obtainRegisterPath } from '../sales-order/order-paths';
import { openStatement } from '../statement/statement-paths';
import { CANCEL_COLUMNS } from './cancel-columns';
import {
  type CancelRequestView,
  cancelKeys,
  checkCancel,
  rejectCancel,
  useCancelRequests,
} from './order-cancel.api';
import '../sales-order/sales-order.css';

type Variant = 'info' | 'unchecked' | 'checked';

const SETUP: Record<Variant, { title: string; description: string; status: CancelRequestStatus | '' }> = {
  info: {
    title: '취소 요청 목록',
    description: '모든 취소 요청과 처리 결과. Enter 또는 두 번 클릭: 원 주문 열기',
    status: '',
  },
  unchecked: {
    title: '취소 미확인 목록',
    description:
      '요청한 사람이 아닌 다른 직원이 확인하면 재고와 미수금이 돌아갑니다. 반려에는 사유가 필요합니다.',
    status: 'requested',
  },
  checked: {
    title: '취소 확인 목록',
    description: '확인되어 재고와 미수금이 돌아간 취소. 취소 명세서를 인쇄할 수 있습니다.',
    status: 'checked',
  },
};

const CancelList = ({ variant }: { variant: Variant }) => {
  const setup = SETUP[variant];
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useUrlParams({ status: setup.status as string, page: 1, size: 50 });
  const status = (variant === 'info' ? params.status : setup.status) || undefined;
  const list = useCancelRequests({
    status: status as CancelRequestStatus | undefined,
    page: params.page,
    size: params.size,
  });
  const tableRef = useRef<DataTableHandle>(null);
  const [selected, setSelected] = useState<CancelRequestView | null>(null);
  const refresh = () => {
    tableRef.current?.clearSelection();
    void queryClient.invalidateQueries({ queryKey: cancelKeys.all });
  };

  const check = async (r: CancelRequestView) => {
    if (r.checkProblem) {
      modal.warning({ title: '확인할 수 없습니다.', content: r.checkProblem });
      return;
    }
    const ok = await modal.confirm({
      title: `${r.code} 취소를 확인할까요?`,
      content: `${r.orderCode} ${r.customerName}: 재고 ${r.lines.reduce((n, l) => n + l.qty, 0)}개가 창고로 돌아오고 미수금이 ${formatWon(r.total)}원 줄어듭니다.`,
      okText: '취소 확인',
      cancelText: '닫기',
      focusable: { autoFocusButton: 'ok' },
    });
    if (!ok) return;
    try {
      const done = await checkCancel(r.id);
      // The list refreshes after this question: a grid redrawn under an open dialog takes the
      // focus from its buttons, and Enter must answer the question.
      const print = await modal.confirm({
        icon: <CheckCircleFilled style={{ color: 'var(--erp-success, #3ac47d)' }} />,
        title: `${done.code} 취소를 확인했습니다.`,
        content: `재고와 미수금 ${formatWon(done.total)}원이 돌아갔습니다. 취소 명세서를 인쇄할까요?`,
        okText: '취소 명세서 인쇄',
        cancelText: '닫기',
        focusable: { autoFocusButton: 'ok' },
      });
      refresh();
      if (print) openStatement('cancel', String(done.id));
    } catch (error) {
      modal.error({ title: '확인할 수 없습니다.', content: messageOf(error) });
    }
  };

  const reject = (r: CancelRequestView) => {
    let reason = '';
    modal.confirm({
      title: `${r.code} 취소 요청을 반려합니다.`,
      content: (
        <Input
          autoFocus
          aria-label="반려 사유"
          placeholder="반려 사유 (2자 이상)"
          maxLength={500}
          onChange={(e) => {
            reason = e.target.value;
          }}
        />
      ),
      okText: '반려',
      okButtonProps: { danger: true },
      cancelText: '닫기',
      onOk: async () => {
        if (reason.trim().length < 2) {
          toast.warning('반려 사유를 2자 이상 입력하세요.');
          throw new Error('반려 사유 없음');
        }
        try {
          await rejectCancel(r.id, reason.trim());
          toast.success(`${r.code} 취소 요청을 반려했습니다.`);
          refresh();
        } catch (error) {
          modal.error({ title: '반려할 수 없습니다.', content: messageOf(error) });
        }
      },
    });
  };

  return (
    <ListPage<CancelRequestView>
      title={setup.title}
      description={setup.description}
      filterBar={
        variant === 'info' ? (
          <Card size="small" className="erp-filter-card">
            <Space>
              <Typography.Text>상태</Typography.Text>
              <Select
                style={{ width: 140 }}
                aria-label="상태"
                value={params.status}
                onChange={(s: string) => setParams({ status: s, page: 1 })}
                options={[
                  { value: '', label: '전체' },
                  ...CANCEL_REQUEST_STATUSES.map((s) => ({
                    value: s,
                    label: CANCEL_REQUEST_STATUS_LABELS[s],
                  })),
                ]}
              />
            </Space>
          </Card>
        ) : undefined
      }
      table={{
        gridId: `order-cancel-${variant}`,
        columns: CANCEL_COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: (rows) => setSelected(rows[0] ?? null),
        onRowOpen: (r) =>
          variant === 'unchecked' && r.status === 'requested'
            ? void check(r)
            : navigate(obtainRegisterPath({ customerCode: r.customerCode, obtainCode: r.orderCode })),
        emptyText: variant === 'unchecked' ? '확인할 취소 요청이 없습니다.' : '취소 요청이 없습니다.',
        handleRef: tableRef,
        toolbar: (
          <Space size={6}>
            {variant !== 'checked' && (
              <>
                <Tooltip title={selected?.status === 'requested' ? selected.checkProblem : undefined}>
                  <Button
                    size="small"
                    type="primary"
                    icon={<CheckOutlined />}
                    disabled={selected?.status !== 'requested' || Boolean(selected.checkProblem)}
                    onClick={() => selected && void check(selected)}
                  >
                    취소 확인
                  </Button>
                </Tooltip>
                <Button
                  size="small"
                  danger
                  icon={<StopOutlined />}
                  disabled={selected?.status !== 'requested'}
                  onClick={() => selected && reject(selected)}
                >
                  반려
                </Button>
              </>
            )}
            <Button
              size="small"
              icon={<FileTextOutlined />}
              disabled={selected?.status !== 'checked'}
              onClick={() => selected && openStatement('cancel', String(selected.id))}
            >
              취소 명세서
            </Button>
            <Button
              size="small"
              icon={<BarcodeOutlined />}
              disabled={selected?.status !== 'checked'}
              onClick={() =>
                selected &&
                navigate(
                  `/Company/Examination/Order/OrderCancelExamination?code=${encodeURIComponent(selected.code)}`,
                )
              }
            >
              반품 검수
            </Button>
          </Space>
        ),
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page: size === params.size ? page : 1, size }),
      }}
    />
  );
};

/** Order/Cancel/OrderCancelInfoList: every request, any state. */
export const OrderCancelInfoListPage = () => <CancelList variant="info" />;

/** Order/Cancel/OrderCancelUnCheckList: pending requests, checked or rejected by a second person. */
export const OrderCancelUnCheckListPage = () => <CancelList variant="unchecked" />;

/** Order/Cancel/OrderCancelCheckAllList: checked cancels, with their statements. */
export const OrderCancelCheckAllListPage = () => <CancelList variant="checked" />;
