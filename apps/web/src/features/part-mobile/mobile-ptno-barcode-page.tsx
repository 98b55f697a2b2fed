import { Alert, Card, Empty, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatKstDate } from '../../components/data-table/cell-format';
import { usePartDetail } from '../part-info/part-info.api';
import { MobilePartDetail } from './mobile-part-detail';
import { MobileScanField } from './mobile-scan-field';
import { scanBarcode } from './part-mobile.api';
import { PART_MOBILE_PATHS } from './part-mobile-paths';
import { scanIntent } from './scan-intent';
import './part-mobile.css';

const BarcodeList = ({ partCode }: { partCode: string }) => {
  const detail = usePartDetail(partCode);
  const barcodes = detail.data?.barcodes ?? [];
  return (
    <Card size="small" title={`바코드 ${barcodes.length}개`}>
      {barcodes.length === 0 ? (
        <Empty description="등록된 바코드가 없습니다." />
      ) : (
        <ul className="erp-mobile-barcodes">
          {barcodes.map((b) => (
            <li key={b.id}>
              <code>{b.value}</code>
              <span>
                <Tag>{b.symbology.toUpperCase()}</Tag>
                <Typography.Text type="secondary">{formatKstDate(b.createdAt)}</Typography.Text>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};

/**
 * MobilePtnoBarcodeList[/:code]: scan a barcode (or type a part code) and see the part with every
 * barcode it carries; /:code opens one part's barcodes.
 */
export const MobilePtnoBarcodePage = () => {
  const { code } = useParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  if (code)
    return (
      <MobilePartDetail code={code} backTo={PART_MOBILE_PATHS.barcodes}>
        {(part) => <BarcodeList partCode={part.code} />}
      </MobilePartDetail>
    );
  const submit = async (raw: string) => {
    const intent = scanIntent(raw);
    setProblem(null);
    if (intent.kind === 'empty') return;
    if (intent.kind === 'code') {
      navigate(PART_MOBILE_PATHS.barcodesOf(intent.value));
      return;
    }
    const scan = await scanBarcode(intent.value);
    if (scan.partCode) navigate(PART_MOBILE_PATHS.barcodesOf(scan.partCode));
    else setProblem(`바코드 ${scan.value}에 해당하는 품목이 없습니다.`);
  };
  return (
    <div className="erp-mobile-parts">
      <MobileScanField
        ariaLabel="바코드"
        placeholder="바코드 스캔 또는 품목 코드"
        buttonText="조회"
        onSubmit={(v) => void submit(v)}
      />
      {problem && <Alert type="warning" showIcon title={problem} />}
      <Typography.Text type="secondary">
        제조사 바코드(EAN·UPC·Code128)나 회사가 붙인 개체 바코드를 스캔하면 그 품목과 바코드 목록이 열립니다.
      </Typography.Text>
    </div>
  );
};
