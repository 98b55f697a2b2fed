import { Alert, Card, Col, Row, Skeleton, Space, Statistic } from 'antd';
import { Link } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatYmd } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';
import { usePurchaseDay } from './purchase-analysis.api';
import { PURCHASE_ANALYSIS_PATHS as P } from './purchase-analysis-paths';
import { DAY_CARDS } from './purchase-day-cards';
import './purchase-analysis.css';

const REPORT_LINKS = [
  { to: P.status, label: '매입 현황' },
  { to: P.register, label: '매입 장부' },
  { to: P.buyRegister, label: '매입처별 장부' },
  { to: P.priceComparison, label: '가격 비교' },
  { to: P.stockInOut, label: '입출고 목록' },
];

/**
 * PurchaseManagement: the purchase login's desktop landing. Each card counts what waits (drafts to
 * fix, today's purchases, parts to buy, money owed) and lists the first few, linked to their screens.
 */
export const PurchaseManagementPage = () => {
  const day = usePurchaseDay();
  const d = day.data;
  return (
    <TitledPage
      title="매입 관리"
      description={
        d
          ? `${formatYmd(d.today)} 매입 업무 현황입니다. 1분마다 새로 읽습니다.`
          : '오늘의 매입 업무 현황입니다.'
      }
      actions={
        <Space wrap>
          {REPORT_LINKS.map((l) => (
            <Link key={l.to} to={l.to}>
              {l.label}
            </Link>
          ))}
        </Space>
      }
    >
      {day.error && <Alert type="error" showIcon title={messageOf(day.error)} />}
      <Row gutter={[16, 16]}>
        {DAY_CARDS.map((card) => (
          <Col key={card.key} xs={24} md={12} xl={6}>
            <Card
              size="small"
              title={card.title}
              extra={d && <Link to={card.to(d)}>전체 보기</Link>}
              data-testid={`purchase-day-${card.key}`}
            >
              {!d ? (
                <Skeleton active />
              ) : (
                <>
                  <Statistic value={card.count(d)} suffix="건" />
                  {card.figure && <div className="erp-text-secondary">{card.figure(d)}</div>}
                  <ul className="erp-purchase-day-lines">
                    {card.lines(d).map((line) => (
                      <li key={line.key}>
                        <Link to={line.to}>{line.text}</Link>
                        <span className="erp-text-secondary">{line.note}</span>
                      </li>
                    ))}
                  </ul>
                  {card.lines(d).length === 0 && <div className="erp-text-secondary">{card.empty}</div>}
                </>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </TitledPage>
  );
};
