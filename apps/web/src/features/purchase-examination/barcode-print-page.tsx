import { Route, Routes, useLocation, useParams } from 'react-router';
import { BarcodePurchasePartEachCreatPrintPage } from '../barcode/purchase-barcode-print-page';

/**
 * PurchaseManager/PurchaseBarcodePrint/:masterseq: the unit labels of purchase :masterseq. The
 * label screen of the barcodes (BarcodePurchasePartEachCreatPrint/:code) does it all — issuing
 * the missing units and printing them — so it is shown here as it is, handed the purchase code
 * as the `code` its own route would give it (a nested route under this one's own address).
 */
export const PurchaseBarcodePrintPage = () => {
  const { masterseq = '' } = useParams();
  const { pathname } = useLocation();
  const base = pathname.replace(/\/+$/, '');
  return (
    <Routes location={`${base}/${encodeURIComponent(masterseq)}`}>
      <Route path=":code" element={<BarcodePurchasePartEachCreatPrintPage />} />
    </Routes>
  );
};
