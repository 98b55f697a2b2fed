import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { type PartReturnRow, STOCK_MOVE_REASON_LABELS, type StockMoveReason, toYmd } from '@erp/domain';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { formatCount, formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { CustomerPicker } from '../customer/customer-picker';
import { usePartLookup } from '../part-info/part-info.api';
import { PartPicker } from '../part-info/part-picker';
import { openStatement } from '../statement/statement-paths';
import { usePartReturns } from './part-report.api';
import { PeriodPicker } from './period-picker';
import { lastDays, type Period, periodProblem } from './report-period';

const COLUMNS: DataColumn<PartReturnRow>[] = [
  {
    colId: 'at',
    headerName: '입고 일시',
    field: 'at',
    width: 150,
    pinned: 'left',
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  {
    colId: 'reason',
    headerName: '구분',
    field: 'reason',
    width: 120,
    valueFormatter: (p) => STOCK_MOVE_REASON_LABELS[p.value as StockMoveReason] ?? String(p.value ?? ''),
  },
  {
    colId: 'docCode',
    headerName: '취소·반품 번호',
    field: 'docCode',
    width: 150,
    cellClass: 'erp-cell-code',
  },
  { colId: 'orderCode', headerName: '원 주문', field: 'orderCode', width: 150, cellClass: 'erp-cell-code' },
  {
    colId: 'customerName',
    headerName: '거래처',
    field: 'customerName',
    width: 160,
    tooltipField: 'customerName',
  },
  { colId: 'partCode', headerName: '품목 코드', field: 'partCode', width: 105, cellClass: 'erp-cell-code' },
  { colId: 'partNo', headerName: '품번', field: 'partNo', width: 140, lockVisible: true },
  { colId: 'partName', headerName: '품명', field: 'partName', width: 200, tooltipField: 'partName' },
  { colId: 'warehouseCode', headerName: '창고', field: 'warehouseCode', width: 90 },
  {
    colId: 'qty',
    headerName: '수량',
    field: 'qty',
    width: 80,
    type: 'rightAligned',
    cellClass: 'erp-cell-number',
    valueFormatter: (p) => formatCount(p.value as number),
  },
];

/**
 * Part/PartReturnList: what came back into stock from customers in a period (checked sale
 * cancels and returns), read from the stock ledger. Enter opens the cancel statement.
 */
export const PartReturnListPage = () => {
  const today = useMemo(() => toYmd(new Date()), []);
  const start = useMemo(() => lastDays(today, 30), [today]);
  const [params, setParams] = useUrlParams({
    from: start.from,
    to: start.to,
    part: '',
    customer: '',
    page: 1,
    size: 50,
  });
  const [period, setPeriod] = useState<Period>({ from: params.from, to: params.to });
  useEffect(() => setPeriod({ from: params.from, to: params.to }), [params.from, params.to]);
  const part = usePartLookup(params.part || undefined);
  const problem = periodProblem({ from: params.from, to: params.to });
  const draftProblem = periodProblem(period);
  const list = usePartReturns(
    {
      fromDate: params.from,
      toDate: params.to,
      page: params.page,
      size: params.size,
      ...(params.part ? { partCode: params.part } : {}),
      ...(params.customer ? { customerCode: params.customer } : {}),
    },
    problem === null,
  );
  return (
    <ListPage<PartReturnRow>
      title="품목 반품 목록"
      description="거래처에서 돌아와 재고로 들어온 품목입니다 (확인된 판매 취소·반품). Enter 또는 두 번 클릭하면 취소 명세서가 열립니다."
      filterBar={
        <Card size="small" className="erp-filter-card">
          <Space wrap>
            <PeriodPicker value={period} today={today} onChange={setPeriod} />
            {params.part ? (
              <Tag
                closable
                closeIcon={<CloseOutlined aria-label="품목 조건 지우기" />}
                onClose={() => setParams({ part: '', page: 1 })}
                style={{ padding: '4px 8px', fontSize: 13 }}
              >
                품목: {part.data ? `${part.data.partNo} ${part.data.name}` : params.part}
              </Tag>
            ) : (
              <PartPicker
                ariaLabel="품목"
                placeholder="품목 (품번·품명·바코드)"
                onPick={(p) => setParams({ part: p.code, page: 1 })}
              />
            )}
            <CustomerPicker
              value={params.customer || null}
              placeholder="거래처 (전체)"
              style={{ width: 220 }}
              onChange={(code) => setParams({ customer: code ?? '', page: 1 })}
            />
            <Button
              type="primary"
              icon={<SearchOutlined />}
              disabled={Boolean(draftProblem)}
              onClick={() => setParams({ from: period.from, to: period.to, page: 1 })}
            >
              조회
            </Button>
          </Space>
          {draftProblem && (
            <Alert type="error" showIcon style={{ marginTop: 8 }} title={`기간: ${draftProblem}`} />
          )}
        </Card>
      }
      table={{
        gridId: 'part-return-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => `${r.docCode}:${r.partCode}:${r.at}`,
        loading: list.isFetching,
        onRowOpen: (r) => {
          if (r.reason === 'cancel-in') openStatement('cancel', r.docCode);
        },
        emptyText: '기간 안에 돌아온 품목이 없습니다.',
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page: size === params.size ? page : 1, size }),
      }}
      footer={
        list.data && (
          <Typography.Text type="secondary">
            전체 {formatCount(list.data.total)}건 · 수량 {formatCount(list.data.qty)}
          </Typography.Text>
        )
      }
    />
  );
};
