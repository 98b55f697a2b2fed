import { linkTo, purchaseAnalysisScreens as S } from '@erp/domain';

// Where the purchasing reports link to, from the catalogue's paths.
export const PURCHASE_ANALYSIS_PATHS = {
  management: linkTo(S.purchaseManagement),
  mobileMain: linkTo(S.purchaseMobileMain),
  status: linkTo(S.purchaseStatus),
  priceComparison: linkTo(S.purchasePriceComparison),
  priceOf: (partCode: string) => `${linkTo(S.purchasePriceComparison)}?part=${encodeURIComponent(partCode)}`,
  shortage: linkTo(S.shortageStock),
  stockInOut: linkTo(S.stockInOutList),
  inventory: (ptnocode: string, customerCode: string) =>
    linkTo(S.inventoryStatus, { ptnocode, customerCode }),
  register: linkTo(S.purchaseRegister),
  buyRegister: linkTo(S.buyRegister),
  print: (info: string, code: string) => linkTo(S.purchasePrint, { info, code }),
} as const;
