import { SaveOutlined } from '@ant-design/icons';
import type { PartLocationRecord, Warehouse } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { toast } from '../../shell/toast/toast';
import {
  partInfoKeys,
  savePartLocation,
  useLocationRecords,
  usePartLocations,
  usePartStock,
  useWarehouses,
} from './part-info.api';
import { PART_INFO_PATHS } from './part-info-paths';
import { PartScreen } from './part-screen';

const LocationRow = ({
  partCode,
  warehouse,
  current,
  onHand,
}: {
  partCode: string;
  warehouse: Warehouse;
  current: string;
  onHand: number | null;
}) => {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(current);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(current), [current]);
  const changed = value.trim() !== current;
  const save = async () => {
    if (!changed) return;
    setSaving(true);
    setError(null);
    try {
      await savePartLocation(partCode, { warehouseCode: warehouse.code, location: value });
      toast.success(
        value.trim()
          ? `${warehouse.name} 보관 위치를 ${value.trim()}(으)로 저장했습니다.`
          : `${warehouse.name} 보관 위치를 지웠습니다.`,
      );
      void queryClient.invalidateQueries({ queryKey: partInfoKeys.locations(partCode) });
      void queryClient.invalidateQueries({ queryKey: partInfoKeys.locationRecords(partCode) });
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      size="small"
      title={warehouse.name}
      extra={onHand === null ? null : `재고 ${onHand.toLocaleString('ko-KR')}`}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={`${warehouse.name} 보관 위치`}
          placeholder="예: B-01-1 (비우면 삭제)"
          maxLength={40}
          value={value}
          status={error ? 'error' : undefined}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={() => void save()}
        />
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!changed}
          loading={saving}
          onClick={() => void save()}
        >
          저장
        </Button>
      </Space.Compact>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Card>
  );
};

/** Part/PartLocationRecord/:code: where the part is kept in each warehouse, and every change. */
export const PartLocationPage = () => {
  const { code } = useParams();
  return (
    <PartScreen
      title="품목 보관 위치"
      description="창고마다 보관 위치를 적고 Enter로 저장합니다. 바뀐 내용은 아래 기록에 남습니다."
      code={code}
      pathOf={PART_INFO_PATHS.locations}
    >
      {(part) => <LocationBody partCode={part.code} />}
    </PartScreen>
  );
};

const LocationBody = ({ partCode }: { partCode: string }) => {
  const warehouses = useWarehouses();
  const locations = usePartLocations(partCode);
  const stock = usePartStock(partCode);
  const records = useLocationRecords(partCode);
  const names = new Map((warehouses.data ?? []).map((w) => [w.code, w.name]));
  const active = (warehouses.data ?? []).filter((w) => w.active);
  return (
    <>
      <div className="erp-part-location-grid">
        {active.map((w) => (
          <LocationRow
            key={w.code}
            partCode={partCode}
            warehouse={w}
            current={locations.data?.find((l) => l.warehouseCode === w.code)?.location ?? ''}
            onHand={stock.data ? (stock.data.find((s) => s.warehouseCode === w.code)?.qty ?? 0) : null}
          />
        ))}
      </div>
      <Card size="small" title="보관 위치 변경 기록">
        <Table<PartLocationRecord>
          size="small"
          rowKey="id"
          loading={records.isPending}
          dataSource={records.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: '변경 기록이 없습니다.' }}
          columns={[
            {
              title: '변경 일시',
              dataIndex: 'changedAt',
              width: 160,
              render: (v: string) => formatKstDateTime(v),
            },
            {
              title: '창고',
              dataIndex: 'warehouseCode',
              width: 140,
              render: (v: string) => names.get(v) ?? v,
            },
            { title: '이전 위치', dataIndex: 'before', render: (v: string | null) => v ?? '(없음)' },
            { title: '바뀐 위치', dataIndex: 'after', render: (v: string | null) => v ?? '(삭제)' },
            {
              title: '변경자',
              dataIndex: 'changedByName',
              width: 140,
              render: (v: string | null) => v ?? '',
            },
          ]}
        />
      </Card>
    </>
  );
};
