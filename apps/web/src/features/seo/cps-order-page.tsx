import {
  CPS_ORDER_COLUMNS,
  CPS_ORDER_LIST_SPEC,
  CPS_STATUS_LABELS,
  CPS_STATUSES,
  type CpsOrder,
  type CpsStatus,
  linkTo,
  seoApi,
  seoScreens,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Segmented, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import type { QuickField } from '../../components/list-page/filter-draft';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { toast } from '../../shell/toast/toast';

const COLUMNS = gridColumnsOf(CPS_ORDER_COLUMNS, { spec: CPS_ORDER_LIST_SPEC });
const QUICK: readonly QuickField[] = [{ field: 'requestedAt', op: 'between' }];
const EXCEL = { contract: seoApi.cpsExcel, fileName: 'CPS주문목록.xlsx' };
const ALL = 'all';
const S = seoScreens;

/** One CPS order: its lines and head office's fill (a move MAIN → BUSAN, shipped into transit). */
const CpsDetail = ({ code }: { code: string }) => {
  const client = useQueryClient();
  const detail = useApiQuery(seoApi.cpsDetail, { params: { code } });
  const [busy, setBusy] = useState(false);
  const cps = detail.data;
  const fill = async () => {
    if (!cps) return;
    setBusy(true);
    try {
      const { message } = await callApiWithMessage(
        seoApi.cpsFill,
        { params: { code: cps.code }, body: { version: cps.version } },
        { selfHandled: true },
      );
      toast.success(message);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      await client.invalidateQueries({ queryKey: ['cps'] });
      setBusy(false);
    }
  };
  if (detail.isError) return <Alert type="warning" showIcon title={messageOf(detail.error)} />;
  if (!cps) return null;
  const fillable = cps.status === 'requested' || cps.status === 'failed';
  return (
    <Card
      size="small"
      title={`CPS 주문 ${cps.code}`}
      extra={
        fillable && (
          <Button type="primary" loading={busy} onClick={() => void fill()}>
            {cps.status === 'failed' ? '다시 출고' : '본사 출고 (부산으로)'}
          </Button>
        )
      }
    >
      <Descriptions size="small" column={4}>
        <Descriptions.Item label="상태">
          <Tag color={cps.status === 'failed' ? 'red' : 'blue'}>{cps.statusLabel}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="지점 주문">{cps.orderCode}</Descriptions.Item>
        <Descriptions.Item label="거래처">{cps.customerName}</Descriptions.Item>
        <Descriptions.Item label="이동 번호">{cps.moveCode ?? '-'}</Descriptions.Item>
      </Descriptions>
      {cps.failReason && (
        <Alert type="error" showIcon title={`실패 사유 (${cps.failCount}회): ${cps.failReason}`} />
      )}
      <Table
        style={{ marginTop: 8 }}
        size="small"
        rowKey="lineNo"
        pagination={false}
        dataSource={cps.lines}
        columns={[
          { title: '줄', dataIndex: 'lineNo', width: 44 },
          { title: '품번', dataIndex: 'partNo', width: 140 },
          { title: '품명', dataIndex: 'partName' },
          { title: '수량', dataIndex: 'qty', width: 70, align: 'right' },
        ]}
      />
    </Card>
  );
};

type Props = { fail: boolean };

/** The CPS orders of one status (or the failures), with the chosen one's detail underneath. */
const CpsOrders = ({ fail }: Props) => {
  const navigate = useNavigate();
  const { type = ALL, seoorder } = useParams();
  const [search] = useSearchParams();
  const status = (CPS_STATUSES as readonly string[]).includes(type) ? (type as CpsStatus) : null;
  // The failure list: 'open' (still failed) or 'all' (every order that ever failed).
  const fixed = fail
    ? type === ALL
      ? [{ field: 'everFailed', op: 'eq' as const, value: true }]
      : [{ field: 'status', op: 'eq' as const, value: 'failed' }]
    : status
      ? [{ field: 'status', op: 'eq' as const, value: status }]
      : [];
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    seoApi.cpsList,
    CPS_ORDER_LIST_SPEC,
    {
      excel: EXCEL,
      fixed,
    },
  );
  const options = useMemo(
    () => ({ status: CPS_STATUSES.map((s) => ({ value: s, label: CPS_STATUS_LABELS[s] })) }),
    [],
  );
  const rows = pagedRows(page, query, sortBy);
  const open = (r: CpsOrder) =>
    navigate(
      fail
        ? `${linkTo(S.orderSeoOrderFailListOf, { type })}?code=${r.code}`
        : linkTo(S.orderSeoOrderInfoOne, { type, seoorder: r.code }),
    );
  const chosen = seoorder ?? search.get('code');
  const tabs = fail
    ? [
        { value: 'open', label: '실패 (미처리)' },
        { value: ALL, label: '전체' },
      ]
    : [
        { value: ALL, label: '전체' },
        ...CPS_STATUSES.map((s) => ({ value: s, label: CPS_STATUS_LABELS[s] })),
      ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Segmented
        value={type}
        options={tabs}
        onChange={(v) =>
          navigate(
            fail
              ? linkTo(S.orderSeoOrderFailListOf, { type: String(v) })
              : linkTo(S.orderSeoOrderInfoOf, { type: String(v) }),
          )
        }
      />
      <ListPage<CpsOrder>
        title={fail ? '서 지점 CPS 실패 목록' : '서 지점 CPS 주문'}
        description={
          fail
            ? '본사가 출고하지 못한 CPS 주문과 그 사유입니다. 재고를 확인한 뒤 열어서 다시 출고합니다.'
            : '지점이 부산 재고로 채우지 못해 본사에 요청한 주문입니다. 열어서 본사 창고에서 부산으로 출고합니다.'
        }
        onExcelDownload={downloadExcel}
        filterBar={
          <SpecFilterBar
            {...filterBar}
            options={options}
            quickFields={status || fail ? QUICK : [...QUICK, { field: 'status', op: 'eq', width: 120 }]}
            keywordPlaceholder="CPS 번호·실패 사유"
          />
        }
        table={{
          gridId: fail ? 'seo-cps-fail-list' : 'seo-cps-list',
          columns: COLUMNS,
          ...rows,
          rowId: (r) => r.code,
          onRowOpen: open,
          emptyText: fail ? '실패한 CPS 주문이 없습니다.' : '조건에 맞는 CPS 주문이 없습니다.',
        }}
        paging={pagedPaging(page, query, goTo)}
      />
      {chosen && <CpsDetail key={chosen} code={chosen} />}
    </Space>
  );
};

/** Order/OrderSeoOrderInfo[/:type[/:seoorder]]: head office's list of the branch's CPS orders. */
export const OrderSeoOrderInfoPage = () => <CpsOrders fail={false} />;

/** Order/OrderSeoOrderFailList[/:type]: the CPS orders head office could not ship, and why. */
export const OrderSeoOrderFailListPage = () => <CpsOrders fail />;
