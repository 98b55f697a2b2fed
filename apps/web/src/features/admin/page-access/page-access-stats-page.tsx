import { ReloadOutlined } from '@ant-design/icons';
import type { PageAccessStatsEntry } from '@erp/domain';
import { toYmd } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Table, type TableProps, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { isRegisteredUrl } from '../../../app/screen-registry';
import { SearchButton } from '../../../components/list-page/search-button';
import { openPopupWindow } from '../../../shell/popup/popup-window';
import { pageAccessKeys, usePageAccessStats } from './page-access.api';
import { PageAccessChart } from './page-access-chart';
import {
  DEFAULT_PAGING,
  formatAccessTime,
  pagingFromSorter,
  type StatsFilter,
  type StatsPaging,
  toChartRequest,
  toStatsRequest,
} from './page-access-filters';

type FilterForm = { range: [Dayjs, Dayjs] | null; path: string };

const fromYmd = (ymd: string) => dayjs(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`);
const todayYmd = () => toYmd(new Date());

const RANGE_PRESETS = [
  { label: '오늘', value: (): [Dayjs, Dayjs] => [fromYmd(todayYmd()), fromYmd(todayYmd())] },
  {
    label: '최근 7일',
    value: (): [Dayjs, Dayjs] => [fromYmd(todayYmd()).subtract(6, 'day'), fromYmd(todayYmd())],
  },
  {
    label: '최근 30일',
    value: (): [Dayjs, Dayjs] => [fromYmd(todayYmd()).subtract(29, 'day'), fromYmd(todayYmd())],
  },
  {
    label: '이번 달',
    value: (): [Dayjs, Dayjs] => [fromYmd(todayYmd()).startOf('month'), fromYmd(todayYmd())],
  },
];

const EMPTY_FILTER: StatsFilter = { fromDate: null, toDate: null, path: '' };

const sortOrderOf = (paging: StatsPaging, field: string) =>
  paging.sort === field ? (paging.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

/** SPEC §2.5 /Admin/PageAccessStats: filterable, sortable statistics and the top pages as bars. */
export const PageAccessStatsPage = () => {
  const [form] = Form.useForm<FilterForm>();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<StatsFilter>(EMPTY_FILTER);
  const [paging, setPaging] = useState<StatsPaging>(DEFAULT_PAGING);
  const list = usePageAccessStats(toStatsRequest(filter, paging));
  const chart = usePageAccessStats(toChartRequest(filter));

  const search = ({ range, path }: FilterForm) => {
    setFilter({
      fromDate: range ? range[0].format('YYYYMMDD') : null,
      toDate: range ? range[1].format('YYYYMMDD') : null,
      path: path ?? '',
    });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const columns: TableProps<PageAccessStatsEntry>['columns'] = [
    {
      title: '순위',
      key: 'rank',
      width: 64,
      align: 'right',
      render: (_value, _row, index) => (paging.page - 1) * paging.size + index + 1,
    },
    { title: '페이지 이름', dataIndex: 'pageName', key: 'pageName', ellipsis: true },
    {
      title: '경로',
      dataIndex: 'pagePath',
      key: 'pagePath',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'pagePath'),
      render: (path: string) =>
        isRegisteredUrl(path) ? (
          <Tooltip title="새 창으로 열기">
            <Typography.Link onClick={() => openPopupWindow(path)}>{path}</Typography.Link>
          </Tooltip>
        ) : (
          path
        ),
    },
    {
      title: '접속 수',
      dataIndex: 'accessCount',
      key: 'accessCount',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'accessCount'),
      align: 'right',
      width: 110,
      render: (n: number) => n.toLocaleString('ko-KR'),
    },
    {
      title: '사용자 수',
      dataIndex: 'uniqueUserCount',
      key: 'uniqueUserCount',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'uniqueUserCount'),
      align: 'right',
      width: 110,
      render: (n: number) => n.toLocaleString('ko-KR'),
    },
    {
      title: '마지막 접속',
      dataIndex: 'lastAccessTime',
      key: 'lastAccessTime',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'lastAccessTime'),
      width: 180,
      render: (iso: string | null) => formatAccessTime(iso),
    },
  ];

  return (
    <div className="erp-page">
      <Typography.Title level={3} className="erp-page-title">
        페이지 접속 통계
      </Typography.Title>
      <Card size="small" className="erp-filter-card">
        <Form<FilterForm>
          form={form}
          layout="inline"
          initialValues={{ range: null, path: '' }}
          onFinish={search}
        >
          <Form.Item name="range" label="기간">
            <DatePicker.RangePicker presets={RANGE_PRESETS} allowClear format="YYYY-MM-DD" />
          </Form.Item>
          <Form.Item name="path" label="경로">
            <Input
              placeholder="경로에 포함된 글자 (예: /Admin)"
              allowClear
              maxLength={300}
              style={{ width: 260 }}
            />
          </Form.Item>
          <Form.Item>
            <SearchButton htmlType="submit" />
          </Form.Item>
          <Form.Item>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void queryClient.invalidateQueries({ queryKey: pageAccessKeys.all })}
            >
              새로고침
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card
        size="small"
        title={`접속 상위 ${Math.min(10, chart.data?.rows.length ?? 0) || 10}개 페이지`}
        className="erp-section-card"
      >
        <PageAccessChart rows={chart.data?.rows ?? []} />
      </Card>
      <Card
        size="small"
        title={`페이지별 통계 (${(list.data?.total ?? 0).toLocaleString('ko-KR')}개)`}
        className="erp-section-card"
      >
        <Table<PageAccessStatsEntry>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching}
          locale={{ emptyText: '조건에 맞는 접속 기록이 없습니다.' }}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100],
            showTotal: (total) => `총 ${total.toLocaleString('ko-KR')}개`,
          }}
          onChange={(pagination, _filters, sorter) => {
            const single = Array.isArray(sorter) ? sorter[0] : sorter;
            const sorted = pagingFromSorter(paging, { field: single?.field, order: single?.order });
            const sortChanged = sorted.sort !== paging.sort || sorted.order !== paging.order;
            setPaging({
              ...sorted,
              page: sortChanged ? 1 : (pagination.current ?? 1),
              size: pagination.pageSize ?? paging.size,
            });
          }}
        />
      </Card>
    </div>
  );
};
