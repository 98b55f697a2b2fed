import { excelImportApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { answer, mountContracts } from '../http/contract-route.js';
import type { AppContext } from '../http/request-context.js';
import { sendXlsx } from './excel-export.js';
import type { Importer } from './excel-import.js';
import { getImportStatus, importErrors, stageImport, startImport } from './excel-import.service.js';

const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The generic Excel importer of every entity: template, preview, confirm, progress, error report. */
export const excelImportRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  importers: ReadonlyMap<string, Importer>;
}> = async (app, { ctx, importers }) => {
  const importerOf = (entity: string): Importer => {
    const importer = importers.get(entity);
    if (!importer) throw new AppError('E2001', `엑셀로 가져올 수 없는 대상입니다: ${entity}`);
    return importer;
  };

  mountContracts(app, excelImportApi, {
    template: async ({ params, reply }) => {
      const importer = importerOf(params.entity);
      async function* none() {}
      return sendXlsx(reply, {
        fileName: `${importer.label}_양식.xlsx`,
        sheetName: importer.label,
        columns: importer.columns.map((c) => ({
          header: c.required ? `${c.header}*` : c.header,
          value: () => null,
          width: 16,
        })),
        batches: none(),
      });
    },
    preview: async ({ params, request, actor }) => {
      const importer = importerOf(params.entity);
      if (!request.isMultipart())
        throw new AppError('E0422', '파일: 엑셀 파일을 올려 주세요 (multipart/form-data).');
      const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!file) throw new AppError('E0422', '파일: 엑셀 파일을 올려 주세요.');
      const buffer = await file.toBuffer().catch(() => {
        throw new AppError('E0413', '파일: 20MB 이하의 파일만 올릴 수 있습니다.');
      });
      return stageImport(ctx.db, importer, { fileName: file.filename, buffer }, actor);
    },
    commit: async ({ params, actor }) => {
      const importer = importerOf(params.entity);
      return answer(await startImport(ctx.db, importer, params.id, actor), '가져오기를 시작했습니다.', 202);
    },
    status: async ({ params }) => getImportStatus(ctx.db, params.entity, params.id),
    // Server-sent progress: the web shows a progress bar without polling; it works behind any
    // number of instances because each event is read from the database.
    events: async ({ params, request, reply }) => {
      const { entity, id } = params;
      await getImportStatus(ctx.db, entity, id);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
      });
      let open = true;
      request.raw.on('close', () => {
        open = false;
      });
      while (open) {
        const status = await getImportStatus(ctx.db, entity, id);
        reply.raw.write(`data: ${JSON.stringify(status)}\n\n`);
        if (status.status === 'done' || status.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 400));
      }
      reply.raw.end();
    },
    errors: async ({ params, reply }) => {
      const importer = importerOf(params.entity);
      const errors = await importErrors(ctx.db, importer.entity, params.id);
      async function* once() {
        yield errors;
      }
      return sendXlsx(reply, {
        fileName: `${importer.label}_가져오기_오류.xlsx`,
        sheetName: '오류',
        columns: [
          { header: '행', value: (e) => e.row, width: 8 },
          { header: '항목', value: (e) => e.label, width: 20 },
          { header: '오류', value: (e) => e.message, width: 60 },
        ],
        batches: once(),
      });
    },
  });
};
