import {
  STOCK_COUNT_SCOPE_LABELS,
  STOCK_COUNT_STATUS_LABELS,
  type StockCountLine,
  type StockCountStatus,
  type StockCountView,
} from '@erp/domain';
import { Button, Descriptions, Empty, Table, Tag } from 'antd';
import { formatKstDateTime, formatYmd } from '../../components/data-table/cell-format';
import { formatDiff } from './count-entry';
import { useCountsIn } from './stock-count.api';
import './stock-count.css';

// Pieces the count screens share: the status tag, the header, the lines table and the picker.

const STATUS_COLORS: Record<StockCountStatus, string> = {
  planned: 'default',
  counting: 'blue',
  submitted: 'orange',
  posted: 'green',
  cancelled: 'red',
};

export const CountStatusTag = ({ status }: { status: StockCountStatus }) => (
  <Tag color={STATUS_COLORS[status]}>{STOCK_COUNT_STATUS_LABELS[status]}</Tag>
);

export const zoneLabel = (zone: { seq: number; location: string | null }) =>
  `${zone.seq}. ${zone.location ?? '위치 없음'}`;

export const CountHead = ({ c }: { c: StockCountView }) => (
  <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
    <Descriptions.Item label="실사 번호">
      <span className="erp-mono">{c.code}</span> <CountStatusTag status={c.status} />
    </Descriptions.Item>
    <Descriptions.Item label="창고">{c.warehouseName}</Descriptions.Item>
    <Descriptions.Item label="실사 예정일">{formatYmd(c.plannedOn)}</Descriptions.Item>
    <Descriptions.Item label="범위">
      {STOCK_COUNT_SCOPE_LABELS[c.scope]}
      {c.scopeValues.length > 0 ? `: ${c.scopeValues.join(', ')}` : ''}
    </Descriptions.Item>
    <Descriptions.Item label="실사 담당자">
      {c.counters.length === 0 ? '직원 누구나' : c.counters.map((u) => u.name).join(', ')}
    </Descriptions.Item>
    <Descriptions.Item label="진행">
      {c.countedCount} / {c.lineCount} 품목 · 차이 {c.differenceCount}품목 ({formatDiff(c.differenceQty)})
    </Descriptions.Item>
    <Descriptions.Item label="계획자">{c.plannedByName ?? '-'}</Descriptions.Item>
    <Descriptions.Item label="완료자">
      {c.submittedByName ? `${c.submittedByName} (${formatKstDateTime(c.submittedAt)})` : '-'}
    </Descriptions.Item>
    <Descriptions.Item label="승인자">
      {c.approvedByName ? `${c.approvedByName} (${formatKstDateTime(c.postedAt)})` : '-'}
    </Descriptions.Item>
    {c.memo && <Descriptions.Item label="비고">{c.memo}</Descriptions.Item>}
  </Descriptions>
);

const LINE_COLUMNS = [
  { title: '줄', dataIndex: 'lineNo', width: 50, align: 'right' as const },
  { title: '위치', dataIndex: 'location', width: 90, render: (v: string | null) => v ?? '-' },
  { title: '품번', dataIndex: 'partNo', width: 140, className: 'erp-mono' },
  { title: '품명', dataIndex: 'partName', ellipsis: true },
  {
    title: '장부(실사 시점)',
    dataIndex: 'bookQty',
    width: 110,
    align: 'right' as const,
    render: (v: number | null) => v ?? '-',
  },
  {
    title: '실사',
    dataIndex: 'countedQty',
    width: 70,
    align: 'right' as const,
    render: (v: number | null) => v ?? '-',
  },
  {
    title: '차이',
    dataIndex: 'difference',
    width: 70,
    align: 'right' as const,
    render: (v: number | null) => (
      <span className={v !== null && v !== 0 ? 'erp-cell-negative' : ''}>{formatDiff(v)}</span>
    ),
  },
  { title: '실사자', dataIndex: 'countedByName', width: 90, render: (v: string | null) => v ?? '' },
  {
    title: '실사 시각',
    dataIndex: 'countedAt',
    width: 150,
    render: (v: string | null) => formatKstDateTime(v),
  },
];

export const CountLinesTable = ({ rows, loading }: { rows: readonly StockCountLine[]; loading: boolean }) => (
  <Table<StockCountLine>
    size="small"
    rowKey="lineNo"
    loading={loading}
    columns={LINE_COLUMNS}
    dataSource={[...rows]}
    pagination={rows.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
    scroll={{ x: 900 }}
    locale={{ emptyText: '품목이 없습니다.' }}
  />
);

/**
 * The counts in one of `statuses` as tappable cards (code, warehouse, progress): the desk, the
 * phone and the approval desk start here. The chosen one is marked.
 */
export const CountPicker = ({
  statuses,
  value,
  onChange,
  large,
}: {
  statuses: readonly StockCountStatus[];
  value: string | null;
  onChange: (code: string) => void;
  large?: boolean;
}) => {
  const counts = useCountsIn(statuses);
  const rows = counts.data?.rows ?? [];
  if (!counts.isFetching && rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="해당하는 재고 실사가 없습니다." />;
  return (
    <div className="erp-count-picker" role="listbox" aria-label="재고 실사">
      {rows.map((c) => (
        <Button
          key={c.code}
          role="option"
          aria-selected={c.code === value}
          type={c.code === value ? 'primary' : 'default'}
          size={large ? 'large' : 'middle'}
          onClick={() => onChange(c.code)}
        >
          <span className="erp-mono">{c.code}</span> · {c.warehouseName} ·{' '}
          {STOCK_COUNT_STATUS_LABELS[c.status]} ({c.countedCount}/{c.lineCount})
        </Button>
      ))}
    </div>
  );
};
