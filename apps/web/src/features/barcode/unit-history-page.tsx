import { type BarcodeScanAnswer, UNIT_BARCODE_STATE_LABELS, type UnitBarcodeHistory } from '@erp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { scanValue, stockCount, unitHistory } from './barcode.api';
import { BARCODE_PATHS } from './barcode-paths';
import { formatYmdDots } from './battery-date';
import { koreanDateTime } from './date-text';
import { ScanInput } from './scan-input';
import './barcode.css';

type Found = { scan: BarcodeScanAnswer; history: UnitBarcodeHistory | null };

const lookup = async (value: string): Promise<Found> => {
  const scan = await scanValue(value);
  return { scan, history: scan.kind === 'unit' ? await unitHistory(scan.value) : null };
};

const UnitView = ({ history }: { history: UnitBarcodeHistory }) => {
  const { unit, events } = history;
  return (
    <Card size="small" className="erp-barcode-found" title={<span className="erp-mono">{unit.value}</span>}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="unit-summary">
        <Descriptions.Item label="품번">
          <span className="erp-mono">{unit.partNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label="품명">{unit.partName}</Descriptions.Item>
        <Descriptions.Item label="상태">
          <Tag color="blue">{unit.stateLabel}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="창고">{unit.warehouseCode ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="근거 문서">{unit.docCode ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="제조일">
          {unit.manufacturedOn ? formatYmdDots(unit.manufacturedOn) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="발행">{koreanDateTime(unit.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="라벨 인쇄">{unit.printedCount}회</Descriptions.Item>
      </Descriptions>
      <Timeline
        className="erp-barcode-timeline"
        data-testid="unit-events"
        items={events.map((e) => ({
          key: e.id,
          color: e.event === 'void' ? 'red' : e.event === 'sale_out' ? 'purple' : 'blue',
          children: (
            <div>
              <Typography.Text strong>{e.eventLabel}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {koreanDateTime(e.at)} · {e.actorName ?? '시스템'}
              </Typography.Text>
              <div>
                상태 {UNIT_BARCODE_STATE_LABELS[e.stateAfter]}
                {e.warehouseCode && ` · 창고 ${e.warehouseCode}`}
                {e.docCode && ` · 문서 ${e.docCode}`}
                {e.memo && ` · ${e.memo}`}
              </div>
            </div>
          ),
        }))}
      />
    </Card>
  );
};

/** A maker's barcode was scanned: which part it is and how many of its units are where. */
const PartView = ({ scan }: { scan: BarcodeScanAnswer }) => {
  const count = useQuery({
    queryKey: ['barcode', 'stock-count', scan.value],
    queryFn: () => stockCount(scan.value),
  });
  return (
    <Card size="small" className="erp-barcode-found" title="품목 바코드">
      <Alert
        type="info"
        showIcon
        title="개체 바코드가 아니라 품목(제조사) 바코드입니다. 물건 하나의 이력은 개체 바코드로 봅니다."
        style={{ marginBottom: 8 }}
      />
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="품목">
          {scan.part ? `${scan.part.partNo} ${scan.part.name}` : scan.partCode}
        </Descriptions.Item>
        <Descriptions.Item label="바코드 기준 재고">
          {count.data ? `${count.data.onHandUnits}개 (재고 상태의 개체 바코드)` : <Spin size="small" />}
        </Descriptions.Item>
      </Descriptions>
      {count.data && (
        <Table
          size="small"
          rowKey="state"
          pagination={false}
          dataSource={count.data.byState.filter((s) => s.count > 0)}
          locale={{ emptyText: '이 품목에 발행한 개체 바코드가 없습니다.' }}
          columns={[
            { title: '상태', dataIndex: 'label' },
            { title: '개수', dataIndex: 'count', align: 'right' },
          ]}
        />
      )}
      {scan.partCode && (
        <Link to={BARCODE_PATHS.unitCreate(scan.partCode)}>이 품목의 개체 바코드 발행·목록</Link>
      )}
    </Card>
  );
};

/**
 * BarcodePartEachHistory[/:barcode] and the phone page: the life of one unit barcode, oldest
 * event first. A scan may be a web address from a QR label; it is reduced to its path first.
 */
const UnitHistorySearch = ({ mobile }: { mobile: boolean }) => {
  const { barcode } = useParams();
  const [value, setValue] = useState<string | null>(barcode ?? null);
  const found = useQuery({
    queryKey: ['barcode', 'history', value],
    queryFn: () => lookup(value ?? ''),
    enabled: value !== null && value !== '',
    retry: false,
  });
  return (
    <div className={`erp-page${mobile ? ' erp-barcode-mobile' : ''}`}>
      {!mobile && (
        <PageHead
          title="개체 바코드 이력"
          description="개체 바코드를 스캔하면 발행부터 입고·이동·판매·반품·회수까지의 기록을 보여 줍니다."
        />
      )}
      <Card size="small">
        <ScanInput
          label="개체 바코드"
          onScan={setValue}
          camera={mobile}
          autoFocus
          keepText
          initialText={barcode ?? ''}
        />
      </Card>
      {found.isFetching && <Spin style={{ marginTop: 12 }} />}
      {found.error && (
        <Alert type="error" showIcon className="erp-barcode-found" title={messageOf(found.error)} />
      )}
      {found.data?.history && <UnitView history={found.data.history} />}
      {found.data?.scan.kind === 'part' && <PartView scan={found.data.scan} />}
      {found.data?.scan.kind === 'none' && (
        <Card size="small" className="erp-barcode-found">
          <Empty description={`등록되지 않은 바코드입니다: ${found.data.scan.scanned}`} />
        </Card>
      )}
    </div>
  );
};

export const BarcodePartEachHistoryPage = () => <UnitHistorySearch mobile={false} />;
export const BarcodePartEachHistoryMobilePage = () => <UnitHistorySearch mobile />;
