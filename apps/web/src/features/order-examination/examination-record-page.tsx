import { BarcodeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { isOrderCode } from '../sales-order/order-paths';
import { useExaminationRecord } from './examination-lists.api';
import { EXAMINATION_PATHS } from './examination-paths';
import { lineState, summarize } from './examination-progress';
import { STATE_LABEL } from './scan-lines-table';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';
import './order-examination.css';

const STATUS = {
  none: { label: '검수 전', color: 'default' },
  scanning: { label: '검수 중', color: 'blue' },
  done: { label: '검수 완료', color: 'green' },
} as const;

/**
 * Order/Examination/OrderExaminationList/:code: the examination of one order — who checked it,
 * when, each line's count and every scan in the order it was made (the unit barcode, if any).
 */
export const ExaminationRecordPage = () => {
  const { code: raw = '' } = useParams();
  const navigate = useNavigate();
  const valid = isOrderCode(raw);
  const code = valid ? raw.trim().toUpperCase() : '';
  const record = useExaminationRecord(code);
  const r = record.data;
  if (!valid)
    return <Result status="warning" title="주문번호가 아닙니다." subTitle={`${raw} — 예: O20261122-0001`} />;
  if (record.isPending) return <Skeleton active paragraph={{ rows: 10 }} style={{ padding: 24 }} />;
  if (!r)
    return (
      <Result status="warning" title="검수 기록을 불러오지 못했습니다." subTitle={messageOf(record.error)} />
    );
  const summary = summarize(r);
  return (
    <div className="erp-page erp-exam-page">
      <div className="erp-page-head">
        <Space align="center">
          <Typography.Title level={3} className="erp-page-title">
            주문 검수 기록
          </Typography.Title>
          <Typography.Text strong className="erp-mono">
            {r.orderCode}
          </Typography.Text>
          <Tag color={STATUS[r.status].color} data-testid="record-status">
            {STATUS[r.status].label}
          </Tag>
        </Space>
        <Space>
          {r.status !== 'done' && (
            <Button
              type="primary"
              icon={<BarcodeOutlined />}
              onClick={() =>
                navigate(`${EXAMINATION_PATHS.station}?order=${encodeURIComponent(r.orderCode)}`)
              }
            >
              검수하기
            </Button>
          )}
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate(EXAMINATION_PATHS.request)}>
            검수 요청 목록
          </Button>
        </Space>
      </div>
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label="거래처">
            {r.customerName} ({r.customerCode})
          </Descriptions.Item>
          <Descriptions.Item label="확정">{formatKstDateTime(r.fixedAt)}</Descriptions.Item>
          <Descriptions.Item label="검수자">{r.examinerName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="검수 시간">
            {r.startedAt ? formatKstDateTime(r.startedAt) : '-'} ~{' '}
            {r.completedAt ? formatKstDateTime(r.completedAt) : ''}
          </Descriptions.Item>
          <Descriptions.Item label="진행">
            {summary.scannedUnits} / {summary.units}개 · 품목 {summary.doneLines}/{summary.lines}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <div className="erp-exam-body erp-exam-record">
        <Card size="small" title="품목별 검수">
          <table className="erp-exam-table" aria-label="품목별 검수">
            <thead>
              <tr>
                <th>No</th>
                <th>품번</th>
                <th>품명</th>
                <th className="num">주문</th>
                <th className="num">검수</th>
                <th>상태</th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((l) => {
                const state = lineState(l);
                return (
                  <tr key={l.lineNo} className={`is-${state}`}>
                    <td className="center">{l.lineNo}</td>
                    <td className="erp-mono">{l.partNo}</td>
                    <td>{l.partName}</td>
                    <td className="num">{l.required}</td>
                    <td className="num strong">{l.scanned}</td>
                    <td>{STATE_LABEL[state]}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Card>
        <Card size="small" title={`스캔 ${r.scans.length}건`}>
          {r.scans.length === 0 ? (
            <Typography.Text type="secondary">아직 스캔한 바코드가 없습니다.</Typography.Text>
          ) : (
            <table className="erp-exam-table" aria-label="스캔 기록" data-testid="record-scans">
              <thead>
                <tr>
                  <th>시각</th>
                  <th>줄</th>
                  <th>품명</th>
                  <th>바코드</th>
                  <th>검수자</th>
                </tr>
              </thead>
              <tbody>
                {r.scans.map((s) => (
                  <tr key={s.id}>
                    <td>{formatKstDateTime(s.at)}</td>
                    <td className="center">{s.lineNo}</td>
                    <td>{s.partName}</td>
                    <td className="erp-mono">
                      {s.scanned}
                      {s.unitBarcode && s.unitBarcode !== s.scanned ? ` (개체 ${s.unitBarcode})` : ''}
                    </td>
                    <td>{s.scannedByName ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </div>
    </div>
  );
};
