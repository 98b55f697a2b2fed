import { describe, expect, it } from 'vitest';
import { cameraAvailable, cameraErrorMessage } from './camera-scan';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('camera scanning messages', () => {
  it('tells a refused permission apart from a missing camera and a busy one, in Korean', () => {
    expect(cameraErrorMessage(domError('NotAllowedError'))).toContain('권한');
    expect(cameraErrorMessage(domError('NotFoundError'))).toContain('카메라를 찾을 수 없습니다');
    expect(cameraErrorMessage(domError('OverconstrainedError'))).toContain('카메라를 찾을 수 없습니다');
    expect(cameraErrorMessage(domError('NotReadableError'))).toContain('다른 앱');
    expect(cameraErrorMessage(domError('NoMediaDevices'))).toContain('https');
  });

  it('falls back to typing or a scanner for anything else', () => {
    expect(cameraErrorMessage('boom')).toContain('바코드를 직접 입력하거나 스캐너를 쓰세요');
    expect(cameraErrorMessage(new TypeError('x'))).toContain('카메라를 켜지 못했습니다');
  });

  it('knows there is no camera where there is no mediaDevices (Node, plain http)', () => {
    expect(cameraAvailable()).toBe(false);
  });
});
