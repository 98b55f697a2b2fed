import { type BatteryMonthly, batteryStockApi, batteryStockScreens, linkTo } from '@erp/domain';
import { Alert, Button, InputNumber, Result, Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useApiQuery } from '../../app/contract-client';
import { PageHead } from '../../components/page-head/page-head';
import { useWarehouses } from '../part/part.api';
import { isOldBattery, ymdText } from './battery-age';

type Row = BatteryMonthly['rows'][number];

const monthText = (m: string) => (m === '' ? '제조일 없음' : `${m.slice(0, 4)}-${m.slice(4, 6)}`);

/** Months between a YYYYMM and today (Korean calendar), for the column's highlight. */
const monthsAgo = (m: string): number | null => {
  if (m === '') return null;
  const now = new Date(Date.now() + 9 * 3_600_000);
  return (
    (now.getUTCFullYear() - Number(m.slice(0, 4))) * 12 + (now.getUTCMonth() + 1 - Number(m.slice(4, 6)))
  );
};

/**
 * MonthlyBatteryInfoList/:type: battery units on hand (unit barcodes in stock) by month of
 * manufacture, per warehouse and part; :type is a warehouse code or 'all' (every warehouse).
 * Months older than the freshness line (6 months unless changed) are shown in red, so the old
 * ones are sold first.
 */
export const MonthlyBatteryPage = () => {
  const { type = 'all' } = useParams();
  const navigate = useNavigate();
  const [oldMonths, setOldMonths] = useState(6);
  const warehouses = useWarehouses();
  const report = useApiQuery(batteryStockApi.monthly, { params: { type }, query: { oldMonths } });
  const data = report.data;
  const columns = useMemo(
    () => [
      { title: '창고', dataIndex: 'warehouseName', key: 'w', width: 110, fixed: 'left' as const },
      { title: '품번', dataIndex: 'partNo', key: 'p', width: 120, fixed: 'left' as const },
      { title: '품명', dataIndex: 'partName', key: 'n', width: 160 },
      ...(data?.months ?? []).map((m, i) => ({
        title: (
          <span style={isOldBattery(monthsAgo(m), oldMonths) ? { color: '#cf1322' } : undefined}>
            {monthText(m)}
          </span>
        ),
        key: `m${m}`,
        width: 84,
        align: 'right' as const,
        render: (_: unknown, r: Row) =>
          r.counts[i] ? (
            <span
              style={
                isOldBattery(monthsAgo(m), oldMonths) ? { color: '#cf1322', fontWeight: 600 } : undefined
              }
            >
              {r.counts[i]}
            </span>
          ) : (
            ''
          ),
      })),
      { title: '합계', dataIndex: 'total', key: 't', width: 70, align: 'right' as const },
      {
        title: `${oldMonths}개월 초과`,
        dataIndex: 'old',
        key: 'o',
        width: 90,
        align: 'right' as const,
        render: (v: number) => (v > 0 ? <strong style={{ color: '#cf1322' }}>{v}</strong> : 0),
      },
      {
        title: '가장 오래된 제조일',
        key: 'd',
        width: 130,
        render: (_: unknown, r: Row) => ymdText(r.oldest),
      },
    ],
    [data, oldMonths],
  );
  return (
    <div className="erp-page">
      <PageHead
        title="월별 배터리 재고"
        description="재고에 있는 배터리 개체를 제조월별로 셉니다. 기준 개월을 넘은 달은 빨간색이며, 판매 검수는 오래된 것부터 꺼냅니다."
        actions={
          <Space>
            <Select
              aria-label="창고"
              style={{ width: 180 }}
              value={type}
              onChange={(t) => navigate(linkTo(batteryStockScreens.monthlyBatteryInfoList, { type: t }))}
              options={[
                { value: 'all', label: '전체 창고' },
                ...(warehouses.data ?? [])
                  .filter((w) => w.active && w.kind !== 'transit')
                  .map((w) => ({ value: w.code, label: `${w.name} (${w.code})` })),
              ]}
            />
            <Space.Compact>
              <InputNumber
                aria-label="경과 기준 개월"
                min={1}
                max={120}
                value={oldMonths}
                onChange={(v) => setOldMonths(v ?? 6)}
              />
              <Button tabIndex={-1} disabled>
                개월 초과 강조
              </Button>
            </Space.Compact>
          </Space>
        }
      />
      {report.error ? (
        <Result status="warning" title={messageOf(report.error)} />
      ) : (
        <>
          {data && data.ledgerQty !== data.unitQty && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 8 }}
              title={`재고 장부의 배터리 ${data.ledgerQty.toLocaleString('ko-KR')}개 중 개체 바코드로 제조일을 아는 것은 ${data.unitQty.toLocaleString('ko-KR')}개입니다.`}
            />
          )}
          <Table<Row>
            size="small"
            rowKey={(r) => `${r.warehouseCode}|${r.partCode}`}
            loading={report.isFetching}
            columns={columns}
            dataSource={data?.rows ?? []}
            pagination={false}
            scroll={{ x: 'max-content', y: 560 }}
            locale={{ emptyText: '재고에 있는 배터리 개체가 없습니다.' }}
          />
        </>
      )}
    </div>
  );
};
