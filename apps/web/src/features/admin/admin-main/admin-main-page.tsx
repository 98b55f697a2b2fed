import { ACCOUNT_KIND_LABELS, ACCOUNT_KINDS, type PageAccessStatsEntry, toYmd } from '@erp/domain';
import { Card, Col, Row, Skeleton, Statistic, Table, type TableProps, Typography } from 'antd';
import { Link } from 'react-router';
import { isRegisteredUrl } from '../../../app/screen-registry';
import { useShell } from '../../../shell/layouts/shell-context';
import { usePageAccessStats } from '../page-access/page-access.api';
import { formatAccessTime } from '../page-access/page-access-filters';
import { useAccountCounts } from './admin-main.api';

const TOP_PAGE_COLUMNS: TableProps<PageAccessStatsEntry>['columns'] = [
  { title: '페이지', dataIndex: 'pageName', key: 'pageName', ellipsis: true },
  {
    title: '경로',
    dataIndex: 'pagePath',
    key: 'pagePath',
    ellipsis: true,
    render: (path: string) => (isRegisteredUrl(path) ? <Link to={path}>{path}</Link> : path),
  },
  { title: '접속', dataIndex: 'accessCount', key: 'accessCount', align: 'right', width: 72 },
  { title: '사용자', dataIndex: 'uniqueUserCount', key: 'uniqueUserCount', align: 'right', width: 72 },
  {
    title: '마지막 접속',
    dataIndex: 'lastAccessTime',
    key: 'lastAccessTime',
    width: 100,
    render: (iso: string | null) => formatAccessTime(iso).slice(11, 16),
  },
];

const TopPagesCard = ({ title, fromDate }: { title: string; fromDate: string }) => {
  const today = toYmd(new Date());
  const stats = usePageAccessStats({
    fromDate,
    toDate: today,
    sort: 'accessCount',
    order: 'desc',
    page: 1,
    size: 5,
  });
  return (
    <Card size="small" title={title} extra={<Link to="/Admin/PageAccessStats">전체 통계</Link>}>
      <Table<PageAccessStatsEntry>
        rowKey="id"
        size="small"
        pagination={false}
        columns={TOP_PAGE_COLUMNS}
        dataSource={stats.data?.rows ?? []}
        loading={stats.isPending}
        locale={{ emptyText: '접속 기록이 없습니다.' }}
      />
    </Card>
  );
};

/** The admin's start page: account counts and the busiest pages, all from the live APIs. */
export const AdminMainPage = () => {
  const { session } = useShell();
  const counts = useAccountCounts();
  const today = toYmd(new Date());
  const monthStart = `${today.slice(0, 6)}01`;
  return (
    <div className="erp-page">
      <Typography.Title level={3} className="erp-page-title">
        관리자 메인
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {session.name}님, 계정 현황과 오늘 많이 쓰인 화면입니다.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small" title="계정 현황">
            {counts.loading ? (
              <Skeleton active />
            ) : (
              <>
                <Row gutter={16} className="erp-stat-row">
                  <Col span={12}>
                    <Statistic title="사용 중 계정" value={counts.active ?? 0} suffix="개" />
                  </Col>
                  <Col span={12}>
                    <Statistic
                      title="사용 중지 계정"
                      value={(counts.all ?? 0) - (counts.active ?? 0)}
                      suffix="개"
                    />
                  </Col>
                </Row>
                <table className="erp-kind-table" aria-label="계정 종류별 수">
                  <tbody>
                    {ACCOUNT_KINDS.map((kind) => (
                      <tr key={kind}>
                        <th scope="row">{ACCOUNT_KIND_LABELS[kind]}</th>
                        <td data-kind={kind}>{(counts.byKind[kind] ?? 0).toLocaleString('ko-KR')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <TopPagesCard title="오늘 많이 연 화면" fromDate={today} />
            </Col>
            <Col span={24}>
              <TopPagesCard title="이번 달 많이 연 화면" fromDate={monthStart} />
            </Col>
          </Row>
        </Col>
      </Row>
    </div>
  );
};
