import {
  type PriceComparisonQuery,
  type ProperStockQuery,
  type PurchaseRegisterQuery,
  type PurchaseStatusQuery,
  purchaseAnalysisApi,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { downloadApi, useApiQuery } from '../../app/contract-client';

// The purchasing reports of the server (purchaseAnalysisApi); the stock in/out list comes through
// useListQuery on its screen.

const kept = (enabled: boolean) => ({ placeholderData: keepPreviousData, enabled });

export const usePurchaseDay = () => useApiQuery(purchaseAnalysisApi.day, {}, { refetchInterval: 60_000 });

/** Both parties of a purchase's print (the purchase login cannot read the company record itself). */
export const usePurchasePrintParties = (code: string) =>
  useApiQuery(purchaseAnalysisApi.printParties, { params: { code } });

export const usePurchaseStatus = (query: PurchaseStatusQuery, enabled: boolean) =>
  useApiQuery(purchaseAnalysisApi.status, { body: query }, kept(enabled));

export const downloadPurchaseStatus = (query: PurchaseStatusQuery) =>
  downloadApi(purchaseAnalysisApi.statusExcel, { body: query }, '매입현황.xlsx');

export const usePriceComparison = (query: PriceComparisonQuery, enabled: boolean) =>
  useApiQuery(purchaseAnalysisApi.priceComparison, { body: query }, kept(enabled));

export const downloadPriceComparison = (query: PriceComparisonQuery) =>
  downloadApi(purchaseAnalysisApi.priceComparisonExcel, { body: query }, '가격비교.xlsx');

export const useShortage = (query: ProperStockQuery) =>
  useApiQuery(purchaseAnalysisApi.shortage, { body: query }, kept(true));

export const downloadShortage = (query: ProperStockQuery) =>
  downloadApi(purchaseAnalysisApi.shortageExcel, { body: query }, '부족재고.xlsx');

export const useInventoryStatus = (partCode: string, supplierCode: string) =>
  useApiQuery(purchaseAnalysisApi.inventoryStatus, {
    params: { ptnocode: partCode, customerCode: supplierCode },
  });

export const usePurchaseRegister = (query: PurchaseRegisterQuery, enabled: boolean) =>
  useApiQuery(purchaseAnalysisApi.register, { body: query }, kept(enabled));

export const useBuyRegister = (query: PurchaseRegisterQuery, enabled: boolean) =>
  useApiQuery(purchaseAnalysisApi.buyRegister, { body: query }, kept(enabled));

export const downloadRegister = (query: PurchaseRegisterQuery, bySupplier: boolean) =>
  bySupplier
    ? downloadApi(purchaseAnalysisApi.buyRegisterExcel, { body: query }, '매입처별매입장부.xlsx')
    : downloadApi(purchaseAnalysisApi.registerExcel, { body: query }, '매입장부.xlsx');
