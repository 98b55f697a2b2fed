import { CalendarOutlined, FileTextOutlined, ShoppingOutlined, TeamOutlined } from '@ant-design/icons';
import { externalApi, externalScreens, linkTo, ROTATION_WEEKDAY_LABELS } from '@erp/domain';
import { Avatar, Button, Card, Descriptions, Empty, Space, Spin, Statistic, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { ItemList } from '../../components/item-list/item-list';
import { TitledPage } from '../../components/page-head/page-head';
import { km, won } from './external.api';
import './external.css';

/** ExternalMain: the day of an external — today's visits in order, today's orders, reports due. */
export const ExternalMainPage = () => {
  const navigate = useNavigate();
  const main = useApiQuery(externalApi.main, {});
  const d = main.data;
  if (!d) return <Spin style={{ margin: 40 }} />;
  const dayName = ROTATION_WEEKDAY_LABELS[d.weekday] ?? '일';
  return (
    <TitledPage
      title="오늘의 영업"
      description={`${d.today.slice(0, 4)}.${d.today.slice(4, 6)}.${d.today.slice(6)} (${dayName}) · 내 거래처 ${d.customerCount}곳`}
      className="ext-page"
    >
      <div className="ext-cards">
        <Card
          title={
            <>
              <CalendarOutlined /> 오늘 방문 ({d.visits.length}곳)
            </>
          }
          extra={
            <Button
              size="small"
              onClick={() =>
                navigate(`${externalScreens.externalRotationSequence.path}?weekday=${d.weekday}`)
              }
            >
              순서 바꾸기
            </Button>
          }
        >
          {d.visits.length === 0 ? (
            <Empty description="오늘 방문할 거래처가 없습니다." />
          ) : (
            <ol className="ext-visits" aria-label="오늘 방문">
              {d.visits.map((v) => (
                <li key={v.id} className="ext-visit-row">
                  <span className="ext-visit-seq">{v.seq}</span>
                  <span className="ext-visit-main">
                    {v.customerName}
                    <small>{v.address ?? v.customerCode}</small>
                  </span>
                  {v.legMetres != null && <Tag>{km(v.legMetres)}</Tag>}
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card
          title={
            <>
              <FileTextOutlined /> 보고
            </>
          }
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            {d.dayReportCode ? (
              <Button
                block
                onClick={() =>
                  navigate(linkTo(externalScreens.externalDayReportView, { code: d.dayReportCode! }))
                }
              >
                오늘 일일 보고 보기 ({d.dayReportCode})
              </Button>
            ) : (
              <Button
                block
                type="primary"
                onClick={() => navigate(externalScreens.externalDayReportRegister.path)}
              >
                오늘 일일 보고 쓰기
              </Button>
            )}
            {d.weekReportCode ? (
              <Button
                block
                onClick={() =>
                  navigate(linkTo(externalScreens.externalWeekReportView, { code: d.weekReportCode! }))
                }
              >
                이번 주 주간 보고 보기
              </Button>
            ) : (
              <Button block onClick={() => navigate(externalScreens.externalWeekReportRegister.path)}>
                이번 주 주간 보고 쓰기
              </Button>
            )}
            {d.unreadComments > 0 && <Tag color="orange">최근 7일 본사 의견 {d.unreadComments}건</Tag>}
          </Space>
        </Card>
        <Card
          title={
            <>
              <ShoppingOutlined /> 오늘 주문 ({d.orders.length}건)
            </>
          }
        >
          <ItemList
            items={d.orders}
            rowKey={(o) => o.code}
            title={(o) => o.customerName}
            description={(o) => o.code}
            extra={(o) => won(o.total)}
            emptyText="오늘 주문이 없습니다."
          />
        </Card>
        <Card
          title={
            <>
              <TeamOutlined /> 바로 가기
            </>
          }
        >
          <Space wrap>
            <Button onClick={() => navigate(externalScreens.externalRecommendByCustMobile.path)}>
              내 거래처
            </Button>
            <Button onClick={() => navigate(externalScreens.externalSellPeriodically.path)}>
              매출·수수료
            </Button>
            <Button onClick={() => navigate(externalScreens.externalDayReportList.path)}>보고 목록</Button>
          </Space>
        </Card>
      </div>
    </TitledPage>
  );
};

/** ExternalInfo: the external's own record as head office keeps it. */
export const ExternalInfoPage = () => {
  const me = useApiQuery(externalApi.me, {});
  const rates = useApiQuery(externalApi.commissionRates, {});
  const u = me.data;
  if (!u) return <Spin style={{ margin: 40 }} />;
  return (
    <TitledPage title="내 정보" description="정보 변경은 본사에 요청하세요." className="ext-page">
      <Space align="center" style={{ marginBottom: 16 }}>
        <Avatar size={64} src={u.imageUrl ?? undefined}>
          {u.name.slice(0, 1)}
        </Avatar>
        <strong style={{ fontSize: 18 }}>{u.name}</strong>
      </Space>
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label="아이디">{u.loginId}</Descriptions.Item>
        <Descriptions.Item label="추천인 코드">
          <Tag color="blue">{u.recommendCode}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="전화번호">{u.phone ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="담당 지역">{u.region ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="추천 거래처">
          <Statistic value={u.customerCount} suffix="곳" styles={{ content: { fontSize: 16 } }} />
        </Descriptions.Item>
        <Descriptions.Item label="출발지 좌표">
          {u.startLat != null && u.startLng != null
            ? `${u.startLat}, ${u.startLng}`
            : '없음 (첫 방문지에서 출발)'}
        </Descriptions.Item>
        <Descriptions.Item label="수수료율">
          {(rates.data?.brackets ?? []).map((b) => (
            <div key={b.fromAmount}>
              {won(b.fromAmount)} 이상: {(b.rateBp / 100).toFixed(2)}%
            </div>
          ))}
        </Descriptions.Item>
      </Descriptions>
    </TitledPage>
  );
};
