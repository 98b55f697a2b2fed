import { type OrderReportRow, salesReportApi } from '@erp/domain';
import { Input } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { FilterItem } from '../../components/screen-parts/filter-card';
import { OrderReportList } from './order-report-list';
import { REPORT_COLUMNS } from './report-columns';
import { useReport } from './sales-report.api';
import { useReportParams } from './use-report-params';
import './sales-report.css';

/**
 * OrderCarnum/:carnum (SPEC §7.8 car number list): the orders of one car by its number or a part
 * of it (the last four digits are what a caller usually says), over the last year by default.
 */
export const OrderCarnumPage = () => {
  const { carnum = '' } = useParams();
  const navigate = useNavigate();
  const carNumber = carnum === '-' ? '' : carnum.trim();
  const report = useReportParams({
    days: 365,
    sortable: ['orderDate', 'code', 'customerName', 'total', 'fixedAt'],
    defaultSort: [{ field: 'orderDate', dir: 'desc' }],
  });
  const enabled = carNumber.replace(/\s+/g, '').length >= 2;
  const list = useReport(salesReportApi.carNumberList, { ...report.query, carNumber }, enabled);
  return (
    <OrderReportList<OrderReportRow>
      title="차량번호별 주문"
      description="차량번호 전체 또는 일부(예: 뒤 네 자리)로 그 차의 주문을 찾습니다."
      gridId="order-carnum"
      columns={REPORT_COLUMNS}
      report={report}
      list={list}
      enabled={enabled}
      extra={
        <FilterItem label="차량번호">
          <Input
            key={carNumber}
            style={{ width: 150 }}
            defaultValue={carNumber}
            maxLength={20}
            autoFocus
            placeholder="12가3456 또는 3456"
            aria-label="차량번호"
            onPressEnter={(e) => {
              const next = (e.target as HTMLInputElement).value.trim();
              if (next) navigate(`/Company/Order/OrderCarnum/${encodeURIComponent(next)}`);
            }}
          />
        </FilterItem>
      }
      emptyText={
        enabled ? '이 차량번호의 주문이 없습니다.' : '차량번호를 2자 이상 입력하고 Enter를 누르세요.'
      }
    />
  );
};
