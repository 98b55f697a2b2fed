import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The small red bin of a list row; the label names the row for screen readers. */
export const RowDeleteButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button size="small" type="text" danger aria-label={label} icon={<DeleteOutlined />} onClick={onClick} />
);

/** The last column of an antd table: a bin per row. */
export const rowDeleteColumn = <T,>(
  width: number,
  labelOf: (row: T) => string,
  onDelete: (row: T) => void,
) => ({
  title: '',
  width,
  render: (_: unknown, row: T) => <RowDeleteButton label={labelOf(row)} onClick={() => onDelete(row)} />,
});
