import {
  DOC_CODE_PREFIXES,
  FREIGHT_MOVE_DOC_KIND,
  type FreightBasis,
  type FreightCancel,
  type FreightCostInput,
  type FreightCostView,
  type FreightDocKind,
  type FreightLine,
  type FreightPreview,
  type FreightPreviewInput,
  type FreightStatus,
  splitByWeight,
  splitVat,
} from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { PurchaseHold } from '../../platform/http/app-ports.js';
import { postStockMoves } from '../stock/stock.service.js';
import { allocateFreight } from '../stock/stock-cost.service.js';
import { freightCostLines, freightCosts } from './freight-cost.table.js';
import { type ChargedDoc, chargedDocOf } from './freight-cost-doc.js';

// Freight bills: the preview and the posting share one allocation (splitByWeight, the stock
// module's own split), so what the clerk saw is what is posted, to the won.

/** The allocated amount is the supply: VAT paid on freight is recovered, not a stock cost. */
const moneyOf = (amount: number, vatIncluded: boolean): { supply: number; vat: number } => {
  if (vatIncluded) {
    const { supply, tax } = splitVat(amount);
    return { supply, vat: tax };
  }
  return { supply: amount, vat: 0 };
};

const weightOf = (basis: FreightBasis, line: { qty: number; value: number }): number =>
  basis === 'qty' ? line.qty : line.value;

/** Each line's share of the supply; refused when the basis gives every line a weight of 0. */
const allocate = (doc: ChargedDoc, supply: number, basis: FreightBasis): FreightLine[] => {
  const weights = doc.lines.map((l) => weightOf(basis, l));
  if (supply > 0 && weights.every((w) => w <= 0))
    throw new AppError(
      'E2003',
      basis === 'value'
        ? '문서의 품목 금액이 모두 0원이라 금액 기준으로 나눌 수 없습니다. 수량 기준을 고르세요.'
        : '문서에 배부할 품목이 없습니다.',
    );
  const shares = splitByWeight(supply, weights);
  return doc.lines.map(({ partId: _partId, ...l }, i) => ({ ...l, share: shares[i] ?? 0 }));
};

export const previewFreight = async (db: DbOrTx, input: FreightPreviewInput): Promise<FreightPreview> => {
  const doc = await chargedDocOf(db, input.docKind, input.docCode);
  const { supply, vat } = moneyOf(input.amount, input.vatIncluded);
  return {
    docKind: input.docKind,
    docCode: input.docCode,
    partyName: doc.partyName,
    docDate: doc.docDate,
    supply,
    vat,
    lines: allocate(doc, supply, input.basis),
  };
};

/** Registers the bill and posts its shares as value-only stock moves, in one transaction. */
export const registerFreight = async (
  db: Db,
  input: FreightCostInput,
  actor: AuditActor,
): Promise<FreightCostView> => {
  const code = await db.transaction(async (tx) => {
    const doc = await chargedDocOf(tx, input.docKind, input.docCode);
    const { supply, vat } = moneyOf(input.amount, input.vatIncluded);
    const lines = allocate(doc, supply, input.basis);
    const code = await nextDocCode(tx, DOC_CODE_PREFIXES.freight);
    const [row] = await tx
      .insert(freightCosts)
      .values({
        code,
        docKind: input.docKind,
        docCode: input.docCode,
        carrierName: input.carrierName,
        amount: input.amount,
        vatIncluded: input.vatIncluded,
        supply,
        vat,
        basis: input.basis,
        paidOn: `${input.paidOn.slice(0, 4)}-${input.paidOn.slice(4, 6)}-${input.paidOn.slice(6, 8)}`,
        memo: input.memo ?? null,
        createdBy: actor.accountId,
      })
      .returning({ id: freightCosts.id });
    await tx.insert(freightCostLines).values(
      doc.lines.map((l, i) => ({
        freightId: row!.id,
        lineNo: l.lineNo,
        partId: l.partId,
        warehouseCode: l.warehouseCode,
        qty: l.qty,
        value: l.value,
        share: lines[i]?.share ?? 0,
      })),
    );
    await allocateFreight(
      tx,
      {
        amount: supply,
        docKind: FREIGHT_MOVE_DOC_KIND,
        docCode: code,
        lines: doc.lines.map((l) => ({
          partId: l.partId,
          warehouseCode: l.warehouseCode,
          weight: weightOf(input.basis, l),
          docLine: l.lineNo,
        })),
      },
      actor.accountId,
    );
    return code;
  });
  return loadFreight(db, code);
};

type MoveRow = {
  part_id: number;
  warehouse_code: string;
  doc_line: number | null;
  value: string;
  held: string;
  name: string;
};

/**
 * Cancels a bill: each value move it posted is reversed at its recorded value. Refused when a
 * balance no longer holds that much value (its goods left carrying the freight): the reversal
 * would leave the stock below zero won; a stock adjustment is the way then.
 */
