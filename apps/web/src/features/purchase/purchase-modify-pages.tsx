import { isPurchaseCode } from '@erp/domain';
import { Alert, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { usePartLookup } from '../part-info/part-info.api';
import { PURCHASE_PATHS, usePurchase } from './purchase.api';
import { NotPurchaseCode, PurchaseDetailPage } from './purchase-detail-page';
import { type LinePath, lineOfPath } from './purchase-line-path';
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
 * purchase. The supplier, the line and its part's brand must be the purchase's ('-' for a part
 * without a brand); a path that names anything else is refused and links to the purchase.
 */
export const PurchaseLineRegistrationPage = () => {
  const params = useParams();
  const path: LinePath = {
    purchasecode: params.purchasecode ?? '',
    suppliercode: params.suppliercode ?? '',
    pbrand: params.pbrand ?? '',
    seq: params.seq ?? '',
  };
  const code = path.purchasecode.trim().toUpperCase();
  const valid = isPurchaseCode(code);
  const purchase = usePurchase(valid ? code : null);
  const p = purchase.data;
  const partCode = p?.lines.find((l) => l.lineNo === Number(path.seq))?.partCode;
  const part = usePartLookup(partCode);
  if (!valid) return <NotPurchaseCode raw={path.purchasecode} />;
  if (purchase.error) return <Alert type="error" showIcon title={messageOf(purchase.error)} />;
  if (!p || (partCode && part.isPending)) return <Spin />;
  const found = lineOfPath(p, path, () => (part.data ? part.data.brandCode : undefined));
  const line = found.line;
  if (!line)
    return (
      <div className="erp-page">
        <Alert
          type="warning"
          showIcon
          title={found.problem ?? ''}
          description={<Link to={PURCHASE_PATHS.detail(p.code)}>{p.code} 매입 상세로 가기</Link>}
        />
      </div>
    );
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={`${p.code} ${line.lineNo}번 줄: ${line.partNo} ${line.partName} (수량 ${line.qty}, 단가 ${line.unitPrice.toLocaleString('ko-KR')}원)`}
      />
      <PurchaseRegistrationPage code={code} />
    </>
  );
};
