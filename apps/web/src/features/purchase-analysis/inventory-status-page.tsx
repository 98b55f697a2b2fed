import type { InventoryStatus } from '@erp/domain';
import { Alert, Card, Descriptions, Space, Spin, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';
import { PURCHASE_PATHS } from '../purchase/purchase.api';
import { useInventoryStatus } from './purchase-analysis.api';
import { PURCHASE_ANALYSIS_PATHS as P } from './purchase-analysis-paths';

type History = InventoryStatus['history'][number];
const right = 'right' as const;

const HISTORY_COLUMNS = [
  {
    title: '매입 번호',
    dataIndex: 'code',
    width: 120,
    render: (code: string) => <Link to={PURCHASE_PATHS.detail(code)}>{code}</Link>,
  },
  { title: '매입일', dataIndex: 'purchaseDate', width: 104, render: formatYmd },
  {
    title: '상태',
    dataIndex: 'statusLabel',
    width: 80,
    render: (label: string, h: History) => <Tag color={h.status === 'fixed' ? 'green' : 'blue'}>{label}</Tag>,
  },
  { title: '창고', dataIndex: 'warehouseCode', width: 80 },
  { title: '수량', dataIndex: 'qty', width: 70, align: right },
  { title: '단가', dataIndex: 'unitPrice', width: 100, align: right, render: formatWon },
  { title: '공급가액', dataIndex: 'supply', width: 104, align: right, render: formatWon },
  { title: '부가세', dataIndex: 'vat', width: 90, align: right, render: formatWon },
  { title: '합계', dataIndex: 'total', width: 104, align: right, render: formatWon },
];

/** InventoryStatus/:ptnocode/:customerCode: one part's stock per warehouse and its purchases from one supplier. */
export const InventoryStatusPage = () => {
  const { ptnocode = '', customerCode = '' } = useParams();
  const status = useInventoryStatus(ptnocode.toUpperCase(), customerCode.toUpperCase());
  const s = status.data;
  return (
    <TitledPage
      title="품목 재고 현황"
      description="품목의 창고별 재고와 이 매입처에서 매입한 내역(최근 100건, 미확정 포함)입니다."
      actions={s && <Link to={P.priceOf(s.partCode)}>매입처별 가격 비교</Link>}
    >
      {status.error ? (
        <Alert
          type="warning"
          showIcon
          title={messageOf(status.error)}
          description="품목 코드와 매입처 코드를 확인하세요."
        />
      ) : !s ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Card size="small">
            <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="품목">
                {s.partNo} {s.partName} ({s.partCode})
              </Descriptions.Item>
              <Descriptions.Item label="매입처">
                {s.supplierName} ({s.supplierCode})
              </Descriptions.Item>
              <Descriptions.Item label="기준 매입가">{formatWon(s.purchasePrice)}원</Descriptions.Item>
              <Descriptions.Item label="현재고 (전체)">
                <strong>{s.onHand.toLocaleString('ko-KR')}</strong>
              </Descriptions.Item>
              <Descriptions.Item label="적정 재고">{s.properStock.toLocaleString('ko-KR')}</Descriptions.Item>
              <Descriptions.Item label="창고별">
                {s.warehouses.length === 0
                  ? '재고 기록 없음'
                  : s.warehouses
                      .map((w) => `${w.warehouseName} ${w.qty.toLocaleString('ko-KR')}`)
                      .join(' · ')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title={`매입 내역 (${s.history.length})`}>
            <Table<History>
              size="small"
              rowKey="code"
              pagination={false}
              dataSource={s.history}
              columns={HISTORY_COLUMNS}
              locale={{ emptyText: '이 매입처에서 매입한 기록이 없습니다.' }}
              scroll={{ x: 860 }}
            />
          </Card>
        </Space>
      )}
    </TitledPage>
  );
};
