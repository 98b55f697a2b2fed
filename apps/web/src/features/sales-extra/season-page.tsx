import {
  SEASON_LABELS,
  SEASON_MONTHS,
  SEASON_TYPES,
  type SeasonType,
  salesExtraApi,
  toYmd,
} from '@erp/domain';
import { Alert, Card, Empty, Segmented, Table } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { formatCount } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';

type Row = { kindCode: string; kindName: string; byMonth: number[]; total: number };

/** OrderSeasonList[/:type]: sold quantity per part kind and month (winter batteries, summer A/C). */
export const SeasonPage = () => {
  const { type = 'all' } = useParams();
  const navigate = useNavigate();
  const season = (SEASON_TYPES as readonly string[]).includes(type) ? (type as SeasonType) : null;
  const query = useApiQuery(
    salesExtraApi.season,
    { body: { type: season ?? 'all', toMonth: toYmd(new Date()).slice(0, 6) } },
    { enabled: season !== null },
  );
  if (!season)
    return (
      <Alert
        type="warning"
        showIcon
        title={`알 수 없는 계절입니다 (${type}). all·winter·summer 중 하나입니다.`}
      />
    );
  const data = query.data;
  const inSeason = (m: string) =>
    season === 'all' &&
    (SEASON_MONTHS.winter.includes(Number(m.slice(4))) || SEASON_MONTHS.summer.includes(Number(m.slice(4))));
  return (
    <div className="erp-page">
      <PageHead
        title="계절별 수요"
        description="최근 12개월 품목 분류별 판매 수량 (확인된 취소 제외). 겨울은 배터리, 여름은 에어컨 부품 수요를 봅니다."
        actions={
          <Segmented<SeasonType>
            value={season}
            options={SEASON_TYPES.map((s) => ({ value: s, label: SEASON_LABELS[s] }))}
            onChange={(s) => navigate(`/Company/OrderSeasonList/${s}`)}
          />
        }
      />
      {data && data.rows.length === 0 && <Empty description="이 기간에 판매가 없습니다." />}
      {data && data.rows.length > 0 && (
        <Card size="small">
          <Table<Row>
            size="small"
            rowKey="kindCode"
            pagination={false}
            scroll={{ x: 200 + data.months.length * 80 }}
            dataSource={data.rows}
            columns={[
              { title: '품목 분류', dataIndex: 'kindName', fixed: 'left', width: 160 },
              ...data.months.map((m, i) => ({
                title: `${m.slice(2, 4)}.${m.slice(4)}`,
                key: m,
                width: 80,
                align: 'right' as const,
                className: inSeason(m) ? 'erp-season-month' : undefined,
                render: (_: unknown, r: Row) => formatCount(r.byMonth[i] ?? 0),
              })),
              {
                title: '합계',
                dataIndex: 'total',
                width: 90,
                align: 'right',
                render: (n: number) => formatCount(n),
              },
            ]}
          />
        </Card>
      )}
    </div>
  );
};
