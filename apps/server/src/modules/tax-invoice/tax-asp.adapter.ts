// Adapter for the e-tax-invoice ASP (Popbill / Barobill style REST): one call issues a document
// under our management key (문서 관리번호 = the invoice code), which is also the idempotency key,
// so a resend after a lost answer is accepted once. Credentials come from the environment only;
// without them the adapter is "not configured" and invoices stay drafts.

export type TaxAspConfig = {
  baseUrl: string | undefined;
  linkId: string | undefined;
  secretKey: string | undefined;
  name: string;
  timeoutMs?: number;
};

export const taxAspConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): TaxAspConfig => ({
  baseUrl: env.TAX_ASP_BASE_URL || undefined,
  linkId: env.TAX_ASP_LINK_ID || undefined,
  secretKey: env.TAX_ASP_SECRET_KEY || undefined,
  name: env.TAX_ASP_NAME || 'ASP',
});

export const isAspConfigured = (c: TaxAspConfig): boolean => Boolean(c.baseUrl && c.linkId && c.secretKey);

/** The document as the ASP takes it (field names as the common Korean ASPs use them). */
export type AspTaxInvoice = {
  mgtKey: string;
  writeDate: string;
  purposeType: '청구' | '영수';
  taxType: '과세';
  invoicerCorpNum: string;
  invoicerTaxRegID: string | null;
  invoicerCorpName: string;
  invoicerCEOName: string | null;
  invoicerAddr: string | null;
  invoicerBizType: string | null;
  invoicerBizClass: string | null;
  invoiceeCorpNum: string;
  invoiceeTaxRegID: string | null;
  invoiceeCorpName: string;
  invoiceeCEOName: string | null;
  invoiceeAddr: string | null;
  invoiceeBizType: string | null;
  invoiceeBizClass: string | null;
  invoiceeEmail1: string | null;
  supplyCostTotal: string;
  taxTotal: string;
  totalAmount: string;
  modifyCode: number | null;
  orgNTSConfirmNum: string | null;
  detailList: {
    serialNum: number;
    purchaseDT: string;
    itemName: string;
    spec: string | null;
    qty: string | null;
    unitCost: string | null;
    supplyCost: string;
    tax: string;
  }[];
};

/** The NTS confirm number of the issued document; throws a Korean reason when not issued. */
export const issueAtAsp = async (config: TaxAspConfig, doc: AspTaxInvoice): Promise<string> => {
  if (!isAspConfigured(config)) throw new Error('전자세금계산서 ASP가 설정되지 않았습니다.');
  const url = `${config.baseUrl!.replace(/\/$/, '')}/Taxinvoice/${encodeURIComponent(doc.mgtKey)}/issue`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${config.secretKey}`,
        'x-link-id': config.linkId!,
        'idempotency-key': doc.mgtKey,
      },
      body: JSON.stringify(doc),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? '응답 시간 초과' : '연결 실패';
    throw new Error(`${config.name} 전송 실패 (${reason})`);
  }
  const body = (await res.json().catch(() => ({}))) as {
    code?: number;
    message?: string;
    ntsConfirmNum?: string;
  };
  // The document key was issued before (a resend after a lost answer): the same document, once.
  if ((res.ok || res.status === 409) && body.ntsConfirmNum) return body.ntsConfirmNum;
  throw new Error(`${config.name} 전송 실패 (HTTP ${res.status}${body.message ? `: ${body.message}` : ''})`);
};
