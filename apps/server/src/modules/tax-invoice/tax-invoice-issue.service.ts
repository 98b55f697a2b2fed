import { invoiceSumsRefusal, isValidBizNo, type TaxInvoiceView } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { lookupBizStatus, type NtsConfig } from '../customer/nts-biz-status.adapter.js';
import { deliverNow, enqueue, type OutboxHandler, type OutboxMessage, rearm } from './outbox.service.js';
import { type AspTaxInvoice, isAspConfigured, issueAtAsp, type TaxAspConfig } from './tax-asp.adapter.js';
import { taxInvoiceLog, taxInvoices } from './tax-invoice.table.js';
import { invoiceOutboxKey, loadInvoice } from './tax-invoice-view.service.js';

export const TAX_INVOICE_TOPIC = 'tax-invoice.issue';

export type TaxInvoiceDeps = { asp: TaxAspConfig; nts: NtsConfig };

const digits = (v: string) => v.replace(/\D/g, '');

/** The reasons the NTS-facing checks refuse an invoice: check digits, a closed business, sums. */
const refusalOf = async (invoice: TaxInvoiceView, nts: NtsConfig): Promise<string | null> => {
  if (!isValidBizNo(invoice.supplier.bizNo))
    return `공급자 등록번호: 검증번호가 맞지 않습니다 (${invoice.supplier.bizNo}).`;
  if (!isValidBizNo(invoice.buyer.bizNo))
    return `공급받는자 등록번호: 검증번호가 맞지 않습니다 (${invoice.buyer.bizNo}).`;
  const sums = invoiceSumsRefusal(invoice);
  if (sums) return sums;
  const status = await lookupBizStatus(nts, [digits(invoice.buyer.bizNo)]);
  if (status.configured && status.ok) {
    const found = status.results[0];
    if (found && (found.statusCode === '03' || !found.registered))
      return `공급받는자 등록번호: 국세청 상태가 '${found.statusLabel}'${found.closedOn ? ` (폐업일 ${found.closedOn})` : ''}이라 발행할 수 없습니다.`;
  }
  return null;
};

const log = (db: Db, invoiceId: number, event: string, message: string, by: number | null) =>
  db.insert(taxInvoiceLog).values({ invoiceId, event, message, by });

/**
 * Issue: the draft becomes 전송 대기 and its message enters the outbox in one transaction, then
 * is sent at once; when the ASP is down it stays 전송 대기 and the runner retries it. A second
 * issue of the same invoice is refused, and the outbox key is the invoice's, so the ASP hears of
 * it once.
 */
export const issueTaxInvoice = async (
  db: Db,
  code: string,
  deps: TaxInvoiceDeps,
  actor: AuditActor,
): Promise<TaxInvoiceView> => {
  if (!isAspConfigured(deps.asp))
    throw new AppError(
      'E2003',
      '전자세금계산서 ASP가 설정되지 않아 임시 저장만 할 수 있습니다 (TAX_ASP_BASE_URL, TAX_ASP_LINK_ID, TAX_ASP_SECRET_KEY).',
    );
  const draft = await loadInvoice(db, code);
  if (draft.state !== 'draft')
    throw new AppError(
      'E2003',
      `세금계산서 ${draft.code}은(는) 이미 발행 요청되었습니다 (${draft.state === 'issued' ? '발행 완료' : '전송 대기'}).`,
    );
  const refusal = await refusalOf(draft, deps.nts);
  if (refusal) throw new AppError('E0422', refusal);
  await db.transaction(async (tx) => {
    // Only the draft seen above moves: a second clerk's issue finds no draft and is refused.
    const moved = await tx
      .update(taxInvoices)
      .set({ state: 'queued', version: sql`${taxInvoices.version} + 1` })
      .where(and(eq(taxInvoices.code, draft.code), eq(taxInvoices.state, 'draft')))
      .returning({ id: taxInvoices.id });
    const id = moved[0]?.id;
    if (id === undefined)
      throw new AppError('E0409', `세금계산서 ${draft.code}을(를) 다른 사용자가 먼저 발행했습니다.`);
    await enqueue(tx, {
      topic: TAX_INVOICE_TOPIC,
      key: invoiceOutboxKey(draft.code),
      docCode: draft.code,
      payload: { code: draft.code },
    });
    await tx.insert(taxInvoiceLog).values({
      invoiceId: id,
      event: 'queued',
      message: '발행을 요청했습니다 (전송 대기).',
      by: actor.accountId,
    });
    await writeAudit(tx, actor, {
      action: 'tax-invoice.issue',
      entity: 'tax-invoice',
      entityId: draft.code,
      after: { total: draft.total },
    });
  });
  await deliverNow(db, taxInvoiceHandlers(deps), invoiceOutboxKey(draft.code));
  return loadInvoice(db, draft.code);
};

