import { PrinterOutlined } from '@ant-design/icons';
import { associationApi, associationScreens, linkTo, type Payout } from '@erp/domain';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TitledPage } from '../../components/page-head/page-head';
import { usePayout, useSave } from './association.api';
import { AssociationStatement } from './association-statement';

/**
 * Association/AssociationRePrint/:code (협회 포인트 명세서 재인쇄): the statement of a confirmed
 * payout; each re-print is recorded (who, when) before the browser prints it.
 */
export const AssociationRePrintPage = () => {
  const { code = '' } = useParams();
  const payout = usePayout(code);
  const save = useSave();
  const [printed, setPrinted] = useState<Payout | null>(null);
  const reprint = async () => {
    const recorded = await save(associationApi.print, { params: { code }, body: { kind: 'reprint' } });
    if (!recorded) return;
    setPrinted(recorded);
    setTimeout(() => window.print(), 50);
  };
  const shown = printed ?? payout.data;
  return (
    <TitledPage title="협회 포인트 명세서 재인쇄">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space className="erp-no-print">
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            onClick={reprint}
            disabled={shown?.status !== 'confirmed'}
          >
            재인쇄
          </Button>
          <Link to={`${linkTo(associationScreens.associationPointPrintRecordList)}?payout=${code}`}>
            출력 기록 보기
          </Link>
        </Space>
        {payout.isError && <Alert type="warning" title={`지급 번호 ${code}를 찾을 수 없습니다.`} />}
        {shown && shown.status !== 'confirmed' && (
          <Alert type="info" title="지급 확인된 요청만 명세서를 인쇄할 수 있습니다." />
        )}
        {shown && <AssociationStatement payout={shown} kind="재인쇄" preview />}
      </Space>
    </TitledPage>
  );
};
