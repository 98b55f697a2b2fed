import { CheckCircleFilled } from '@ant-design/icons';
import { withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { RefObject } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { useDocumentShortcuts } from '../../components/document/document-actions';
import { toast } from '../../shell/toast/toast';
import { openStatement } from '../statement/statement-paths';
import { ORDER_ACTIONS, type RegisterCommand } from './order-actions-bar';
import type { OrderLineGridHandle } from './order-line-grid';
import { type CustOrderExtras, SALES_PATHS } from './order-paths';
import { insertLines, resolvePastedLines } from './paste-lines';
import { discardOrder, salesOrderKeys, type Warehouse } from './sales-order.api';
import type { useOrderRegister } from './use-order-register';
import { vinHint } from './vin-hint';

type Deps = {
  reg: ReturnType<typeof useOrderRegister>;
  extras: CustOrderExtras | undefined;
  warehouses: readonly Warehouse[];
  grid: RefObject<OrderLineGridHandle | null>;
  /** Leave for a path once the unsaved-input guard is off. */
  leave: (path: string) => void;
  openCancel: () => void;
};

/**
 * What the register's buttons and keys do: save a draft (F8), fix it (F9, after a confirm, then
 * the statement), discard a draft, print, start a new order, and paste lines from Excel.
 */
export const useOrderCommands = ({ reg, extras, warehouses, grid, leave, openCancel }: Deps) => {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { order, header } = reg;

  const warnProblems = (): boolean => {
    const vin = vinHint(header.vin, new Date().getFullYear());
    const problems = [
      ...reg.problems(),
      ...(extras?.checkVin && !vin?.ok
        ? ['차대번호 확인이 필요한 주문입니다: 17자리 차대번호를 입력하세요.']
        : []),
    ];
    if (problems.length === 0) return false;
    modal.warning({ title: '저장할 수 없습니다.', content: problems.join('\n'), okText: '확인' });
    return true;
  };

  const saveDraft = async () => {
    if (warnProblems()) return null;
    try {
      const view = await reg.save();
      toast.success(`${withParticle(view.code, '을/를')} 임시 저장했습니다. 합계 ${formatWon(view.total)}원`);
      return view;
    } catch {
      return null;
    }
  };

  const fix = async () => {
    const saved = !order || reg.dirty ? await saveDraft() : order;
    if (!saved) return;
    const warehouse = warehouses.find((w) => w.code === saved.warehouseCode)?.name ?? saved.warehouseCode;
    const ok = await modal.confirm({
      title: `${withParticle(saved.code, '을/를')} 확정할까요?`,
      content: `${warehouse}에서 ${saved.lines.reduce((n, l) => n + l.qty, 0)}개가 출고되고 ${saved.customerName}의 미수금이 ${formatWon(saved.total)}원 늘어납니다.`,
      okText: '확정',
      cancelText: '취소',
      focusable: { autoFocusButton: 'ok' },
    });
    if (!ok) return;
    try {
      const fixed = await reg.fix(saved.code);
      const print = await modal.confirm({
        icon: <CheckCircleFilled style={{ color: 'var(--erp-success, #3ac47d)' }} />,
        title: `${withParticle(fixed.code, '을/를')} 확정했습니다.`,
        content: `합계 ${formatWon(fixed.total)}원. 거래명세서를 인쇄할까요?`,
        okText: '거래명세서 인쇄',
        cancelText: '닫기',
        focusable: { autoFocusButton: 'ok' },
      });
      if (print) openStatement('sale', fixed.code);
    } catch {
      // The error dialog shows the server's reason (a short stock names the part); nothing moved.
    }
  };

  const discard = async () => {
    if (order?.status !== 'draft') return;
    const ok = await modal.confirm({
      title: `${withParticle(order.code, '을/를')} 폐기할까요?`,
      content: '작성 중인 주문이라 재고와 미수금은 그대로입니다. 폐기한 주문은 취소 상태로 남습니다.',
      okText: '폐기',
      okButtonProps: { danger: true },
      cancelText: '닫기',
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!ok) return;
    try {
      await discardOrder(order.code, order.version);
      toast.success(`${withParticle(order.code, '을/를')} 폐기했습니다.`);
      await queryClient.invalidateQueries({ queryKey: salesOrderKeys.all });
      leave(SALES_PATHS.orderList);
    } catch {
      // The error dialog names the reason (fixed meanwhile, or changed by someone else).
    }
  };

  const run = (command: RegisterCommand) => {
    if (command === 'lines') return reg.editable && grid.current?.focusNewLine();
    if (command === 'save') return reg.editable && void saveDraft();
    if (command === 'fix') return reg.editable && void fix();
    if (command === 'new') {
      const start = () => leave(SALES_PATHS.newOrder);
      if (reg.dirty)
        modal.confirm({
          title: '저장하지 않은 내용이 있습니다.',
          content: '새 주문을 시작할까요?',
          onOk: start,
        });
      else start();
      return;
    }
    if (command === 'statement') {
      if (order && order.status !== 'draft') openStatement('sale', order.code);
      else toast.info('거래명세서는 확정한 뒤에 인쇄합니다. 지금은 견적서(F7)를 쓰세요.');
      return;
    }
    if (command === 'estimate') {
      if (order && !reg.dirty) openStatement('estimate', order.code);
      else toast.info('견적서는 저장한 주문으로 만듭니다. 먼저 임시 저장(F8)하세요.');
      return;
    }
    if (command === 'cancel' && order?.status === 'fixed') openCancel();
  };
  useDocumentShortcuts(ORDER_ACTIONS, run);

  const paste = async (text: string, row: number) => {
    if (!header.customerCode) return toast.warning('거래처를 먼저 고르세요.');
    const { lines, missing } = await resolvePastedLines(header.customerCode, text);
    if (lines.length > 0) reg.setLines((all) => insertLines(all, row, lines));
    if (lines.length > 0) toast.success(`${lines.length}줄을 붙여 넣었습니다.`);
    if (missing.length > 0) toast.warning(`찾지 못한 품목: ${missing.join(', ')}`, { duration: 8000 });
  };

  return { run, saveDraft, discard, paste };
};
