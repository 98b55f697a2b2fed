import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip, Typography } from 'antd';

export type ChooserColumn = { colId: string; headerName: string; hide?: boolean; lockVisible?: boolean };

type Props = {
  columns: readonly ChooserColumn[];
  onToggle: (colId: string, visible: boolean) => void;
  onMove: (colId: string, delta: -1 | 1) => void;
  onReset: () => void;
};

/**
 * AG Grid Community has no columns tool panel, so the chooser is an Ant Design popover: show or
 * hide each column and move it left or right. Dragging a header and resizing in the grid are
 * remembered the same way.
 */
export const ColumnChooser = ({ columns, onToggle, onMove, onReset }: Props) => {
  const content = (
    <div className="erp-column-chooser">
      <Typography.Text type="secondary" className="erp-column-chooser-hint">
        체크를 풀면 숨깁니다. 화살표로 순서를 바꿉니다. 내 화면에만 적용됩니다.
      </Typography.Text>
      <ul className="erp-column-chooser-list">
        {columns.map((column, index) => (
          <li key={column.colId}>
            <Checkbox
              checked={!column.hide}
              disabled={column.lockVisible}
              onChange={(event) => onToggle(column.colId, event.target.checked)}
            >
              {column.headerName}
            </Checkbox>
            <Space size={0}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={`${column.headerName} 앞으로`}
                disabled={index === 0}
                onClick={() => onMove(column.colId, -1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={`${column.headerName} 뒤로`}
                disabled={index === columns.length - 1}
                onClick={() => onMove(column.colId, 1)}
              />
            </Space>
          </li>
        ))}
      </ul>
      <Button size="small" icon={<UndoOutlined />} onClick={onReset} block>
        기본 배치로 되돌리기
      </Button>
    </div>
  );
  return (
    <Popover content={content} title="표시할 열" trigger="click" placement="bottomRight">
      <Tooltip title="열 선택">
        <Button size="small" icon={<SettingOutlined />} aria-label="열 선택">
          열
        </Button>
      </Tooltip>
    </Popover>
  );
};
