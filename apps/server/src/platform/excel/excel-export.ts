import { PassThrough } from 'node:stream';
import { type ColumnFormat, columnsFor, type ListColumn, labelledValue } from '@erp/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type ExcelColumn<T> = {
  header: string;
  width?: number;
  /** Cell value of a row; numbers stay numbers (money is integer won), dates become Excel dates. */
  value: (row: T) => string | number | boolean | Date | null;
  numFmt?: string;
};

const NUM_FMT: Partial<Record<ColumnFormat, string>> = {
  won: '#,##0',
  count: '#,##0',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

const KST_MS = 9 * 3_600_000;

/**
 * An instant as the Korean wall clock shows it, for a cell Excel reads as a date: Excel dates have
 * no zone, so the file says 09:05 for what happened at 09:05 in Korea, as the grid does.
 */
const excelDate = (value: string | number | boolean): Date | string => {
  // A calendar day as the documents keep it (20261125) is that day, whatever the zone.
  const ymd = /^(\d{4})(\d{2})(\d{2})$/.exec(String(value));
  if (ymd) return new Date(Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])));
  const at = new Date(String(value));
  return Number.isNaN(at.getTime()) ? String(value) : new Date(at.getTime() + KST_MS);
};

/** The Excel columns of a list's declared columns (`listColumns`): the grid and the file agree. */
export const excelColumnsOf = <Row>(columns: readonly ListColumn<Row>[]): ExcelColumn<Row>[] =>
  columnsFor(columns, 'excel').map((column) => {
    const numFmt = NUM_FMT[column.format ?? 'text'];
    const dated = column.format === 'date' || column.format === 'datetime';
    return {
      header: column.label,
      ...(column.width ? { width: Math.max(8, Math.round(column.width / 8)) } : {}),
      ...(numFmt ? { numFmt } : {}),
      value: (row: Row) => {
        const value = labelledValue(column, row);
        if (value === null || value === undefined || value === '') return null;
        return dated ? excelDate(value) : value;
      },
    };
  });

/** RFC 6266/5987 header so Korean file names survive every browser. */
export const attachmentHeader = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Streams an .xlsx of every row the iterator yields, page by page: memory stays flat however many
 * rows match, and the first bytes leave before the last row is read.
 */
export const sendXlsx = async <T>(
  reply: FastifyReply,
  options: {
    fileName: string;
    sheetName: string;
    columns: readonly ExcelColumn<T>[];
    batches: AsyncIterable<T[]>;
  },
): Promise<FastifyReply> => {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? 14,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', attachmentHeader(options.fileName))
    .header('cache-control', 'no-store');
  const write = async () => {
    try {
      for await (const batch of options.batches) {
        for (const row of batch) {
          sheet.addRow(options.columns.map((c) => c.value(row))).commit();
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void write();
  return reply.send(stream);
};
