import { externalApi } from '@erp/domain';
import { useParams } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { StatementQueryPage } from '../statement/statement-query-page';

const useExternalStatement = (code: string) =>
  useApiQuery(externalApi.statement, { params: { code: code.trim().toUpperCase() } }, { retry: false });

/** ExternalOfStatement/:ordercode — the external prints the statement of one of its customers' orders. */
export const ExternalOfStatementPage = () => {
  const { ordercode = '' } = useParams();
  return <StatementQueryPage query={useExternalStatement(ordercode)} title="거래명세서" />;
};

/**
 * ExternalSalesStatementOfAccount/:code — the same A4 statement from the head-office statement set:
 * an external account reads its customers' orders only, head office any order.
 */
export const ExternalSalesStatementOfAccountPage = () => {
  const { code = '' } = useParams();
  return <StatementQueryPage query={useExternalStatement(code)} title="외부 영업 거래명세서" />;
};
