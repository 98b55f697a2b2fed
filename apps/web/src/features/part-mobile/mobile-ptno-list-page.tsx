import { Alert, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useUrlParams } from '../../components/list-page/url-params';
import { moreOf } from '../../components/mobile-page/mobile-card-list';
import { MobilePartDetail } from './mobile-part-detail';
import { MobilePartList } from './mobile-part-list';
import { MobileScanField } from './mobile-scan-field';
import { scanBarcode, usePartSearch } from './part-mobile.api';
import { PART_MOBILE_PATHS } from './part-mobile-paths';
import { scanIntent } from './scan-intent';
import './part-mobile.css';

/**
 * MobilePtnoList[/:code]: find a part on the phone — scan its barcode (keyboard-wedge scanner or
 * typed), type its code, or search by number or name — and see its price, stock and locations.
 */
export const MobilePtnoListPage = () => {
  const { code } = useParams();
  if (code) return <MobilePartDetail code={code} backTo={PART_MOBILE_PATHS.list} />;
  return <PtnoFinder />;
};

const PtnoFinder = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams({ q: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = usePartSearch(params.q);
  const rows = search.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;

  const submit = async (raw: string) => {
    const intent = scanIntent(raw);
    setProblem(null);
    if (intent.kind === 'empty') return;
    if (intent.kind === 'code') {
      navigate(PART_MOBILE_PATHS.part(intent.value));
      return;
    }
    if (intent.kind === 'barcode') {
      setBusy(true);
      try {
        const scan = await scanBarcode(intent.value);
        if (scan.partCode) navigate(PART_MOBILE_PATHS.part(scan.partCode));
        else setProblem(`바코드 ${scan.value}에 해당하는 품목이 없습니다.`);
      } finally {
        setBusy(false);
      }
      return;
    }
    setParams({ q: intent.value });
  };

  return (
    <div className="erp-mobile-parts">
      <MobileScanField
        ariaLabel="바코드·품번·품명"
        placeholder="바코드 스캔 또는 품번·품명"
        initial={params.q}
        onSubmit={(v) => void submit(v)}
      />
      {problem && <Alert type="warning" showIcon title={problem} />}
      {params.q ? (
        <>
          <div className="erp-mobile-parts-bar">
            <Typography.Text strong>
              ‘{params.q}’ {total.toLocaleString('ko-KR')}건
            </Typography.Text>
          </div>
          <MobilePartList
            items={rows.map((p) => ({ key: p.code, ...p }))}
            loading={search.isPending || busy}
            emptyText={`‘${params.q}’에 맞는 품목이 없습니다.`}
            onOpen={(c) => navigate(PART_MOBILE_PATHS.part(c))}
            more={moreOf(search, rows.length, total)}
          />
        </>
      ) : (
        <Typography.Text type="secondary">
          바코드를 스캔하면 바로 그 품목이 열립니다. 품번 앞부분이나 품명(예: 램프)으로도 찾습니다.
        </Typography.Text>
      )}
    </div>
  );
};
