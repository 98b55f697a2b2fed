import {
  linkTo,
  TRAFFIC_AREA_KEYS,
  TRAFFIC_AREAS,
  type TrafficArea,
  type TrafficResult,
  trafficApi,
  trafficScreens,
} from '@erp/domain';
import { Alert, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { DataTable } from '../../components/data-table/data-table';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { PageHead } from '../../components/page-head/page-head';
import './road-traffic.css';

// DeliveryManager/RoadTrafficConditions[/:code[/:info]] (SPEC §2.15): link speeds of an area from
// 국가교통정보센터 through the server's adapter, narrowed to a road; without its key the page says so.

type Row = TrafficResult['rows'][number];
const speedClass = (speed: number) =>
  speed < 20 ? 'erp-traffic-slow' : speed < 40 ? 'erp-traffic-busy' : '';
const COLUMNS: DataColumn<Row>[] = [
  { colId: 'roadName', headerName: '도로명', field: 'roadName', width: 180 },
  { colId: 'linkId', headerName: '링크 ID', field: 'linkId', width: 130 },
  {
    colId: 'speed',
    headerName: '속도 (km/h)',
    field: 'speed',
    width: 110,
    type: 'rightAligned',
    cellClass: (p) => (p.data ? speedClass(p.data.speed) : ''),
  },
  {
    colId: 'travelTime',
    headerName: '통과 시간 (초)',
    field: 'travelTime',
    width: 120,
    type: 'rightAligned',
  },
  { colId: 'createdAt', headerName: '수집 시각', field: 'createdAt', width: 150 },
];

const isArea = (v: string): v is TrafficArea => (TRAFFIC_AREA_KEYS as readonly string[]).includes(v);

export const RoadTrafficPage = () => {
  const { code = 'seoul', info = '' } = useParams();
  const navigate = useNavigate();
  const area: TrafficArea = isArea(code) ? code : 'seoul';
  const [road, setRoad] = useState(info);
  const traffic = useApiQuery(trafficApi.trafficList, { query: { area, ...(info ? { road: info } : {}) } });
  const go = (to: TrafficArea, r: string) =>
    navigate(
      r.trim()
        ? linkTo(trafficScreens.roadTrafficConditionsRoad, { code: to, info: r.trim() })
        : linkTo(trafficScreens.roadTrafficConditionsOf, { code: to }),
    );
  const t = traffic.data;
  return (
    <div className="erp-page">
      <PageHead
        title={`도로 소통 · ${TRAFFIC_AREAS[area].name}${info ? ` · ${info}` : ''}`}
        description="국가교통정보센터의 구간 속도입니다. 20km/h 미만 빨강, 40km/h 미만 노랑."
        actions={
          <Space>
            <Select<TrafficArea>
              aria-label="지역"
              style={{ width: 140 }}
              value={area}
              onChange={(a) => go(a, road)}
              options={TRAFFIC_AREA_KEYS.map((k) => ({ value: k, label: TRAFFIC_AREAS[k].name }))}
            />
            <Input.Search
              aria-label="도로명"
              placeholder="도로명"
              allowClear
              value={road}
              onChange={(e) => setRoad(e.target.value)}
              onSearch={(r) => go(area, r)}
            />
          </Space>
        }
      />
      {t && !t.ok && <Alert type={t.configured ? 'error' : 'info'} showIcon title={t.message} />}
      {!isArea(code) && (
        <Alert type="warning" showIcon title={`알 수 없는 지역입니다 (${code}). 서울을 보여 줍니다.`} />
      )}
      {t?.ok && (
        <DataTable<Row>
          gridId="road-traffic"
          columns={COLUMNS}
          rows={t.rows}
          loading={traffic.isFetching}
          rowId={(r) => r.linkId}
          emptyText="해당 구간의 소통 정보가 없습니다."
        />
      )}
    </div>
  );
};
