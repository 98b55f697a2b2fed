import { type BatteryUnit, type BatteryUnitLookup, batteryStockApi } from '@erp/domain';
import { Alert, Button, Card, Descriptions, Input, List, Space, Tag } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { callApi } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';
import { MobileScanField } from '../part-mobile/mobile-scan-field';
import { ageText, isOldBattery, ymdText } from './battery-age';
import '../part-mobile/part-mobile.css';

const Age = ({ unit }: { unit: BatteryUnit }) =>
  isOldBattery(unit.ageMonths) ? (
    <Tag color="red">{ageText(unit.ageMonths)}</Tag>
  ) : (
    <Tag>{ageText(unit.ageMonths)}</Tag>
  );

/**
 * MobileBatteryStockManagement (phone): scan a battery unit to see its manufacture date, age,
 * warehouse and state, and the oldest units of the same part on hand (sell those first); a unit
 * without a date, or with a wrong one, takes the date code printed on the battery (일-월-년).
 */
export const MobileBatteryPage = () => {
  const [found, setFound] = useState<BatteryUnitLookup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dateCode, setDateCode] = useState('');
  const lookup = async (raw: string) => {
    const scanned = raw.trim();
    if (!scanned) return;
    setProblem(null);
    try {
      setFound(await callApi(batteryStockApi.lookup, { query: { scanned } }, { selfHandled: true }));
    } catch (error) {
      setFound(null);
      setProblem(messageOf(error));
    }
  };
  const saveDate = async () => {
    if (!found?.unit) return;
    try {
      const next = await callApi(batteryStockApi.setDate, { body: { value: found.unit.value, dateCode } });
      setFound(next);
      setDateCode('');
      toast.success(`제조일 ${ymdText(next.unit?.manufacturedOn ?? null)}로 저장했습니다.`);
    } catch {
      // The error dialog names the field.
    }
  };
  const unit = found?.unit ?? null;
  return (
    <div className="erp-mobile-parts">
      <MobileScanField
        onSubmit={(v) => void lookup(v)}
        placeholder="배터리 개체·품목 바코드 스캔"
        ariaLabel="바코드"
      />
      {problem && <Alert type="warning" showIcon title={problem} style={{ marginTop: 8 }} />}
      {unit && (
        <Card size="small" title={`개체 ${unit.value}`} style={{ marginTop: 8 }} data-testid="battery-unit">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="품목">
              {unit.partNo} {unit.partName}
            </Descriptions.Item>
            <Descriptions.Item label="제조일">
              {ymdText(unit.manufacturedOn)} <Age unit={unit} />
            </Descriptions.Item>
            <Descriptions.Item label="창고">{unit.warehouseCode ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="상태">
              {unit.stateLabel}
              {unit.takenBy ? ` · 검수됨 ${unit.takenBy}` : ''}
            </Descriptions.Item>
          </Descriptions>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label="제조일 코드"
              placeholder="제조일 코드 (일-월-년, 예 21-11-26)"
              value={dateCode}
              inputMode="numeric"
              onChange={(e) => setDateCode(e.target.value)}
              onPressEnter={() => void saveDate()}
            />
            <Button type="primary" onClick={() => void saveDate()}>
              {unit.manufacturedOn ? '정정' : '등록'}
            </Button>
          </Space.Compact>
        </Card>
      )}
      {found && (
        <Card size="small" title={`${found.partName}: 오래된 재고부터`} style={{ marginTop: 8 }}>
          <List
            size="small"
            dataSource={found.oldest}
            locale={{ emptyText: '재고에 있는 개체가 없습니다.' }}
            renderItem={(u) => (
              <List.Item>
                <span className="erp-mono">{u.value}</span>
                <span>
                  {ymdText(u.manufacturedOn)} <Age unit={u} /> {u.warehouseCode}
                </span>
              </List.Item>
            )}
          />
        </Card>
      )}
    </div>
  );
};
