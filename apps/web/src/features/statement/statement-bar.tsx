import { CloseOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';

/** Esc closes the print window (it was opened for this one document). */
export const useCloseOnEscape = () => {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (
        e.key === 'Escape' &&
        !document.querySelector('.ant-select-open, .ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')
      )
        window.close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
};

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** Controls between the title and the print button (a draft choice, a period). */
  children?: ReactNode;
  /** The print button takes the focus, so Enter prints (not while the page asks for a choice). */
  autoFocusPrint?: boolean;
  /** False while there is no document on the page (nothing to print). */
  printable?: boolean;
};

/**
 * The bar above a print page, on screen only: what the document is, the print button (the
 * browser's print dialog also saves as PDF, on A4 from the page's @page rule) and close.
 */
export const StatementBar = ({
  title,
  subtitle,
  children,
  autoFocusPrint = true,
  printable = true,
}: Props) => {
  useCloseOnEscape();
  return (
    <div className="erp-statement-bar">
      <Space wrap>
        <Typography.Text strong>{title}</Typography.Text>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        {children}
      </Space>
      <Space>
        {printable && (
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            autoFocus={autoFocusPrint}
            onClick={() => window.print()}
          >
            인쇄 · PDF 저장 <kbd className="erp-kbd">Ctrl+P</kbd>
          </Button>
        )}
        <Button icon={<CloseOutlined />} onClick={() => window.close()}>
          닫기 <kbd className="erp-kbd">Esc</kbd>
        </Button>
      </Space>
    </div>
  );
};
