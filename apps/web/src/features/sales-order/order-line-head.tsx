/** Column widths and headings of the line grid; the stock column names the order's warehouse. */
export const OrderLineHead = ({ warehouseLabel }: { warehouseLabel: string | undefined }) => (
  <>
    <colgroup>
      <col style={{ width: 34 }} />
      <col style={{ width: 150 }} />
      <col />
      <col style={{ width: 70 }} />
      <col style={{ width: 76 }} />
      <col style={{ width: 58 }} />
      <col style={{ width: 86 }} />
      <col style={{ width: 94 }} />
      <col style={{ width: 80 }} />
      <col style={{ width: 98 }} />
      <col style={{ width: 140 }} />
      <col style={{ width: 26 }} />
    </colgroup>
    <thead>
      <tr>
        <th>No</th>
        <th>품번 · 바코드 · 품명</th>
        <th>품명</th>
        <th>규격</th>
        <th className="num" title="출고 창고의 현재고">
          재고{warehouseLabel ? `(${warehouseLabel})` : ''}
        </th>
        <th className="num">수량</th>
        <th className="num">단가</th>
        <th className="num">공급가액</th>
        <th className="num">부가세</th>
        <th className="num">합계</th>
        <th>단가 변경 사유</th>
        <th aria-label="삭제" />
      </tr>
    </thead>
  </>
);
