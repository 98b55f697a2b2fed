import {
  DIRECT_EXAMINATION_COLUMNS,
  type DirectExaminationSummary,
  directExaminationScreens,
  linkTo,
} from '@erp/domain';
import { Alert, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { PageHead } from '../../components/page-head/page-head';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { directPrintPath, useDirect, useRefreshDirect, useWaitingDirects } from './direct-examination.api';
import { DirectExaminePanel } from './direct-examine-panel';
import { DirectRequestDrawer } from './direct-request-drawer';
import './direct-examination.css';

const QUEUE_KEYS = new Set(['code', 'requestedAt', 'supplierCode', 'customerCode', 'orderCode', 'totalQty']);
const QUEUE = gridColumnsOf(DIRECT_EXAMINATION_COLUMNS.filter((c) => QUEUE_KEYS.has(c.key)));

/**
 * Company/Examination/Direct/DirectExamination (직송 검수): goods the supplier shipped straight to
 * the customer. Open a waiting shipment (from the queue, or by typing or scanning its J code on
 * the request) and confirm what arrived, on paper or by scan.
 */
export const DirectStationPage = () => {
  const navigate = useNavigate();
  const waiting = useWaitingDirects();
  const [code, setCode] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [requesting, setRequesting] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const shipment = useDirect(code);
  const refresh = useRefreshDirect();
  const open = shipment.data && shipment.data.status === 'waiting' ? shipment.data : undefined;

  return (
    <div className="erp-page">
      <PageHead
        title="직송 검수"
        description="매입처가 거래처로 바로 보낸 물건의 도착을 확인합니다. 확정하면 도착한 수량만큼 매입과 거래처 수주가 함께 확정됩니다 (경유 창고로 입고 후 바로 출고, 미수금 반영)."
        actions={
          <Space>
            <Button type="primary" onClick={() => setRequesting(true)}>
              직송 요청 등록
            </Button>
            <Button onClick={() => navigate(linkTo(directExaminationScreens.directExaminationList))}>
              직송 검수 목록
            </Button>
          </Space>
        }
      />
      <FilterCard>
        <FilterItem label="직송 번호">
          <Input
            aria-label="직송 번호"
            autoFocus
            style={{ width: 220 }}
            value={typed}
            placeholder="J… (입력 또는 요청서 스캔)"
            onChange={(e) => setTyped(e.target.value)}
            onPressEnter={() => setCode(typed.trim().toUpperCase() || null)}
          />
        </FilterItem>
      </FilterCard>
      {saved && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setSaved(null)}
          message={
            <span>
              직송 요청 {saved}을(를) 등록했습니다.{' '}
              <a href={directPrintPath(saved)} target="_blank" rel="noreferrer">
                요청서 인쇄
              </a>
            </span>
          }
        />
      )}
      <DirectRequestDrawer
        open={requesting}
        onClose={() => setRequesting(false)}
        onSaved={async (view) => {
          setRequesting(false);
          setSaved(view.code);
          setTyped(view.code);
          setCode(view.code);
          await refresh();
        }}
      />
      {shipment.data && shipment.data.status !== 'waiting' && (
        <Card size="small">
          직송 {shipment.data.code}은(는) 이미 검수했습니다 (매입 {shipment.data.purchaseCode ?? '-'}).
        </Card>
      )}
      <div className="erp-de-columns">
        <Card size="small" title={`검수 대기 (${waiting.data?.total ?? 0}건) · Enter 또는 두 번 클릭: 열기`}>
          <DataTable<DirectExaminationSummary>
            gridId="direct-examination-queue"
            columns={QUEUE}
            rows={waiting.data?.rows}
            rowId={(r) => r.code}
            height={360}
            onRowOpen={(r) => {
              setTyped(r.code);
              setCode(r.code);
            }}
            emptyText="검수를 기다리는 직송이 없습니다."
          />
        </Card>
        {open && (
          <DirectExaminePanel
            key={open.code}
            shipment={open}
            onDone={async () => {
              await refresh();
            }}
          />
        )}
      </div>
    </div>
  );
};
