import { BarcodeOutlined, CheckOutlined, FileTextOutlined, StopOutlined } from '@ant-design/icons';
import {
  orderReturnApi,
  RETURN_COLUMNS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type ReturnKind,
  type ReturnStatus,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { downloadApi } from '../../app/contract-client';
import { formatWon } from '../../components/data-table/cell-format';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { toast } from '../../shell/toast/toast';
import {
  checkReturn,
  type ReturnView,
  rejectReturn,
  returnCollectionPath,
  returnExaminationPath,
  returnKeys,
  returnStatementPath,
  useReturns,
} from './order-return.api';
import '../sales-order/sales-order.css';

const COLUMNS = gridColumnsOf(RETURN_COLUMNS);

type Setup = {
  title: string;
  description: string;
  /** Fixed status of the screen; '' lets the reader choose. */
  status: ReturnStatus | '';
  kind?: ReturnKind;
  /** The screen checks and rejects (a second person's work). */
  checks: boolean;
};

export type ReturnListVariant = 'all' | 'unchecked' | 'checked' | 'exchange' | 'defect' | 'defectCheck';

const SETUP: Record<ReturnListVariant, Setup> = {
  all: {
    title: '반품 요청 목록',
    description: '모든 반품 요청과 처리 결과 (일반·교환·불량). Enter 또는 두 번 클릭: 반품 명세서',
    status: '',
    checks: true,
  },
  unchecked: {
    title: '반품 미확인 목록',
    description: '요청한 사람이 아닌 다른 직원이 확인하면 회수를 기다립니다. 반려에는 사유가 필요합니다.',
    status: 'requested',
    checks: true,
  },
  checked: {
    title: '반품 확인 목록',
    description: '확인되어 물건이 돌아오기를 기다리는 반품. 돌아오면 반품 검수에서 스캔합니다.',
    status: 'checked',
    checks: false,
  },
  exchange: {
    title: '교환 반품 목록',
    description: '교환으로 돌아오는 부품 (대체품은 새 주문으로 나갑니다).',
    status: '',
    kind: 'exchange',
    checks: true,
  },
  defect: {
    title: '불량 반품 목록',
    description:
      '불량으로 돌아오는 부품: 검수하면 불량 위치(DF-창고)로 들어가 매입처 반품으로 청구할 수 있습니다.',
    status: '',
    kind: 'defect',
    checks: true,
  },
  defectCheck: {
    title: '불량 반품 확인',
    description: '확인을 기다리는 불량 반품. 요청자가 아닌 다른 직원이 확인합니다.',
    status: 'requested',
    kind: 'defect',
    checks: true,
  },
};

const openWindow = (url: string) => window.open(url, '_blank');

export const ReturnList = ({ variant }: { variant: ReturnListVariant }) => {
  const setup = SETUP[variant];
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useUrlParams({ status: setup.status as string, page: 1, size: 50 });
  const status = (setup.status || params.status || undefined) as ReturnStatus | undefined;
  const query = { status, kind: setup.kind, page: params.page, size: params.size };
  const list = useReturns(query);
  const tableRef = useRef<DataTableHandle>(null);
  const [selected, setSelected] = useState<ReturnView | null>(null);
  const refresh = () => {
    tableRef.current?.clearSelection();
    void queryClient.invalidateQueries({ queryKey: returnKeys.all });
  };

  const check = async (r: ReturnView) => {
    if (r.checkProblem) {
      modal.warning({ title: '확인할 수 없습니다.', content: r.checkProblem });
      return;
    }
    const ok = await modal.confirm({
      title: `${r.code} 반품을 확인할까요?`,
      content: `${r.orderCode} ${r.customerName}: ${r.units}개, ${formatWon(r.total)}원. 물건이 돌아와 검수하면 재고·미수금·적립금에 반영됩니다.`,
      okText: '반품 확인',
      cancelText: '닫기',
    });
    if (!ok) return;
    try {
      const done = await checkReturn(r.id);
      toast.success(`${done.code} 반품을 확인했습니다. 회수를 기다립니다.`);
      refresh();
    } catch (error) {
      modal.error({ title: '확인할 수 없습니다.', content: messageOf(error) });
    }
  };

  const reject = (r: ReturnView) => {
    let reason = '';
    modal.confirm({
      title: `${r.code} 반품 요청을 반려합니다.`,
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
          await rejectReturn(r.id, reason.trim());
          toast.success(`${r.code} 반품 요청을 반려했습니다.`);
          refresh();
        } catch (error) {
          modal.error({ title: '반려할 수 없습니다.', content: messageOf(error) });
        }
      },
    });
  };

  return (
    <ListPage<ReturnView>
      title={setup.title}
      description={setup.description}
      onExcelDownload={() => downloadApi(orderReturnApi.excel, { body: query }, `${setup.title}.xlsx`)}
      filterBar={
        setup.status === '' ? (
          <Card size="small" className="erp-filter-card">
            <Space>
              <Typography.Text>상태</Typography.Text>
              <Select
                style={{ width: 160 }}
                aria-label="상태"
                value={params.status}
                onChange={(s: string) => setParams({ status: s, page: 1 })}
                options={[
                  { value: '', label: '전체' },
                  ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] })),
                ]}
              />
            </Space>
          </Card>
        ) : undefined
      }
      table={{
        gridId: `order-return-${variant}`,
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: (rows) => setSelected(rows[0] ?? null),
        onRowOpen: (r) =>
          setup.checks && r.status === 'requested'
            ? void check(r)
            : r.status === 'checked'
              ? navigate(returnExaminationPath(r.code))
              : openWindow(returnStatementPath(r.code)),
        emptyText: '반품이 없습니다.',
        handleRef: tableRef,
        toolbar: (
          <Space size={6}>
            {setup.checks && (
              <>
                <Tooltip title={selected?.status === 'requested' ? selected.checkProblem : undefined}>
                  <Button
                    size="small"
                    type="primary"
                    icon={<CheckOutlined />}
                    disabled={selected?.status !== 'requested' || Boolean(selected.checkProblem)}
                    onClick={() => selected && void check(selected)}
                  >
                    반품 확인
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
              icon={<BarcodeOutlined />}
              disabled={selected?.status !== 'checked'}
              onClick={() => selected && navigate(returnExaminationPath(selected.code))}
            >
              반품 검수
            </Button>
            <Button
              size="small"
              icon={<FileTextOutlined />}
              disabled={!selected || selected.status === 'rejected'}
              onClick={() => selected && openWindow(returnCollectionPath(selected.code))}
            >
              회수 명세서
            </Button>
            <Button
              size="small"
              icon={<FileTextOutlined />}
              disabled={selected?.status !== 'examined'}
              onClick={() => selected && openWindow(returnStatementPath(selected.code))}
            >
              반품 명세서
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

/** Return/OrderReturnRequestCheckList: every return request, any state and kind. */
export const OrderReturnRequestCheckListPage = () => <ReturnList variant="all" />;
/** Order/OrderReturnNotCheck: requests waiting for a second person's check. */
export const OrderReturnNotCheckPage = () => <ReturnList variant="unchecked" />;
/** Order/OrderReturnCheck: checked returns waiting for their goods and the examination. */
export const OrderReturnCheckPage = () => <ReturnList variant="checked" />;
/** Return/ObtainExchangeReturnList: the exchanges. */
export const ObtainExchangeReturnListPage = () => <ReturnList variant="exchange" />;
/** Return/ObtainDefectiveReturnList: the defective returns. */
export const ObtainDefectiveReturnListPage = () => <ReturnList variant="defect" />;
/** Return/OrderDefectiveReturnCheck: defective returns to check. */
export const OrderDefectiveReturnCheckPage = () => <ReturnList variant="defectCheck" />;
