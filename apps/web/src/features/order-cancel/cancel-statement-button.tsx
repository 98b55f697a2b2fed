import { FileTextOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { openStatement } from '../statement/statement-paths';
import type { CancelRequestView } from './order-cancel.api';

/**
 * Opens the statement of the selected cancel once it is checked. The sheet takes the cancel's
 * code (X…) or its request number; `address` says which one this list opens it by.
 */
export const CancelStatementButton = ({
  request,
  address,
}: {
  request: CancelRequestView | null;
  address: (request: CancelRequestView) => string;
}) => (
  <Button
    size="small"
    icon={<FileTextOutlined />}
    disabled={request?.status !== 'checked'}
    onClick={() => request && openStatement('cancel', address(request))}
  >
    취소 명세서
  </Button>
);
