import { BarcodeOutlined, PrinterOutlined } from '@ant-design/icons';
import { type DateCodeChange, dateCodeText, type ExamRefusal, type ExamScan } from '@erp/domain';
import { Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { formatKstDateTime, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { arrivalQueryState, NotAnArrival, useArrivalParam } from './arrival-code';
import { ArrivalDifferences } from './arrival-differences';
import { ARRIVAL_PATHS, useArrivalRecord } from './purchase-examination.api';
import { SCAN_COLUMNS } from './scan-columns';
import '../../components/list-page/list-page.css';

const STATUS_COLOR = { none: 'default', scanning: 'blue', posted: 'green' } as const;

/**
 * PurchaseExaminationList/:code: the examination record of one arrival — who examined it and
 * when, each line's ordered / examined / short / damaged, every scan with time and person, and
 * the date-code corrections.
 */
export const PurchaseExaminationListPage = () => {
  const { raw, code } = useArrivalParam();
  const navigate = useNavigate();
  const record = useArrivalRecord(code);
  if (!code) return <NotAnArrival raw={raw} />;
  const state = arrivalQueryState(record);
  if (state || !record.data) return state;
  const r = record.data;
  return (
    <div className="erp-page">
      <PageHead
        title="입고 검수 기록"
        description="품목별 입고·검수·부족·파손과 스캔 한 건 한 건(시각, 검수자), 제조 일자 변경 이력입니다."
        actions={
          <Space>
            {r.status !== 'posted' && r.purchaseStatus === 'draft' && (
              <Button
                type="primary"
                icon={<BarcodeOutlined />}
                onClick={() => navigate(ARRIVAL_PATHS.stationOf(r.purchaseCode))}
              >
                검수 계속
              </Button>
            )}
            <Button
              icon={<PrinterOutlined />}
              onClick={() => window.open(ARRIVAL_PATHS.print(r.purchaseCode), '_blank')}
            >
              검수 확인서
            </Button>
            <Button onClick={() => navigate(ARRIVAL_PATHS.warehouseInfo(r.purchaseCode))}>적치 정보</Button>
          </Space>
        }
      />
      <Card size="small">
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="입고 번호">
            <Link className="erp-mono" to={ARRIVAL_PATHS.purchase(r.purchaseCode)}>
              {r.purchaseCode}
            </Link>{' '}
            <Tag color={STATUS_COLOR[r.status]} data-testid="arrival-record-status">
              {r.statusLabel}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label="매입처">
            {r.supplierName} ({r.supplierCode})
          </Descriptions.Item>
          <Descriptions.Item label="창고">{r.warehouseName}</Descriptions.Item>
          <Descriptions.Item label="입고일">{formatYmd(r.purchaseDate)}</Descriptions.Item>
          <Descriptions.Item label="검수 시작">
            {r.startedByName ?? '-'} {formatKstDateTime(r.startedAt)}
          </Descriptions.Item>
          <Descriptions.Item label="검수 확정">
            {r.postedByName ?? '-'} {formatKstDateTime(r.postedAt)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <ArrivalDifferences view={r} />
      <Card size="small" title={`스캔 기록 ${r.scans.length}건`}>
        <Table<ExamScan>
          size="small"
          rowKey="id"
          dataSource={r.scans}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={SCAN_COLUMNS}
        />
      </Card>
      {r.refusals.length > 0 && (
        <Card size="small" title={`거부된 스캔 ${r.refusals.length}건`}>
          <Table<ExamRefusal>
            size="small"
            rowKey="id"
            dataSource={r.refusals}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { title: '시각', dataIndex: 'at', width: 160, render: (v: string) => formatKstDateTime(v) },
              { title: '읽은 값', dataIndex: 'scanned', width: 180, className: 'erp-mono' },
              { title: '거부 사유', dataIndex: 'reason' },
              { title: '검수자', dataIndex: 'scannedByName', width: 100 },
            ]}
          />
        </Card>
      )}
      {r.dateChanges.length > 0 && (
        <Card size="small" title="제조 일자 변경 이력">
          <Table<DateCodeChange>
            size="small"
            rowKey="id"
            dataSource={r.dateChanges}
            pagination={false}
            columns={[
              {
                title: '변경 시각',
                dataIndex: 'changedAt',
                width: 160,
                render: (v: string) => formatKstDateTime(v),
              },
              { title: '품목', dataIndex: 'partCode', width: 100 },
              { title: '개체 바코드', dataIndex: 'unitBarcode', width: 140 },
              {
                title: '이전',
                dataIndex: 'before',
                width: 110,
                render: (v: string | null) => dateCodeText(v),
              },
              { title: '변경', dataIndex: 'after', width: 110, render: (v: string) => dateCodeText(v) },
              { title: '사유', dataIndex: 'reason' },
              { title: '변경자', dataIndex: 'changedByName', width: 100 },
            ]}
          />
        </Card>
      )}
    </div>
  );
};
