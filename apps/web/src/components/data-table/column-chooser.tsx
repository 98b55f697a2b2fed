import { SettingOutlined } from '@ant-design/icons';
import { Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useOnDemand } from '../use-on-demand';

export type ChooserColumn = { colId: string; headerName: string; hide?: boolean; lockVisible?: boolean };

export type ColumnChooserProps = {
  columns: readonly ChooserColumn[];
  onToggle: (colId: string, visible: boolean) => void;
  onMove: (colId: string, delta: -1 | 1) => void;
  onReset: () => void;
};

// The panel (checkboxes, arrows) is fetched the first time the chooser is opened.
const loadPanel = () => import('./column-chooser-panel').then((m) => m.ColumnChooserPanel);

/**
 * The grid draws no columns panel of its own, so the chooser is an Ant Design popover: show or
 * hide each column and move it left or right. A width dragged in the grid's header is
 * remembered the same way.
 */
export const ColumnChooser = (props: ColumnChooserProps) => {
  const [open, setOpen] = useState(false);
  const Panel = useOnDemand(loadPanel, open);
  const content = Panel ? (
    <Panel {...props} />
  ) : (
    <div className="erp-column-chooser-loading erp-text-secondary">불러오는 중…</div>
  );
  return (
    <Popover
      content={content}
      title="표시할 열"
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
    >
      <Tooltip title="열 선택">
        <Button size="small" icon={<SettingOutlined />} aria-label="열 선택">
          열
        </Button>
      </Tooltip>
    </Popover>
  );
};
