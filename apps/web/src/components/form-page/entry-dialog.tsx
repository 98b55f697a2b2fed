import { Button, Modal, Space, Typography } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useEnterNavigation } from './use-enter-navigation';

type EntryDialogProps = {
  open: boolean;
  title: string;
  width?: number;
  onClose: () => void;
  /** The primary button's words (입금 등록) and the verb of the Ctrl+Enter hint (등록). */
  submitLabel: string;
  submitHint: string;
  /** A red primary button, for a step that takes something back (a cancel request). */
  danger?: boolean;
  saving: boolean;
  onSubmit: () => void;
  /** The class of the box holding the dialog's fields. */
  className: string;
  children: ReactNode;
};

/**
 * A small entry dialog typed with the form keyboard: Enter moves between its boxes, Ctrl+Enter
 * (or the primary button) submits, the footer says so. Each dialog keeps its own fields and checks.
 */
export const EntryDialog = ({ onSubmit, className, children, ...modal }: EntryDialogProps) => {
  const box = useRef<HTMLDivElement>(null);
  const onKeyDownCapture = useEnterNavigation(box, { onSubmit });
  return (
    <Modal
      open={modal.open}
      title={modal.title}
      width={modal.width}
      onCancel={modal.onClose}
      destroyOnHidden
      footer={
        <Space>
          <Typography.Text type="secondary">Enter 다음 칸 · Ctrl+Enter {modal.submitHint}</Typography.Text>
          <Button onClick={modal.onClose}>닫기</Button>
          <Button type="primary" danger={modal.danger} loading={modal.saving} onClick={onSubmit}>
            {modal.submitLabel}
          </Button>
        </Space>
      }
    >
      <div ref={box} onKeyDownCapture={onKeyDownCapture} className={className}>
        {children}
      </div>
    </Modal>
  );
};