/** A retry from the failure list: the waiting invoice is sent now, whatever its backoff. */
export const retryTaxInvoice = async (
  db: Db,
  code: string,
  deps: TaxInvoiceDeps,
  actor: AuditActor,
): Promise<TaxInvoiceView> => {
  const invoice = await loadInvoice(db, code);
  if (invoice.state !== 'queued')
    throw new AppError('E2003', `세금계산서 ${invoice.code}은(는) 전송 대기 상태가 아닙니다.`);
  const [row] = await db
    .select({ id: taxInvoices.id })
    .from(taxInvoices)
    .where(eq(taxInvoices.code, invoice.code));
  await log(db, row!.id, 'retry', '재전송을 요청했습니다.', actor.accountId);
  await rearm(db, invoiceOutboxKey(invoice.code));
  await deliverNow(db, taxInvoiceHandlers(deps), invoiceOutboxKey(invoice.code));
  return loadInvoice(db, invoice.code);
};

const yn = (n: number | null) => (n === null ? null : String(n));

/** The invoice as the ASP takes it. */
export const aspDocumentOf = async (db: Db, invoice: TaxInvoiceView): Promise<AspTaxInvoice> => {
  const original = invoice.originalCode ? await loadInvoice(db, invoice.originalCode) : null;
  return {
    mgtKey: invoice.code,
    writeDate: invoice.writeDate,
    purposeType: invoice.purpose,
    taxType: '과세',
    invoicerCorpNum: digits(invoice.supplier.bizNo),
    invoicerTaxRegID: invoice.supplier.subBizNo,
    invoicerCorpName: invoice.supplier.name,
    invoicerCEOName: invoice.supplier.representative,
    invoicerAddr: invoice.supplier.address,
    invoicerBizType: invoice.supplier.businessType,
    invoicerBizClass: invoice.supplier.businessItem,
    invoiceeCorpNum: digits(invoice.buyer.bizNo),
    invoiceeTaxRegID: invoice.buyer.subBizNo,
    invoiceeCorpName: invoice.buyer.name,
    invoiceeCEOName: invoice.buyer.representative,
    invoiceeAddr: invoice.buyer.address,
    invoiceeBizType: invoice.buyer.businessType,
    invoiceeBizClass: invoice.buyer.businessItem,
    invoiceeEmail1: invoice.buyer.email,
    supplyCostTotal: String(invoice.supplyTotal),
    taxTotal: String(invoice.taxTotal),
    totalAmount: String(invoice.total),
    modifyCode: invoice.amendmentCode ? Number(invoice.amendmentCode) : null,
    orgNTSConfirmNum: original?.ntsConfirmNo ?? null,
    detailList: invoice.lines.map((l) => ({
      serialNum: l.lineNo,
      purchaseDT: l.date,
      itemName: l.itemName,
      spec: l.spec,
      qty: yn(l.qty),
      unitCost: yn(l.unitPrice),
      supplyCost: String(l.supply),
      tax: String(l.tax),
    })),
  };
};

/** The outbox handler: send to the ASP; on its confirm number the invoice is issued. */
export const taxInvoiceHandlers = (deps: TaxInvoiceDeps): Record<string, OutboxHandler> => ({
  [TAX_INVOICE_TOPIC]: async (db: Db, message: OutboxMessage) => {
    const code = String(message.payload.code);
    const invoice = await loadInvoice(db, code);
    const [row] = await db.select({ id: taxInvoices.id }).from(taxInvoices).where(eq(taxInvoices.code, code));
    if (invoice.state === 'issued') return;
    try {
      const confirmNo = await issueAtAsp(deps.asp, await aspDocumentOf(db, invoice));
      await db.transaction(async (tx) => {
        await tx
          .update(taxInvoices)
          .set({ state: 'issued', ntsConfirmNo: confirmNo, issuedAt: sql`now()` })
          .where(and(eq(taxInvoices.id, row!.id), eq(taxInvoices.state, 'queued')));
        await tx.insert(taxInvoiceLog).values({
          invoiceId: row!.id,
          event: 'issued',
          message: `발행했습니다 (국세청 승인번호 ${confirmNo}).`,
          by: null,
        });
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await log(db, row!.id, 'send-failed', `${reason} — 전송 대기 중이며 자동으로 다시 보냅니다.`, null);
      throw error;
    }
  },
});
