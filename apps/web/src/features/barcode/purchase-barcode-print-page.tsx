import {
  isPurchaseCode,
  type PurchaseUnitLines,
  particleFor,
  purchaseUnitMethodOf,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { AddressWarning, notACodeTitle } from './address-warning';
import { barcodeKeys, createUnits, usePurchaseUnitLines, useUnitsOfDocument } from './barcode.api';
import { BARCODE_PATHS } from './barcode-paths';
import { type DocUnitLine, DocUnitLines, DocUnitSource, missingUnits } from './doc-unit-lines';
import { UnitLabelRun, UnitTable } from './unit-label-panel';
import './barcode.css';

// The purchase variants of the unit barcode screen (SPEC §2.8): one barcode per physical item
// bought, recorded with the purchase as its document. Units of a fixed purchase are in stock as
// soon as they are issued; those of a draft come into stock when the purchase is fixed.

const Page = ({ title, hint, children }: { title: string; hint: string; children: ReactNode }) => (
  <div className="erp-page">
    <PageHead title={title} description={hint} />
    {children}
  </div>
);

const NotAPurchase = ({ code }: { code: string }) => (
  <AddressWarning
    title={notACodeTitle(code, '매입 번호')}
    description="매입 번호는 R과 8자리 숫자입니다 (예: R00000001; 예전 번호는 P00000001처럼 P로 시작합니다). 매입 목록에서 매입을 골라 여세요."
  />
);

const PurchaseHead = ({ purchase }: { purchase: PurchaseUnitLines }) => (
  <Descriptions size="small" column={1}>
    <Descriptions.Item label="매입 번호">
      <Space>
        <Link className="erp-mono" to={`/PurchaseManager/PurchaseDetail/${purchase.code}`}>
          {purchase.code}
        </Link>
        <Tag color={purchase.status === 'fixed' ? 'green' : 'blue'}>{purchase.statusLabel}</Tag>
      </Space>
    </Descriptions.Item>
    <Descriptions.Item label="매입처">
      {purchase.supplierName} ({purchase.supplierCode})
    </Descriptions.Item>
    <Descriptions.Item label="창고">{purchase.warehouseCode}</Descriptions.Item>
  </Descriptions>
);

const docLinesOf = (purchase: PurchaseUnitLines | undefined): DocUnitLine[] =>
  (purchase?.lines ?? []).map((l) => ({
    key: l.lineNo,
    partCode: l.partCode,
    partNo: l.partNo,
    partName: l.partName,
    qty: l.qty,
    issued: l.issued,
  }));

/** Issuing the missing units of purchase lines; the new units are chosen for printing. */
const usePurchaseIssue = (code: string, onIssued: (values: string[]) => void) => {
  const queryClient = useQueryClient();
  const [busyKey, setBusyKey] = useState<number | null>(null);
  const issue = async (lines: DocUnitLine[]) => {
    const unissued = lines.filter((l) => missingUnits(l) > 0);
    if (unissued.length === 0) return;
    setBusyKey(unissued.length === 1 ? unissued[0]!.key : -1);
    try {
      for (const line of unissued) {
        const issued = await createUnits({
          partCode: line.partCode,
          qty: missingUnits(line),
          docKind: 'purchase',
          docCode: code,
        });
        onIssued(issued.map((u) => u.value));
        toast.success(`${line.partNo} 개체 바코드 ${issued.length}개를 발행했습니다.`);
      }
    } catch {
      // The error dialog has said why.
    } finally {
      setBusyKey(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: barcodeKeys.docUnits(code) }),
        queryClient.invalidateQueries({ queryKey: barcodeKeys.purchaseUnits(code) }),
      ]);
    }
  };
  return { issue, busyKey };
};

const usePurchaseParam = (raw: string) => {
  const code = raw.trim().toUpperCase();
  const valid = isPurchaseCode(code);
  return { code, valid, purchase: usePurchaseUnitLines(valid ? code : null) };
};

const statusHint = (purchase: PurchaseUnitLines | undefined): string =>
  purchase?.status === 'fixed'
    ? '확정된 매입이라 발행한 개체 바코드는 바로 재고(매입 입고)로 기록됩니다.'
    : '미확정 매입입니다. 발행한 개체 바코드는 매입을 확정할 때 매입 입고로 기록됩니다.';

/**
 * BarcodePurchasePartEachCreatPrint/:code: unit barcodes for every unit of a purchase. `code` is
 * given where another route shows the same labels under its own address (PurchaseBarcodePrint).
 */
export const BarcodePurchasePartEachCreatPrintPage = ({ code: given }: { code?: string }) => {
  const { code: fromPath = '' } = useParams();
  const raw = given ?? fromPath;
  const { code, valid, purchase } = usePurchaseParam(raw);
  const units = useUnitsOfDocument(valid ? code : null);
  const [selected, setSelected] = useState<string[]>([]);
  const { issue, busyKey } = usePurchaseIssue(code, (values) => setSelected((s) => [...s, ...values]));
  if (!valid) return <NotAPurchase code={raw} />;
  const lines = docLinesOf(purchase.data);
  const missing = lines.reduce((sum, l) => sum + missingUnits(l), 0);
  const source = (
    <DocUnitSource
      title="매입"
      extra={
        <Button
          size="small"
          type="primary"
          disabled={missing === 0}
          loading={busyKey === -1}
          onClick={() => void issue(lines)}
        >
          미발행 {missing}개 모두 발행
        </Button>
      }
      error={purchase.error}
      head={purchase.data ? <PurchaseHead purchase={purchase.data} /> : null}
      lines={lines}
      loading={purchase.isFetching}
      busyKey={busyKey}
      onIssue={(l) => void issue([l])}
      note={purchase.data ? statusHint(purchase.data) : null}
      unitsTitle="이 매입의 개체 바코드"
      units={units.data ?? []}
      unitsLoading={units.isFetching}
      selected={selected}
      onSelect={setSelected}
    />
  );
  return (
    <Page
      title="매입 개체 바코드 발행"
      hint="매입 수량만큼 개체 바코드를 발행해 물건마다 붙입니다. 이미 발행한 만큼은 다시 발행하지 않습니다."
    >
      <UnitLabelRun values={selected} source={source} />
    </Page>
  );
};

