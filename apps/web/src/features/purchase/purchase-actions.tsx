import { CheckOutlined, SaveOutlined } from '@ant-design/icons';
import { type PurchaseStatus, whyCannotModifyPurchase } from '@erp/domain';
import type { DocumentAction } from '../../components/document/document-actions';

export type PurchaseCommand = 'save' | 'fix';

/** A new purchase (null) or a draft can be saved; a fixed one is corrected after 확정 취소. */
const editable = (status: PurchaseStatus | null) =>
  status === null || whyCannotModifyPurchase(status) === null;

/** The purchase register's buttons: Ctrl+Enter (or Ctrl+S) saves from any box, as on the other forms. */
export const PURCHASE_ACTIONS: readonly DocumentAction<PurchaseCommand, PurchaseStatus | null>[] = [
  {
    command: 'save',
    label: '저장',
    key: 'Ctrl+Enter',
    alsoKeys: ['Ctrl+S'],
    icon: <SaveOutlined />,
    enabled: editable,
  },
  { command: 'fix', label: '저장 후 확정', primary: true, icon: <CheckOutlined />, enabled: editable },
];
