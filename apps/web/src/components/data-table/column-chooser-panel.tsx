import { ArrowDownOutlined, ArrowUpOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Checkbox, Space } from 'antd';
import type { ColumnChooserProps } from './column-chooser';

/**
 * The inside of the column chooser: show or hide each column and move it left or right.
 * ColumnChooser fetches it the first time it is opened (issue 14 §6: no Checkbox on a first load).
 */
export const ColumnChooserPanel = ({ columns, onToggle, onMove, onReset }: ColumnChooserProps) => (
  <div className="erp-column-chooser">
    <span className="erp-column-chooser-hint erp-text-secondary">
      체크를 풀면 숨깁니다. 화살표로 순서를 바꿉니다. 내 화면에만 적용됩니다.
    </span>
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
