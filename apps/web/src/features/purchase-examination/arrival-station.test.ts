import type { PurchaseExamination } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { toStationView } from './arrival-station';

const arrival = (status: PurchaseExamination['status'], examined: number[]): PurchaseExamination => ({
  purchaseCode: 'R00000003',
  purchaseStatus: status === 'posted' ? 'fixed' : 'draft',
  version: 1,
  supplierCode: 'S000001',
  supplierName: '세방',
  warehouseCode: 'MAIN',
  warehouseName: '본사 창고',
  purchaseDate: '20261127',
  status,
  statusLabel: '',
  startedByName: null,
  startedAt: null,
  postedByName: null,
  postedAt: null,
  lines: examined.map((n, i) => ({
    lineNo: i + 1,
    partCode: `P000000${i + 1}`,
    partNo: `X${i}`,
    partName: `부품${i}`,
    qty: 2,
    examined: n,
    damaged: 0,
    damageReason: null,
    short: 2 - n,
    accepted: n,
    battery: false,
    dateCodes: [],
  })),
});

describe('arrival as a scan station view', () => {
  it.each([
    ['scanning', [2, 2], 'scanning', true],
    ['scanning', [2, 1], 'scanning', false],
    ['posted', [1, 0], 'done', false],
    ['none', [0, 0], 'none', false],
  ] as const)('%s %o → %s, complete %s', (status, examined, stationStatus, complete) => {
    const view = toStationView(arrival(status, [...examined]));
    expect(view).toMatchObject({ status: stationStatus, complete });
    expect(view.lines.map((l) => [l.required, l.scanned])).toEqual(examined.map((n) => [2, n]));
  });
});
