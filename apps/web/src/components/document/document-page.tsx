import { Alert, Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useUnsavedChanges } from '../form-page/use-unsaved-changes';
import { useDocumentShortcuts } from './document-actions';

type Props<C extends string> = {
  /** 매입 등록, 주문 등록. */
  title: string;
  /** The document's code once saved (R…, O…). */
  code?: string | null;
  status?: { label: string; color?: string } | null;
  /** The line under the title: how this screen is typed. */
  hint?: ReactNode;
  /** The state buttons (DocumentActions), at the head of the screen. */
  actions: ReactNode;
  /** The commands and their keys, taken from anywhere on the page. */
  shortcuts: readonly { command: C; key?: string; alsoKeys?: readonly string[] }[];
  onCommand: (command: C) => void;
  /** Typed and not saved: leaving asks first. */
  dirty: boolean;
  /** Errors and warnings above the cards. */
  alerts?: readonly (string | { type: 'error' | 'warning' | 'info'; text: string } | null | false)[];
  headerTitle: string;
  /** The area's header form (party, warehouse, date, memo). */
  header: ReactNode;
  linesTitle: string;
  /** The DocumentLineGrid of the area. */
  lines: ReactNode;
  /** The DocumentTotals under the lines. */
  totals: ReactNode;
};

/**
 * The frame of a document screen (purchase, order, and the areas of the same shape): the title
 * with the document's code and status, the header card, the lines with their totals, the state
 * buttons with their keys, and the guard that asks before typed lines are left unsaved.
 */
export const DocumentPage = <C extends string>(p: Props<C>) => {
  useUnsavedChanges(p.dirty);
  useDocumentShortcuts(p.shortcuts, p.onCommand);
  return (
    <div className="erp-page">
      <div className="erp-page-head">
        <div>
          <Typography.Title level={3} className="erp-page-title">
            {p.title}
            {p.code ? ` ${p.code}` : ''}
            {p.status && (
              <Tag color={p.status.color} style={{ marginLeft: 8, verticalAlign: 'middle' }}>
                {p.status.label}
              </Tag>
            )}
          </Typography.Title>
          {p.hint && <Typography.Text type="secondary">{p.hint}</Typography.Text>}
        </div>
        {p.actions}
      </div>
      {(p.alerts ?? []).map((a) =>
        a ? (
          <Alert
            key={typeof a === 'string' ? a : a.text}
            type={typeof a === 'string' ? 'error' : a.type}
            showIcon
            title={typeof a === 'string' ? a : a.text}
          />
        ) : null,
      )}
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card size="small" title={p.headerTitle}>
          {p.header}
        </Card>
        <Card size="small" title={p.linesTitle}>
          {p.lines}
          <div className="erp-order-foot">{p.totals}</div>
        </Card>
      </Space>
    </div>
  );
};
