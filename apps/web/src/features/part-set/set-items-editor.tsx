import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, Table, Typography } from 'antd';
import { formatWon } from '../../components/data-table/cell-format';
import { numberCellProblem } from '../../components/line-grid/line-cell-rules';
import { RefusableCell } from '../../components/line-grid/refusable-cell';
import { PartPicker } from '../part-info/part-picker';
import { wonTableColumn } from './part-set-columns';
import {
  addSetItem,
  moveSetItem,
  removeSetItem,
  SET_QTY_RULE,
  type SetItemDraft,
  setItemQty,
  setItemTotals,
} from './set-items';

type Props = {
  id?: string;
  value?: SetItemDraft[];
  onChange?: (items: SetItemDraft[]) => void;
};

/**
 * The components of a set: find a part (not a set) and pick it to add it, type its quantity,
 * reorder or remove. Picking a part already in the list adds one to its quantity.
 */
export const SetItemsEditor = ({ id, value = [], onChange }: Props) => {
  const change = (next: SetItemDraft[]) => onChange?.(next);
  const totals = setItemTotals(value);
  return (
    <div id={id} className="erp-set-items">
      <PartPicker
        sets="exclude"
        ariaLabel="구성 품목 추가"
        placeholder="구성 품목 추가: 품번·품명·바코드"
        style={{ width: '100%', maxWidth: 520 }}
        onPick={(p) =>
          change(
            addSetItem(value, {
              partCode: p.code,
              partNo: p.partNo,
              name: p.name,
              carModel: p.carModel,
              salePrice: p.salePrice,
              purchasePrice: p.purchasePrice,
            }),
          )
        }
      />
      <Table<SetItemDraft>
        size="small"
        rowKey="partCode"
        dataSource={value}
        pagination={false}
        style={{ marginTop: 8 }}
        locale={{ emptyText: '구성 품목이 없습니다. 위 상자에서 품목을 찾아 넣으세요.' }}
        columns={[
          { title: '순서', key: 'no', width: 56, render: (_: unknown, __, index) => index + 1 },
          { title: '품목 코드', dataIndex: 'partCode', width: 105 },
          { title: '품번', dataIndex: 'partNo', width: 150 },
          {
            title: '품명',
            key: 'name',
            render: (_: unknown, r) => `${r.name}${r.carModel ? ` ${r.carModel}` : ''}`,
          },
          {
            title: '구성 수량',
            dataIndex: 'qty',
            width: 110,
            render: (qty: number, r) => (
              <RefusableCell problem={numberCellProblem(SET_QTY_RULE, qty)}>
                <InputNumber<number>
                  aria-label={`${r.partNo} 구성 수량`}
                  // No clamping or rounding: 0, 1.5 or 5000 stays as typed and the cell says why
                  // it is refused (the schema refuses it on save), instead of quietly becoming 1.
                  status={numberCellProblem(SET_QTY_RULE, qty) ? 'error' : undefined}
                  value={qty}
                  style={{ width: 90 }}
                  onChange={(v) => change(setItemQty(value, r.partCode, v ?? 0))}
                />
              </RefusableCell>
            ),
          },
          wonTableColumn('판매가', 'salePrice', 100),
          {
            title: '금액',
            key: 'amount',
            width: 110,
            align: 'right',
            // A refused quantity has no amount (never an impossible figure).
            render: (_: unknown, r) =>
              numberCellProblem(SET_QTY_RULE, r.qty) ? '—' : formatWon(r.salePrice * r.qty),
          },
          {
            title: '',
            key: 'actions',
            width: 116,
            render: (_: unknown, r, index) => (
              <Space size={2}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`${r.partNo} 위로`}
                  disabled={index === 0}
                  onClick={() => change(moveSetItem(value, r.partCode, -1))}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`${r.partNo} 아래로`}
                  disabled={index === value.length - 1}
                  onClick={() => change(moveSetItem(value, r.partCode, 1))}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${r.partNo} 빼기`}
                  onClick={() => change(removeSetItem(value, r.partCode))}
                />
              </Space>
            ),
          },
        ]}
      />
      {value.length > 0 && (
        <Typography.Text type="secondary" data-testid="set-items-total">
          구성품 {value.length}종 · 판매가 합계 {formatWon(totals.sale)}원 · 매입가 합계{' '}
          {formatWon(totals.purchase)}원
        </Typography.Text>
      )}
    </div>
  );
};