export const cancelFreight = async (
  db: Db,
  code: string,
  input: FreightCancel,
  actor: AuditActor,
): Promise<FreightCostView> => {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: freightCosts.id, status: freightCosts.status })
      .from(freightCosts)
      .where(eq(freightCosts.code, code))
      .for('update');
    if (!row) throw new AppError('E2001', `운임 ${code}을(를) 찾을 수 없습니다.`);
    if (row.status !== 'posted') throw new AppError('E2003', `운임 ${code}은(는) 이미 취소되었습니다.`);
    const moves = await queryRows<MoveRow>(
      tx,
      sql`select m.part_id, m.warehouse_code, m.doc_line, m.value, coalesce(b.value, 0) as held, p.name
          from stock_moves m join parts p on p.id = m.part_id
          left join stock_balances b on b.part_id = m.part_id and b.warehouse_code = m.warehouse_code
          where m.doc_kind = ${FREIGHT_MOVE_DOC_KIND} and m.doc_code = ${code} and m.reason = 'freight-cost'
          order by m.id`,
    );
    const short = moves.find((m) => Number(m.value) > 0 && Number(m.held) < Number(m.value));
    if (short)
      throw new AppError(
        'E2003',
        `${short.name}의 재고가 이미 출고되어 운임 배부를 되돌릴 수 없습니다 (${short.warehouse_code} 재고 금액 ${Number(short.held).toLocaleString('ko-KR')}원 < 배부액 ${Number(short.value).toLocaleString('ko-KR')}원).`,
      );
    await postStockMoves(
      tx,
      moves.map((m) => ({
        partId: m.part_id,
        warehouseCode: m.warehouse_code,
        qty: 0,
        value: -Number(m.value),
        reason: 'freight-cost' as const,
        docKind: FREIGHT_MOVE_DOC_KIND,
        docCode: code,
        ...(m.doc_line === null ? {} : { docLine: m.doc_line }),
      })),
      actor.accountId,
    );
    await tx
      .update(freightCosts)
      .set({
        status: 'cancelled',
        cancelledBy: actor.accountId,
        cancelledAt: sql`now()`,
        cancelNote: input.note ?? null,
      })
      .where(and(eq(freightCosts.id, row.id), eq(freightCosts.status, 'posted')));
  });
  return loadFreight(db, code);
};

type ViewRow = {
  id: number;
  code: string;
  status: FreightStatus;
  doc_kind: FreightDocKind;
  doc_code: string;
  carrier_name: string;
  amount: string;
  vat_included: boolean;
  supply: string;
  vat: string;
  basis: FreightBasis;
  paid_on: string;
  memo: string | null;
  created_by_name: string | null;
  created_at: string;
  cancelled_at: string | null;
  cancel_note: string | null;
  line_count: number;
  party_name: string | null;
};

/** The summary columns of the list and the detail, the instants as ISO text. */
export const FREIGHT_SUMMARY_SQL = sql`freight_costs.id, freight_costs.code, freight_costs.status, freight_costs.doc_kind, freight_costs.doc_code, freight_costs.carrier_name, freight_costs.amount,
  freight_costs.vat_included, freight_costs.supply, freight_costs.vat, freight_costs.basis, to_char(freight_costs.paid_on, 'YYYYMMDD') as paid_on, freight_costs.memo,
  (select a.name from accounts a where a.id = freight_costs.created_by) as created_by_name,
  to_char(freight_costs.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(freight_costs.cancelled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as cancelled_at,
  (select count(*)::int from freight_cost_lines l where l.freight_id = freight_costs.id) as line_count`;

export const toFreightSummary = (r: Omit<ViewRow, 'cancel_note' | 'party_name'>) => ({
  id: r.id,
  code: r.code,
  status: r.status,
  docKind: r.doc_kind,
  docCode: r.doc_code,
  carrierName: r.carrier_name,
  amount: Number(r.amount),
  vatIncluded: r.vat_included,
  supply: Number(r.supply),
  vat: Number(r.vat),
  basis: r.basis,
  paidOn: r.paid_on,
  lineCount: Number(r.line_count),
  memo: r.memo,
  createdByName: r.created_by_name,
  createdAt: r.created_at,
  cancelledAt: r.cancelled_at,
});

export const loadFreight = async (db: DbOrTx, code: string): Promise<FreightCostView> => {
  const [row] = await queryRows<ViewRow>(
    db,
    sql`select ${FREIGHT_SUMMARY_SQL}, freight_costs.cancel_note,
          (select s.name from purchases u join suppliers s on s.id = u.supplier_id
            where freight_costs.doc_kind = 'purchase' and u.code = freight_costs.doc_code) as party_name
        from freight_costs where freight_costs.code = ${code}`,
  );
  if (!row) throw new AppError('E2001', `운임 ${code}을(를) 찾을 수 없습니다.`);
  const lines = await queryRows<{
    line_no: number;
    part_code: string;
    part_no: string;
    part_name: string;
    warehouse_code: string;
    qty: number;
    value: string;
    share: string;
  }>(
    db,
    sql`select l.line_no, p.code as part_code, p.part_no, p.name as part_name, l.warehouse_code, l.qty, l.value, l.share
        from freight_cost_lines l join parts p on p.id = l.part_id where l.freight_id = ${row.id} order by l.line_no`,
  );
  return {
    ...toFreightSummary(row),
    partyName: row.party_name ?? '',
    cancelNote: row.cancel_note,
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      partCode: l.part_code,
      partNo: l.part_no,
      partName: l.part_name,
      warehouseCode: l.warehouse_code,
      qty: l.qty,
      value: Number(l.value),
      share: Number(l.share),
    })),
  };
};

/** A posted freight bill holds its purchase: a fix change would leave the freight on goods gone. */
export const freightPurchaseHold: PurchaseHold = async (tx, purchaseId) => {
  const [bill] = await queryRows<{ code: string }>(
    tx,
    sql`select freight_costs.code from freight_costs join purchases u on u.code = freight_costs.doc_code
        where freight_costs.doc_kind = 'purchase' and freight_costs.status = 'posted' and u.id = ${purchaseId} limit 1`,
  );
  return bill
    ? `운임 ${bill.code}이(가) 배부된 매입은 확정을 취소할 수 없습니다. 운임을 먼저 취소하세요.`
    : null;
};
