import { describe, expect, it } from 'vitest';
import {
  type ImportStatus,
  isFinished,
  parseStatusEvent,
  progressPercent,
  progressText,
} from './import-progress';

const status = (patch: Partial<ImportStatus>): ImportStatus => ({
  id: 'a1',
  entity: 'customer',
  status: 'running',
  fileName: 'x.xlsx',
  totalRows: 1000,
  validRows: 997,
  errorRows: 3,
  processed: 0,
  failure: null,
  ...patch,
});

describe('import progress', () => {
  it('reads the status JSON of a progress event and refuses anything else', () => {
    expect(
      parseStatusEvent(
        '{"id":"a1","entity":"customer","status":"running","fileName":"x.xlsx","totalRows":1000,"validRows":997,"errorRows":3,"processed":250,"failure":null}',
      ),
    ).toEqual(status({ processed: 250 }));
    expect(parseStatusEvent('not json')).toBeNull();
    expect(parseStatusEvent('{"id":"a1","status":"exploded"}')).toBeNull();
  });

  it('counts percent of the valid rows and keeps 100 for a finished job', () => {
    expect(progressPercent(status({ processed: 250 }))).toBe(25);
    expect(progressPercent(status({ processed: 997 }))).toBe(99);
    expect(progressPercent(status({ status: 'done', processed: 997 }))).toBe(100);
    expect(progressPercent(status({ validRows: 0 }))).toBe(0);
  });

  it('says where the job is, in Korean', () => {
    expect(progressText(status({ processed: 500 }))).toBe('저장하는 중… 500 / 997건');
    expect(progressText(status({ status: 'done', processed: 997 }))).toBe('997건을 저장했습니다.');
    expect(progressText(status({ status: 'failed', processed: 250, failure: '연결이 끊겼습니다.' }))).toBe(
      '중단되었습니다 (250 / 997건 저장됨): 연결이 끊겼습니다.',
    );
    expect(isFinished(status({ status: 'failed' }))).toBe(true);
    expect(isFinished(status({}))).toBe(false);
  });
});
