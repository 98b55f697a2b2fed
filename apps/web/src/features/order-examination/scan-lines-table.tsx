import { Progress, Tag } from 'antd';
import { lineState, summarize } from './examination-progress';
import type { StationView } from './use-scan-station';

/** A line's examination state as the examiner reads it; `todo` is a state (nothing scanned yet), not a stub. */
export const STATE_LABEL = { done: '완료', partial: '진행', todo: '대기' } as const;

type Props = {
  view: StationView;
  /** The line the last scan counted, lit up so the examiner sees where it went. */
  matched: number | null;
  ariaLabel: string;
  requiredLabel: string;
  scannedLabel: string;
  /** Test id of a line's scanned count, before its line number. */
  scannedTestId: string;
  /** The order station also shows what is left of each line. */
  withRemaining?: boolean;
};

/** The progress bar and the lines of the open document, with how many units of each are scanned. */
export const ScanLinesTable = ({
  view,
  matched,
  ariaLabel,
  requiredLabel,
  scannedLabel,
  scannedTestId,
  withRemaining = false,
}: Props) => (
  <>
    <Progress percent={summarize(view).percent} status={view.status === 'done' ? 'success' : 'active'} />
    <table className="erp-exam-table" aria-label={ariaLabel}>
      <thead>
        <tr>
          <th>No</th>
          <th>품번</th>
          <th>품명</th>
          <th className="num">{requiredLabel}</th>
          <th className="num">{scannedLabel}</th>
          {withRemaining && <th className="num">남음</th>}
          <th>상태</th>
        </tr>
      </thead>
      <tbody>
        {view.lines.map((l) => {
          const state = lineState(l);
          return (
            <tr
              key={l.lineNo}
              className={`is-${state}${matched === l.lineNo ? ' is-matched' : ''}`}
              data-line={l.lineNo}
            >
              <td className="center">{l.lineNo}</td>
              <td className="erp-mono">{l.partNo}</td>
              <td>{l.partName}</td>
              <td className="num">{l.required}</td>
              <td className="num strong" data-testid={`${scannedTestId}-${l.lineNo}`}>
                {l.scanned}
              </td>
              {withRemaining && <td className="num">{Math.max(0, l.required - l.scanned)}</td>}
              <td>{STATE_LABEL[state]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  </>
);

type StatusProps = { view: Pick<StationView, 'status'>; doneLabel: string; scanningLabel: string };

/** Where the document's examination stands, in the card's title. */
export const ScanStatusTag = ({ view, doneLabel, scanningLabel }: StatusProps) => (
  <Tag color={view.status === 'done' ? 'green' : 'blue'}>
    {view.status === 'done' ? doneLabel : scanningLabel}
  </Tag>
);
