import { toYmd, type WarehouseCheck } from '@erp/domain';
import { Button, Card, DatePicker, Descriptions, Space, Statistic, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { arrivalQueryState, NotAnArrival, useArrivalParam } from './arrival-code';
import { ARRIVAL_PATHS, useWarehouseCheck, useWarehouseInfo } from './purchase-examination.api';
import '../../components/list-page/list-page.css';

type Arrival = WarehouseCheck['warehouses'][number]['arrivals'][number];
const STATUS_COLOR = { none: 'default', scanning: 'blue', posted: 'green' } as const;

/** PurchaseWarehouseCheck: the arrivals of one day by warehouse, examined against waiting. */
export const PurchaseWarehouseCheckPage = () => {
  const [date, setDate] = useState(() => toYmd(new Date()));
  const check = useWarehouseCheck({ date });
  const navigate = useNavigate();
  const groups = check.data?.warehouses ?? [];
  return (
    <div className="erp-page">
      <PageHead
        title="창고별 입고 검수 현황"
        description="그날 들어온 입고를 창고별로 검수 확정 / 대기로 봅니다. 입고를 누르면 검수 화면이 열립니다."
        actions={
          <DatePicker
            aria-label="입고일"
            allowClear={false}
            value={dayjs(formatYmd(date))}
            onChange={(d) => d && setDate(d.format('YYYYMMDD'))}
          />
        }
      />
      {groups.length === 0 && !check.isPending && (
        <Card size="small">{formatYmd(date)}에 들어온 입고가 없습니다.</Card>
      )}
      {groups.map((g) => (
        <Card
          key={g.warehouseCode}
          size="small"
          title={`${g.warehouseName} (${g.warehouseCode})`}
          extra={
            <Space size="large">
              <Statistic title="검수 확정" value={g.examined} />
              <Statistic title="대기" value={g.waiting} />
            </Space>
          }
        >
          <Table<Arrival>
            size="small"
            rowKey="code"
            pagination={false}
            dataSource={g.arrivals}
            onRow={(a) => ({ onDoubleClick: () => navigate(ARRIVAL_PATHS.stationOf(a.code)) })}
            columns={[
              {
                title: '입고 번호',
                dataIndex: 'code',
                width: 120,
                render: (c: string) => <Link to={ARRIVAL_PATHS.warehouseInfo(c)}>{c}</Link>,
              },
              { title: '매입처', dataIndex: 'supplierName' },
              {
                title: '검수',
                dataIndex: 'statusLabel',
                width: 100,
                render: (label: string, a) => <Tag color={STATUS_COLOR[a.status]}>{label}</Tag>,
              },
              { title: '품목 수', dataIndex: 'lineCount', width: 80, align: 'right' },
              { title: '수량', dataIndex: 'totalQty', width: 80, align: 'right' },
              { title: '검수 수량', dataIndex: 'examinedQty', width: 90, align: 'right' },
            ]}
          />
        </Card>
      ))}
    </div>
  );
};

/** PurchaseWarehouseInfo/:code: where each line of an arrival goes and how many to put away. */
export const PurchaseWarehouseInfoPage = () => {
  const { raw, code } = useArrivalParam();
  const info = useWarehouseInfo(code ?? '-');
  if (!code) return <NotAnArrival raw={raw} />;
  const state = arrivalQueryState(info);
  if (state || !info.data) return state;
  const r = info.data;
  return (
    <div className="erp-page">
      <PageHead
        title="입고 적치 정보"
        description="품목마다 창고의 보관 위치(로케이션)와 올려놓을 수량입니다. 검수 확정 전에는 지금까지 검수한 수량(파손 제외)입니다."
        actions={
          <Button onClick={() => window.open(ARRIVAL_PATHS.print(r.purchaseCode), '_blank')}>
            검수 확인서
          </Button>
        }
      />
      <Card size="small">
        <Descriptions size="small" column={4}>
          <Descriptions.Item label="입고 번호">
            <Link to={ARRIVAL_PATHS.record(r.purchaseCode)}>{r.purchaseCode}</Link>
          </Descriptions.Item>
          <Descriptions.Item label="매입처">{r.supplierName}</Descriptions.Item>
          <Descriptions.Item label="창고">{r.warehouseName}</Descriptions.Item>
          <Descriptions.Item label="검수">
            <Tag color={STATUS_COLOR[r.status]}>{r.statusLabel}</Tag>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title="적치 목록">
        <Table
          size="small"
          rowKey="lineNo"
          pagination={false}
          dataSource={[...r.putAway].sort((a, b) => (a.location ?? '~').localeCompare(b.location ?? '~'))}
          columns={[
            { title: '위치', dataIndex: 'location', width: 120, render: (v: string | null) => v ?? '미지정' },
            { title: 'No', dataIndex: 'lineNo', width: 50, align: 'center' },
            { title: '품번', dataIndex: 'partNo', width: 150 },
            { title: '품명', dataIndex: 'partName' },
            { title: '적치 수량', dataIndex: 'qty', width: 100, align: 'right' },
          ]}
        />
      </Card>
    </div>
  );
};
