import { gs1CheckDigit } from '@erp/domain';
import type { Page } from 'playwright-core';
import { pageApiOk } from './api';

/**
 * A part number and a maker barcode no demo part and no other test has, so a search can only find
 * the part a test made for itself.
 */
export const uniquePartKeys = (prefix: string): { partNo: string; ean: string } => {
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const noise = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const body = `8809${digits}${noise}`;
  return { partNo: `${prefix}-${digits}${noise}`, ean: `${body}${gs1CheckDigit(body)}` };
};

/** The code of the first demo supplier whose name starts with the given text. */
export const supplierCodeOf = async (page: Page, nameStart: string): Promise<string> => {
  const list = await pageApiOk<{ rows: { code: string }[] }>(page, '/api/product/v1.0/supplier/page/list', {
    page: 1,
    size: 1,
    filters: [{ field: 'name', op: 'startsWith', value: nameStart }],
  });
  const code = list.rows[0]?.code;
  if (!code) throw new Error(`매입처 ${nameStart}…이(가) 없습니다.`);
  return code;
};

export type NewPart = {
  partNo: string;
  name: string;
  carModel?: string;
  salePrice?: number;
  purchasePrice?: number;
  barcodes?: string[];
  suppliers?: { supplierCode: string; supplierPartNo: string; purchasePrice: number }[];
};

/** Registers a part through the API PartRegistration uses (barcodes and suppliers in one go); its code. */
export const registerPart = async (page: Page, part: NewPart): Promise<string> => {
  const saved = await pageApiOk<{ part: { code: string } }>(page, '/api/product/v1.0/insert', {
    ...part,
    barcodes: part.barcodes ?? [],
    suppliers: part.suppliers ?? [],
  });
  return saved.part.code;
};
