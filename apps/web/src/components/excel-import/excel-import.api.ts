import { excelImportApi, urlOf } from '@erp/domain';
import { callApi, uploadApi } from '../../app/contract-client';
import { type ImportPreview, type ImportStatus, isFinished, parseStatusEvent } from './import-progress';

export const importTemplateUrl = (entity: string) => urlOf(excelImportApi.template, { params: { entity } });
export const importErrorsUrl = (entity: string, id: string) =>
  urlOf(excelImportApi.errors, { params: { entity, id } });

/** Uploads the sheet; the server checks every row and keeps the valid ones unwritten. */
export const previewImport = (entity: string, file: File): Promise<ImportPreview> =>
  uploadApi(excelImportApi.preview, { params: { entity } }, file);

/** Starts writing the valid rows (202); progress arrives through watchImport. */
export const commitImport = (entity: string, id: string): Promise<ImportStatus> =>
  callApi(excelImportApi.commit, { params: { entity, id } });

export const importStatus = (entity: string, id: string): Promise<ImportStatus> =>
  callApi(excelImportApi.status, { params: { entity, id } });

/**
 * Follows a job through the server-sent events; if the stream breaks (a proxy that buffers, a
 * dropped connection), asks for the status once a second instead. Returns the unsubscribe.
 */
export const watchImport = (
  entity: string,
  id: string,
  onStatus: (status: ImportStatus) => void,
): (() => void) => {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const source = new EventSource(urlOf(excelImportApi.events, { params: { entity, id } }), {
    withCredentials: true,
  });
  const poll = async () => {
    if (stopped) return;
    try {
      const status = await importStatus(entity, id);
      onStatus(status);
      if (isFinished(status)) return;
    } catch {
      // The error dialog has spoken; keep trying quietly.
    }
    timer = setTimeout(poll, 1000);
  };
  source.onmessage = (event: MessageEvent<string>) => {
    const status = parseStatusEvent(event.data);
    if (!status) return;
    onStatus(status);
    if (isFinished(status)) source.close();
  };
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED || stopped) return;
    source.close();
    void poll();
  };
  return () => {
    stopped = true;
    source.close();
    if (timer) clearTimeout(timer);
  };
};
