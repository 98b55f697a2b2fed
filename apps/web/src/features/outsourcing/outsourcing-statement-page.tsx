import { outsourcingStatementApi } from '@erp/domain';
import { useParams } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { StatementQueryPage } from '../statement/statement-query-page';

/**
 * OutsourcingStatementOfAccount/:code — the 거래명세서 of a partner's ERP order (its order code or
 * the request code it came from); a partner prints its own orders only, head office any partner's.
 */
export const OutsourcingStatementOfAccountPage = () => {
  const { code = '' } = useParams();
  const query = useApiQuery(
    outsourcingStatementApi.statement,
    { params: { id: code.trim().toUpperCase() } },
    { retry: false },
  );
  return <StatementQueryPage query={query} title="협력사 거래명세서" />;
};
