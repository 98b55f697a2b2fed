import { Alert, Button, Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { isRegisteredUrl } from '../../app/screen-registry';
import { MobileCardList } from '../../components/mobile-page/mobile-card-list';
import { usePurchaseDay } from './purchase-analysis.api';
import { PURCHASE_ANALYSIS_PATHS as P } from './purchase-analysis-paths';
import { DAY_CARDS, type DayCard } from './purchase-day-cards';
import './purchase-analysis.css';

// The purchase-staff menu's work screens as big buttons (menu-plan: purchase-staff); one that is not
// built yet (another area's) is left out until its screen exists.
const STAFF_SCREENS = [
  { to: '/Purchase/PurchaseOrder', label: '발주' },
  { to: '/Purchase/PurchaseOrderList', label: '발주 목록' },
  { to: '/Purchase/PurchaseReturn', label: '반품' },
  { to: '/Purchase/PurchaseReturnList', label: '반품 목록' },
  { to: P.priceComparison, label: '가격 비교' },
  { to: P.shortage, label: '부족 재고' },
];

/** PurchaseMobileMain: the purchase login's phone landing, the day's counts as thumb-sized buttons. */
export const PurchaseMobileMainPage = () => {
  const navigate = useNavigate();
  const day = usePurchaseDay();
  const d = day.data;
  return (
    <div className="erp-mobile-main erp-purchase-mobile">
      <Typography.Title level={4}>매입 메인</Typography.Title>
      {day.error && <Alert type="error" showIcon title={messageOf(day.error)} />}
      <MobileCardList<DayCard>
        items={DAY_CARDS}
        keyOf={(c) => c.key}
        loading={!d && !day.error}
        emptyText="보여 줄 업무가 없습니다."
        onOpen={(c) => d && navigate(c.to(d))}
        classPrefix="erp-purchase-day"
        renderMain={(c) => (
          <>
            <span className="erp-purchase-day-title">{c.title}</span>
            <span className="erp-purchase-day-count">
              {d ? c.count(d).toLocaleString('ko-KR') : '-'}건{d && c.figure ? ` · ${c.figure(d)}` : ''}
            </span>
            {d && <span className="erp-text-secondary">{c.lines(d)[0]?.text ?? c.empty}</span>}
          </>
        )}
      />
      <Card size="small" title="매입 업무" className="erp-mobile-card">
        <div className="erp-purchase-mobile-buttons">
          {STAFF_SCREENS.filter((s) => isRegisteredUrl(s.to)).map((s) => (
            <Button key={s.to} size="large" block onClick={() => navigate(s.to)}>
              {s.label}
            </Button>
          ))}
        </div>
      </Card>
    </div>
  );
};