/**
 * BarcodePurchasePartEachCreatSinglePrint/:method/:buycode/:ptnocode: the same for ONE line (part
 * :ptnocode) of purchase :buycode. :method (purchaseUnitMethodOf in the domain): `new` issues the
 * line's still-missing units (one click) and prints them; `re` / `reprint` reprints the units the
 * line already has, issuing nothing. Any other method is named as unknown, in Korean.
 */
export const BarcodePurchasePartEachCreatSinglePrintPage = () => {
  const { method: rawMethod = '', buycode = '', ptnocode = '' } = useParams();
  const method = purchaseUnitMethodOf(rawMethod);
  const { code, valid, purchase } = usePurchaseParam(buycode);
  const partCode = ptnocode.trim().toUpperCase();
  const units = useUnitsOfDocument(valid && method ? code : null);
  const [selected, setSelected] = useState<string[]>([]);
  const { issue, busyKey } = usePurchaseIssue(code, (values) => setSelected((s) => [...s, ...values]));
  const lineUnits = (units.data ?? []).filter((u) => u.partCode === partCode && u.docKind === 'purchase');
  const liveValues = lineUnits.filter((u) => u.state !== 'void').map((u) => u.value);
  const liveKey = liveValues.join(',');
  // A reprint starts with every live unit of the line chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: chosen once per set of units, by its key.
  useEffect(() => {
    if (method === 're') setSelected(liveValues);
  }, [method, liveKey]);

  if (!method)
    return (
      <AddressWarning
        title={`'${rawMethod}'${particleFor(rawMethod, '은/는')} 알 수 없는 인쇄 방법입니다.`}
        description="new(미발행분을 발행해 인쇄) 또는 re(발행한 바코드를 다시 인쇄)를 쓰세요. 예: …/BarcodePurchasePartEachCreatSinglePrint/new/R00000001/P0000001"
      />
    );
  if (!valid) return <NotAPurchase code={buycode} />;
  const line = docLinesOf(purchase.data).find((l) => l.partCode === partCode);
  if (purchase.data && !line)
    return (
      <AddressWarning
        title={`매입 ${code}에 품목 ${withParticle(partCode, '이/가')} 없습니다.`}
        description="매입 상세에서 품목의 라벨 링크를 눌러 여세요."
      />
    );
  const source = (
    <>
      <Card
        size="small"
        title={method === 'new' ? '매입 품목 — 미발행분 발행' : '매입 품목 — 다시 인쇄'}
        extra={
          <Link to={BARCODE_PATHS.purchaseUnits(code)} className="erp-mono">
            매입 전체
          </Link>
        }
      >
        {purchase.error ? (
          <Alert type="error" showIcon title={messageOf(purchase.error)} />
        ) : purchase.data ? (
          <PurchaseHead purchase={purchase.data} />
        ) : null}
        <DocUnitLines
          lines={line ? [line] : []}
          loading={purchase.isFetching}
          busyKey={busyKey}
          canIssue={method === 'new'}
          onIssue={(l) => void issue([l])}
        />
        {method === 'new' && line && line.qty > 0 && missingUnits(line) === 0 && (
          <Alert
            type="success"
            showIcon
            title="이 품목은 매입 수량만큼 모두 발행했습니다."
            action={<Link to={BARCODE_PATHS.purchaseLineUnits('re', code, partCode)}>다시 인쇄</Link>}
          />
        )}
        {method === 're' && line && line.issued === 0 && (
          <Alert
            type="info"
            showIcon
            title="이 품목은 아직 발행한 개체 바코드가 없습니다."
            action={<Link to={BARCODE_PATHS.purchaseLineUnits('new', code, partCode)}>발행하러 가기</Link>}
          />
        )}
      </Card>
      <Card size="small" title={`이 품목의 개체 바코드 (${lineUnits.length})`}>
        <UnitTable units={lineUnits} selected={selected} onSelect={setSelected} loading={units.isFetching} />
      </Card>
    </>
  );
  return (
    <Page
      title={method === 'new' ? '매입 품목 개체 바코드 발행' : '매입 품목 개체 바코드 다시 인쇄'}
      hint={
        method === 'new'
          ? '이 품목의 매입 수량 중 아직 발행하지 않은 만큼 개체 바코드를 발행해 인쇄합니다.'
          : '이 품목에 이미 발행한 개체 바코드를 다시 인쇄합니다. 새로 발행하지 않습니다.'
      }
    >
      <UnitLabelRun values={selected} source={source} />
    </Page>
  );
};
