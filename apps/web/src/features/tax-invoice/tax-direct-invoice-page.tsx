import { FileAddOutlined } from '@ant-design/icons';
import { linkTo, taxInvoiceScreens as S } from '@erp/domain';
import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatWon } from '../../components/data-table/cell-format';
import { useStatement } from '../statement/statement.api';
import { openStatement } from '../statement/statement-paths';
import { useTaxStep } from './tax-invoice.api';

/** Tax/TaxDirectInvoiceIssue/:code: the invoice of one fixed order (건별), a line per order line. */
export const TaxDirectInvoicePage = () => {
  const { code = '' } = useParams();
  const orderCode = code.trim().toUpperCase();
  const navigate = useNavigate();
  const step = useTaxStep();
  const statement = useStatement('sale', orderCode);
  const order = statement.data;
  return (
    <div className="erp-page">
      <Typography.Title level={3} className="erp-page-title">
        건별 세금계산서 · {orderCode}
      </Typography.Title>
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            확정된 주문 한 건의 품목별 공급가액과 세액으로 세금계산서를 임시 저장한 뒤, 내용을 확인하고
            발행합니다. 이미 월합계나 다른 세금계산서에 들어간 주문은 다시 작성할 수 없습니다.
          </Typography.Text>
          {statement.error && <Alert type="warning" showIcon title={messageOf(statement.error)} />}
          {order && (
            <Descriptions size="small" bordered column={2} data-testid="direct-order">
              <Descriptions.Item label="공급받는자">{order.recipient.name}</Descriptions.Item>
              <Descriptions.Item label="등록번호">{order.recipient.bizNo ?? '없음'}</Descriptions.Item>
              <Descriptions.Item label="품목">{order.lines.length}건</Descriptions.Item>
              <Descriptions.Item label="공급가액 / 세액">
                {formatWon(order.supply)} / {formatWon(order.tax)}
              </Descriptions.Item>
              <Descriptions.Item label="합계">{formatWon(order.total)}원</Descriptions.Item>
            </Descriptions>
          )}
          <Space>
            <Button onClick={() => openStatement('sale', orderCode)}>거래명세서 보기</Button>
            <Button
              type="primary"
              icon={<FileAddOutlined />}
              loading={step.busy}
              onClick={async () => {
                const v = await step.draftOrder(orderCode);
                if (v) navigate(linkTo(S.taxInvoiceView, { code: v.customerCode, taxcode: v.code }));
              }}
            >
              세금계산서 작성
            </Button>
          </Space>
        </Space>
      </Card>
    </div>
  );
};
