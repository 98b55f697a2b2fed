import { isPurchaseCode, purchaseAnalysisApi } from '@erp/domain';
import { Alert, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useApiQuery } from '../../app/contract-client';
import { BarcodePurchasePartEachCreatPrintPage } from '../barcode/purchase-barcode-print-page';
import { PURCHASE_PATHS, usePurchase } from './purchase.api';
import { NotPurchaseCode, PurchaseDetailPage } from './purchase-detail-page';
import { PurchaseRegistrationPage } from './purchase-register-page';

/**
 * PurchaseModify/:puCode: a draft opens on the register page for editing; a fixed purchase opens
 * read-only as its detail page, with the fix change there.
 */
export const PurchaseModifyPage = () => {
  const { puCode = '' } = useParams();
  const code = puCode.trim().toUpperCase();
  const valid = isPurchaseCode(code);
  const purchase = usePurchase(valid ? code : null);
  if (!valid) return <NotPurchaseCode raw={puCode} />;
  if (purchase.error) return <Alert type="error" showIcon title={messageOf(purchase.error)} />;
  if (!purchase.data) return <Spin />;
  return purchase.data.status === 'draft' ? (
    <PurchaseRegistrationPage code={code} />
  ) : (
    <PurchaseDetailPage code={code} />
  );
};

/**
 * PurchaseRegistration/:purchasecode/:suppliercode/:pbrand/:seq: the register page on one line of a
 * purchase. The server checks that the supplier, the line and its part's brand ('-' for a part
 * without one) are the purchase's and names what differs; the refusal links to the purchase.
 */
export const PurchaseLineRegistrationPage = () => {
  const { purchasecode = '', suppliercode = '', pbrand = '', seq = '' } = useParams();
  const code = purchasecode.trim().toUpperCase();
  const line = useApiQuery(purchaseAnalysisApi.lineRef, {
    params: { purchasecode, suppliercode, pbrand, seq: Number(seq) },
  });
  const l = line.data;
  if (!isPurchaseCode(code)) return <NotPurchaseCode raw={purchasecode} />;
  if (line.error)
    return (
      <div className="erp-page">
        <Alert
          type="warning"
          showIcon
          title={messageOf(line.error)}
          description={<Link to={PURCHASE_PATHS.detail(code)}>{code} 매입 상세로 가기</Link>}
        />
      </div>
    );
  if (!l) return <Spin />;
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={`${l.purchaseCode} ${l.lineNo}번 줄: ${l.partNo} ${l.partName} (수량 ${l.qty}, 단가 ${l.unitPrice.toLocaleString('ko-KR')}원)`}
      />
      <PurchaseRegistrationPage code={code} />
    </>
  );
};

/**
 * PurchaseBarcodePrint/:masterseq: the unit labels of a purchase, the barcode area's own screen
 * shown under this address (one screen for the labels of a purchase; the address stays, as every
 * registered route must).
 */
export const PurchaseBarcodePrintPage = () => {
  const { masterseq = '' } = useParams();
  const code = masterseq.trim().toUpperCase();
  if (!isPurchaseCode(code)) return <NotPurchaseCode raw={masterseq} />;
  return <BarcodePurchasePartEachCreatPrintPage code={code} />;
};
