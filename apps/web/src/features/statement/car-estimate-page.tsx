import { Button, Result, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { ColGroup } from '../../components/print-sheet/col-group';
import { PrintSheet } from '../../components/print-sheet/print-sheet';
import { obtainRegisterPath } from '../sales-order/order-paths';
import { vinHint } from '../sales-order/vin-hint';
import { type CarEstimate, type StatementLine, useCarEstimate } from './statement.api';
import { StatementBar } from './statement-bar';
import { phoneLine, printWon } from './statement-format';
import { STATEMENT_LINE_COLUMNS } from './statement-parts';
import './statement.css';

const draftLabel = (d: CarEstimate['drafts'][number]) =>
  `${d.code} · ${d.carNumber ?? d.vin ?? '차량 없음'} · ${d.lineCount}품목 · ${printWon(d.total)}원 · ${formatKstDateTime(d.createdAt)}`;

/** The car the estimate is for: number, VIN and what the VIN says (maker, model year). */
const CarBox = ({ car }: { car: NonNullable<CarEstimate['car']> }) => {
  const hint = car.vin ? vinHint(car.vin, new Date().getFullYear()) : null;
  return (
    <table className="erp-statement-balance erp-car-box" aria-label="견적 차량">
      <ColGroup widths={['11%', '14%', '11%', '28%', '14%', '22%']} />
      <tbody>
        <tr>
          <th>차량번호</th>
          <td data-testid="car-number">{car.carNumber ?? '-'}</td>
          <th>차대번호</th>
          <td className="erp-mono" data-testid="car-vin">
            {car.vin ?? '-'}
          </td>
          <th>제조사 · 연식</th>
          <td>{hint?.ok ? hint.text : '-'}</td>
        </tr>
      </tbody>
    </table>
  );
};

/**
 * CarEstimate/:custcode: the estimate of a customer's car from one of its drafts (?order=…, the
 * newest by default), with the car's number and VIN on it. Nothing moves; the figures are the
 * draft's, computed by the server as the order will be.
 */
export const CarEstimatePage = () => {
  const { custcode = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const customerCode = custcode.trim().toUpperCase();
  const orderCode = search.get('order');
  const query = useCarEstimate(customerCode, orderCode);
  const data = query.data;
  const s = data?.statement;
  useEffect(() => {
    if (data) document.title = `차량 견적서 ${data.customerName}`;
  }, [data]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!data)
    return (
      <Result status="warning" title="차량 견적서를 불러오지 못했습니다." subTitle={messageOf(query.error)} />
    );
  const choose = (
    <Select
      aria-label="견적할 주문"
      className="erp-car-draft-select"
      value={s?.documentCode}
      popupMatchSelectWidth={false}
      options={data.drafts.map((d) => ({ value: d.code, label: draftLabel(d) }))}
      onChange={(code: string) => setSearch({ order: code }, { replace: true })}
    />
  );
  if (!s || !data.car)
    return (
      <div className="erp-statement">
        <StatementBar title="차량 견적서" subtitle={data.customerName} printable={false} />
        <Result
          status="info"
          title={`${data.customerName}의 작성 중인 주문이 없습니다.`}
          subTitle="판매 등록에서 품목을 넣고 임시 저장(F8)하면 그 주문으로 견적서를 만듭니다."
          extra={
            <Button
              type="primary"
              autoFocus
              onClick={() => window.location.assign(obtainRegisterPath({ customerCode: data.customerCode }))}
            >
              판매 등록 열기
            </Button>
          }
        />
      </div>
    );
  return (
    <div className="erp-statement">
      <StatementBar title="차량 견적서" subtitle={`${data.customerName} · 합계 ${printWon(s.total)}원`}>
        {choose}
      </StatementBar>
      <PrintSheet<StatementLine>
        title="견적서"
        documentNo={s.documentCode}
        date={s.documentDate}
        copyLabel="차량 견적"
        supplier={{ ...s.supplier, phone: phoneLine(s.supplier.phone, s.supplier.fax) }}
        recipient={s.recipient}
        columns={STATEMENT_LINE_COLUMNS}
        rows={s.lines}
        rowKey={(l) => `${l.no}`}
        // The car box under the lines takes the room of a few lines on the first page.
        firstPageRows={18}
        totals={[
          { label: '공급가액', value: printWon(s.supply) },
          { label: '세액', value: printWon(s.tax) },
          { label: '합계', value: `${printWon(s.total)}원` },
        ]}
        totalAmount={s.total}
        note={
          <>
            <CarBox car={data.car} />
            <div className="erp-statement-foot">
              <span>상기 차량의 부품을 위와 같이 견적합니다. 견적 유효기간: 견적일로부터 7일.</span>
              {s.supplier.bankAccount && <span>입금 계좌: {s.supplier.bankAccount}</span>}
            </div>
          </>
        }
      />
    </div>
  );
};
