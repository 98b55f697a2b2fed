import { PlusOutlined } from '@ant-design/icons';
import type { UnitBarcode } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Input,
  InputNumber,
  Select,
  Space,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { useWarehouses } from '../part-info/part-info.api';
import { AddressWarning, notACodeTitle } from './address-warning';
import { barcodeKeys, createUnits, isPartCode, usePart, useUnitsOfPart } from './barcode.api';
import { UnitLabelRun, UnitTable } from './unit-label-panel';
import './barcode.css';

/**
 * BarcodePartEachCreatPrint/:code: unit barcodes the company prints for each physical item of a
 * part (one label per item, 'U' + serial + check digit), and reprints of the ones issued before.
 */
export const BarcodePartEachCreatPrintPage = () => {
  const { code: raw = '' } = useParams();
  const code = raw.trim().toUpperCase();
  const part = usePart(code);
  const warehouses = useWarehouses();
  const queryClient = useQueryClient();
  const [qty, setQty] = useState<number | null>(1);
  const [warehouseCode, setWarehouseCode] = useState<string | undefined>(undefined);
  const [made, setMade] = useState<Dayjs | null>(null);
  const [memo, setMemo] = useState('');
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const units = useUnitsOfPart(isPartCode(code) ? code : null, page, 20);
  useEffect(() => {
    if (!warehouseCode && warehouses.data?.[0]) setWarehouseCode(warehouses.data[0].code);
  }, [warehouses.data, warehouseCode]);

  const issue = async () => {
    if (!qty || qty < 1) return;
    setBusy(true);
    try {
      const issued: UnitBarcode[] = await createUnits({
        partCode: code,
        qty,
        docKind: 'manual',
        warehouseCode: warehouseCode ?? null,
        manufacturedOn: made ? made.format('YYYYMMDD') : null,
        memo: memo.trim() || null,
      });
      setSelected(issued.map((u) => u.value));
      setPage(1);
      toast.success(
        `개체 바코드 ${issued.length}개를 발행했습니다: ${issued[0]?.value} ~ ${issued.at(-1)?.value}`,
      );
      await queryClient.invalidateQueries({ queryKey: barcodeKeys.all });
    } catch {
      // The error dialog has said why.
    } finally {
      setBusy(false);
    }
  };

  if (!isPartCode(code)) {
    return (
      <AddressWarning
        title={notACodeTitle(raw, '품목 코드')}
        description="품목 코드는 P와 숫자 7자리입니다 (예: P0000001). 품목 목록이나 바코드 관리에서 품목을 골라 여세요."
      />
    );
  }

  const source = (
    <>
      <Card size="small" title="품목">
        {part.error ? (
          <Alert type="error" showIcon title={messageOf(part.error)} />
        ) : (
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="품목 코드">{code}</Descriptions.Item>
            <Descriptions.Item label="품번">
              <span className="erp-mono">{part.data?.partNo ?? ''}</span>
            </Descriptions.Item>
            <Descriptions.Item label="품명">{part.data?.name ?? ''}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card size="small" title="새로 발행">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <InputNumber<number>
              aria-label="발행 수량"
              prefix="수량"
              min={1}
              max={500}
              precision={0}
              value={qty}
              onChange={setQty}
              onPressEnter={() => void issue()}
              style={{ width: 150 }}
            />
            <Select
              aria-label="창고"
              placeholder="창고"
              style={{ width: 150 }}
              value={warehouseCode}
              onChange={setWarehouseCode}
              options={(warehouses.data ?? []).map((w) => ({ value: w.code, label: w.name }))}
            />
            <DatePicker aria-label="제조일" placeholder="제조일 (선택)" value={made} onChange={setMade} />
          </Space>
          <Input
            aria-label="메모"
            placeholder="메모 (선택)"
            value={memo}
            maxLength={200}
            onChange={(e) => setMemo(e.target.value)}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            loading={busy}
            disabled={!part.data || !qty}
            onClick={() => void issue()}
          >
            개체 바코드 발행
          </Button>
          <Typography.Text type="secondary">
            발행한 바코드는 아래 목록에서 골라져 바로 인쇄할 수 있습니다.
          </Typography.Text>
        </Space>
      </Card>
      <Card size="small" title={`발행된 개체 바코드 (${units.data?.total ?? 0})`}>
        <UnitTable
          pagination={{ current: page, pageSize: 20, total: units.data?.total ?? 0, onChange: setPage }}
          units={units.data?.rows ?? []}
          selected={selected}
          onSelect={setSelected}
          loading={units.isFetching}
        />
      </Card>
    </>
  );

  return (
    <div className="erp-page">
      <PageHead
        title="개체 바코드 발행"
        description="물건 하나마다 붙일 바코드를 발행하고 인쇄합니다. 이력은 입고·이동·판매·반품·회수를 따라갑니다."
      />
      <UnitLabelRun values={selected} source={source} />
    </div>
  );
};
