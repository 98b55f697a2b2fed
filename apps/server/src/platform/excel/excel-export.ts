import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type ExcelColumn<T> = {
  header: string;
  width?: number;
  /** Cell value of a row; numbers stay numbers (money is integer won), dates become Excel dates. */
  value: (row: T) => string | number | boolean | Date | null;
  numFmt?: string;
};

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
