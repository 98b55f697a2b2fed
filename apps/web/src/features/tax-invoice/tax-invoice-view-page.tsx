import { PrinterOutlined, RedoOutlined, SendOutlined } from '@ant-design/icons';
import { dueWarning, TAX_INVOICE_STATE_LABELS, toYmd } from '@erp/domain';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useParams } from 'react-router';
import { formatKstDateTime, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { LoadedCards } from '../purchase/loaded-cards';
import { useTaxConfig, useTaxInvoice, useTaxStep } from './tax-invoice.api';
import { TaxInvoiceSheet } from './tax-invoice-sheet';

const STATE_COLOR = { draft: 'default', queued: 'orange', issued: 'green' } as const;

/** TaxInvoiceIssueList/:code/:taxcode: one invoice, its issue (or retry) and its issue log. */
export const TaxInvoiceViewPage = () => {
  const { taxcode = '' } = useParams();
  const query = useTaxInvoice(taxcode);
  const config = useTaxConfig();
  const step = useTaxStep();
  const invoice = query.data;
  const warning = invoice ? dueWarning(invoice.state, invoice.dueDate, toYmd(new Date())) : null;
  const aspReady = config.data?.aspConfigured === true;
  return (
    <div className="erp-page">
      <PageHead
        className="erp-tax-noprint"
        title={
          <Space>
            {`세금계산서 ${invoice?.code ?? taxcode}`}
            {invoice && (
              <Tag color={STATE_COLOR[invoice.state]} data-testid="tax-state">
                {TAX_INVOICE_STATE_LABELS[invoice.state]}
              </Tag>
            )}
          </Space>
        }
        description="국세청 필수 항목(양 당사자 등록번호, 작성일자, 품목별 공급가액·세액)을 ASP로 전송합니다."
        actions={
          <Space>
            {invoice?.state === 'draft' && (
              <Popconfirm
                title="이 세금계산서를 발행해 ASP로 전송합니다."
                okText="발행"
                cancelText="닫기"
                onConfirm={() => step.issue(invoice.code)}
                disabled={!aspReady}
              >
                <Button type="primary" icon={<SendOutlined />} loading={step.busy} disabled={!aspReady}>
                  발행
                </Button>
              </Popconfirm>
            )}
            {invoice?.state === 'queued' && (
              <Button icon={<RedoOutlined />} loading={step.busy} onClick={() => step.retry(invoice.code)}>
                재전송
              </Button>
            )}
            <Button icon={<PrinterOutlined />} disabled={!invoice} onClick={() => window.print()}>
              인쇄 · PDF
            </Button>
          </Space>
        }
      />
      <LoadedCards error={query.error} ready={Boolean(invoice)}>
        {invoice && (
          <>
            {!aspReady && invoice.state === 'draft' && (
              <Alert
                className="erp-tax-noprint"
                type="warning"
                showIcon
                title="전자세금계산서 ASP가 설정되지 않아 임시 저장만 할 수 있습니다 (TAX_ASP_BASE_URL 등 환경 변수)."
              />
            )}
            {invoice.state === 'queued' && (
              <Alert
                className="erp-tax-noprint"
                type="warning"
                showIcon
                title={`전송 대기: ${invoice.lastError ?? 'ASP 응답을 기다립니다.'} (시도 ${invoice.attempts}회, 자동으로 다시 보냅니다)`}
              />
            )}
            {warning && (
              <Alert
                className="erp-tax-noprint"
                type={warning === 'overdue' ? 'error' : 'warning'}
                showIcon
                title={`발행 기한 ${formatYmd(invoice.dueDate)} ${warning === 'overdue' ? '이 지났습니다.' : '이 다가옵니다.'}`}
              />
            )}
            <TaxInvoiceSheet invoice={invoice} />
            <Card size="small" title="발행 이력" className="erp-tax-noprint">
              <Table
                size="small"
                rowKey={(r) => `${r.at}-${r.event}`}
                pagination={false}
                dataSource={invoice.log}
                columns={[
                  { title: '일시', dataIndex: 'at', width: 160, render: (d: string) => formatKstDateTime(d) },
                  { title: '단계', dataIndex: 'event', width: 110 },
                  { title: '내용', dataIndex: 'message' },
                  {
                    title: '처리자',
                    dataIndex: 'byName',
                    width: 100,
                    render: (n: string | null) => n ?? '시스템',
                  },
                ]}
              />
            </Card>
          </>
        )}
      </LoadedCards>
    </div>
  );
};
