import { Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useUrlParams } from '../../components/list-page/url-params';
import { moreOf } from '../../components/mobile-page/mobile-card-list';
import { useWarehouses } from '../part-info/part-info.api';
import { MobilePartList } from './mobile-part-list';
import { MobileScanField } from './mobile-scan-field';
import { useLocationParts } from './part-mobile.api';
import { PART_MOBILE_PATHS } from './part-mobile-paths';
import './part-mobile.css';

/**
 * MobilePtnoLocationList: the parts kept at a storage location of a warehouse, in location order —
 * type or scan the start of a location ('B-01') to walk a shelf.
 */
export const MobilePtnoLocationPage = () => {
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  const [params, setParams] = useUrlParams({ warehouse: '', location: '' });
  const active = (warehouses.data ?? []).filter((w) => w.active);
  const first = active[0]?.code ?? '';
  useEffect(() => {
    if (!params.warehouse && first) setParams({ warehouse: first });
  }, [params.warehouse, first, setParams]);
  const parts = useLocationParts(params.warehouse, params.location);
  const rows = parts.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = parts.data?.pages[0]?.total ?? 0;
  return (
    <div className="erp-mobile-parts">
      <Select
        aria-label="창고"
        size="large"
        value={params.warehouse || undefined}
        placeholder="창고"
        options={active.map((w) => ({ value: w.code, label: w.name }))}
        onChange={(warehouse) => setParams({ warehouse })}
      />
      <MobileScanField
        ariaLabel="보관 위치"
        placeholder="위치 앞부분 (예: B-01) — 비우면 전체"
        initial={params.location}
        onSubmit={(v) => setParams({ location: v.trim().toUpperCase() })}
      />
      {params.warehouse && (
        <Typography.Text strong>
          {params.location ? `‘${params.location}’로 시작하는 위치` : '모든 위치'}{' '}
          {total.toLocaleString('ko-KR')}
          {parts.data?.pages[0]?.totalCapped ? '건 이상' : '건'}
        </Typography.Text>
      )}
      <MobilePartList
        items={rows.map((r) => ({
          key: `${r.warehouseCode}:${r.partCode}`,
          code: r.partCode,
          partNo: r.partNo,
          name: r.name,
          carModel: r.carModel,
          badge: r.location,
        }))}
        loading={params.warehouse !== '' && parts.isPending}
        emptyText="이 위치에 보관된 품목이 없습니다."
        onOpen={(c) => navigate(PART_MOBILE_PATHS.part(c))}
        more={moreOf(parts, rows.length, total)}
      />
    </div>
  );
};
