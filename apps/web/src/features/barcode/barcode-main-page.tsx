import {
  CalendarOutlined,
  FileExcelOutlined,
  HistoryOutlined,
  MobileOutlined,
  PrinterOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Space, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { scanValue } from './barcode.api';
import { BARCODE_PATHS } from './barcode-paths';
import { ScanInput } from './scan-input';
import './barcode.css';

const HUB: readonly { to: string; icon: ReactNode; title: string; text: string }[] = [
  {
    to: BARCODE_PATHS.infoPrint,
    icon: <PrinterOutlined />,
    title: '바코드 라벨 인쇄',
    text: '품목을 찾아 50×30·100×50mm 라벨이나 A4 3×8 시트에 인쇄',
  },
  {
    to: BARCODE_PATHS.excelPrint,
    icon: <FileExcelOutlined />,
    title: '엑셀 라벨 인쇄',
    text: '엑셀 목록(품목 코드·품번, 매수)대로 인쇄',
  },
  {
    to: BARCODE_PATHS.historySearch,
    icon: <HistoryOutlined />,
    title: '개체 바코드 이력',
    text: '물건 하나의 발행·입고·이동·판매·반품·회수 기록',
  },
  {
    to: BARCODE_PATHS.datePc,
    icon: <CalendarOutlined />,
    title: '배터리 제조일 라벨',
    text: '제조일을 일-월-년(KS C 8504) 바코드로 인쇄하고 읽기',
  },
  {
    to: BARCODE_PATHS.mobileInfoPrint,
    icon: <MobileOutlined />,
    title: '모바일 라벨 인쇄',
    text: '휴대폰 카메라로 스캔해 라벨 인쇄',
  },
];

/**
 * BarcodeMain: the barcode desk. Any scan says what it is (a part's maker barcode, a unit
 * barcode or nothing known) with the next steps, and the other barcode screens are one click away.
 */
export const BarcodeMainPage = () => {
  const [value, setValue] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['barcode', 'main-scan', value],
    queryFn: () => scanValue(value ?? ''),
    enabled: value !== null,
    retry: false,
  });
  const scan = found.data;
  return (
    <div className="erp-page">
      <PageHead
        title="바코드 관리"
        description="바코드를 스캔하면 품목 바코드인지 개체 바코드인지 알려 주고, 라벨 인쇄·이력으로 바로 갑니다."
      />
      <Card size="small">
        <ScanInput label="바코드 조회" onScan={setValue} autoFocus keepText />
        {found.isFetching && <Spin style={{ marginTop: 8 }} />}
        {found.error && (
          <Alert type="error" showIcon style={{ marginTop: 8 }} title={messageOf(found.error)} />
        )}
        {scan && scan.kind === 'none' && (
          <Empty
            style={{ marginTop: 8 }}
            description={`등록되지 않은 바코드입니다: ${scan.scanned}. 품목 바코드 화면에서 품목에 등록할 수 있습니다.`}
          />
        )}
        {scan && scan.kind !== 'none' && scan.partCode && (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            style={{ marginTop: 8 }}
            data-testid="scan-found"
          >
            <Descriptions.Item label="종류">
              <Tag color={scan.kind === 'unit' ? 'purple' : 'blue'}>
                {scan.kind === 'unit' ? '개체 바코드' : '품목 바코드'}
              </Tag>
              <span className="erp-mono">{scan.value}</span>
            </Descriptions.Item>
            <Descriptions.Item label="품목">
              {scan.part ? `${scan.part.partNo} ${scan.part.name}` : scan.partCode}
            </Descriptions.Item>
            {scan.unit && <Descriptions.Item label="상태">{scan.unit.stateLabel}</Descriptions.Item>}
            <Descriptions.Item label="바로 가기" span={3}>
              <Space wrap>
                {scan.kind === 'unit' && (
                  <Link to={BARCODE_PATHS.history(scan.value)}>
                    <Button size="small">개체 이력</Button>
                  </Link>
                )}
                <Link to={BARCODE_PATHS.partPrint(scan.partCode)}>
                  <Button size="small">라벨 인쇄</Button>
                </Link>
                <Link to={BARCODE_PATHS.partBarcodes(scan.partCode)}>
                  <Button size="small">품목 바코드</Button>
                </Link>
                <Link to={BARCODE_PATHS.unitCreate(scan.partCode)}>
                  <Button size="small">개체 바코드 발행</Button>
                </Link>
              </Space>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <div className="erp-barcode-hub" style={{ marginTop: 12 }}>
        {HUB.map((h) => (
          <Link key={h.to} to={h.to}>
            <Card
              size="small"
              hoverable
              title={
                <Space>
                  {h.icon}
                  {h.title}
                </Space>
              }
            >
              <Typography.Text type="secondary">{h.text}</Typography.Text>
            </Card>
          </Link>
        ))}
      </div>
    </div>
  );
};
