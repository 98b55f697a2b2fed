import { FileAddOutlined, FileTextOutlined, RedoOutlined } from '@ant-design/icons';
import {
  AMENDMENT_REASONS,
  type AmendmentCandidate,
  billingScreens,
  linkTo,
  type OutboxFailure,
  taxInvoiceScreens as S,
  type TaxInvoiceView,
  toYmd,
} from '@erp/domain';
import { Alert, Button, Card, DatePicker, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatKstDateTime, formatWon, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { CustomerPicker } from '../customer/customer-picker';
import { useAmendmentCandidates, useTaxConfig, useTaxFailures, useTaxStep } from './tax-invoice.api';

const open = (v: TaxInvoiceView) => linkTo(S.taxInvoiceView, { code: v.customerCode, taxcode: v.code });

/** The month's last day, or today while it runs: the billing statement's period. */
const periodOf = (month: string) => {
  const last = dayjs(`${month}01`, 'YYYYMMDD').endOf('month').format('YYYYMMDD');
  const today = toYmd(new Date());
  return { startdt: `${month}01`, lastdt: last < today ? last : today };
};

/**
 * Tax/TaxInvoiceIssue: a month's invoice for a customer (from its fixed orders not yet invoiced),
 * the amended invoices cancels and returns call for, and what waits for the ASP.
 */
export const TaxInvoiceIssuePage = () => {
  const navigate = useNavigate();
  const config = useTaxConfig();
  const step = useTaxStep();
  const [customer, setCustomer] = useState<string | null>(null);
  const [month, setMonth] = useState(toYmd(new Date()).slice(0, 6));
  const candidates = useAmendmentCandidates(customer);
  const failures = useTaxFailures();
  const go = (v: TaxInvoiceView | null) => v && navigate(open(v));
  return (
    <div className="erp-page">
      <PageHead
        title="세금계산서 발행"
        description="월합계(다음 달 10일까지)·건별·수정세금계산서를 작성하고 ASP로 발행합니다."
        actions={<Button onClick={() => navigate(linkTo(S.taxInvoiceIssueList))}>세금계산서 목록</Button>}
      />
      {config.data && !config.data.aspConfigured && (
        <Alert
          type="warning"
          showIcon
          title="전자세금계산서 ASP가 설정되지 않았습니다: 임시 저장만 할 수 있고 발행은 되지 않습니다 (TAX_ASP_BASE_URL, TAX_ASP_LINK_ID, TAX_ASP_SECRET_KEY)."
        />
      )}
      {config.data && !config.data.ntsConfigured && (
        <Alert
          type="info"
          showIcon
          title="국세청 사업자 상태 조회가 설정되지 않아 등록번호는 검증번호만 확인합니다."
        />
      )}
      <Card size="small" title="월합계 세금계산서 작성">
        <Space wrap>
          <span style={{ width: 320, display: 'inline-block' }}>
            <CustomerPicker
              id="tax-customer"
              value={customer}
              onChange={(code) => setCustomer(code ?? null)}
            />
          </span>
          <DatePicker
            picker="month"
            aria-label="작성 월"
            allowClear={false}
            value={dayjs(`${month}01`, 'YYYYMMDD')}
            onChange={(d) => d && setMonth(d.format('YYYYMM'))}
          />
          <Button
            type="primary"
            icon={<FileAddOutlined />}
            disabled={!customer}
            loading={step.busy}
            onClick={async () => customer && go(await step.draftMonth(customer, month))}
          >
            월합계 작성
          </Button>
          <Button
            icon={<FileTextOutlined />}
            disabled={!customer}
            onClick={() =>
              customer &&
              navigate(
                linkTo(billingScreens.obtainBillingIssuance, { custCode: customer, ...periodOf(month) }),
              )
            }
          >
            청구서 보기
          </Button>
        </Space>
      </Card>
      <Card size="small" title={`수정세금계산서 대상 (${candidates.data?.length ?? 0})`}>
        <Table<AmendmentCandidate>
          size="small"
          rowKey="reversingCode"
          pagination={false}
          dataSource={candidates.data ?? []}
          locale={{ emptyText: '발행한 세금계산서의 취소·반품이 없습니다.' }}
          columns={[
            { title: '취소·반품', dataIndex: 'reversingCode', width: 150, className: 'erp-mono' },
            { title: '일자', dataIndex: 'date', width: 100, render: (d: string) => formatYmd(d) },
            { title: '거래처', dataIndex: 'customerName' },
            { title: '주문', dataIndex: 'orderCode', width: 150 },
            { title: '당초 세금계산서', dataIndex: 'originalCode', width: 150 },
            {
              title: '수정 사유',
              dataIndex: 'amendmentCode',
              width: 150,
              render: (c: keyof typeof AMENDMENT_REASONS) => `${c} ${AMENDMENT_REASONS[c]}`,
            },
            { title: '공급가액', dataIndex: 'supply', align: 'right', render: (n: number) => formatWon(n) },
            { title: '세액', dataIndex: 'tax', align: 'right', render: (n: number) => formatWon(n) },
            {
              title: '',
              key: 'act',
              width: 90,
              render: (_: unknown, r) => (
                <Button
                  size="small"
                  onClick={async () => go(await step.draftAmended(r.originalCode, r.reversingCode))}
                >
                  작성
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title={`전송 대기·실패 (${failures.data?.length ?? 0})`}>
        <Table<OutboxFailure>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={failures.data ?? []}
          locale={{ emptyText: 'ASP로 보내지 못한 세금계산서가 없습니다.' }}
          columns={[
            { title: '세금계산서', dataIndex: 'docCode', width: 150, className: 'erp-mono' },
            { title: '시도', dataIndex: 'attempts', width: 60, align: 'right' },
            { title: '마지막 오류', dataIndex: 'lastError' },
            {
              title: '다음 자동 시도',
              dataIndex: 'nextAttemptAt',
              width: 160,
              render: (d: string) => formatKstDateTime(d),
            },
            {
              title: '',
              key: 'act',
              width: 100,
              render: (_: unknown, r) =>
                r.docCode && (
                  <Button
                    size="small"
                    icon={<RedoOutlined />}
                    onClick={() => r.docCode && step.retry(r.docCode)}
                  >
                    재전송
                  </Button>
                ),
            },
          ]}
        />
      </Card>
    </div>
  );
};
