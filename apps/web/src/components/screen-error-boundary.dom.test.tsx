import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './screen-error-boundary';

const broken = { now: true };
const Page = ({ name }: { name: string }) => {
  if (broken.now) throw new Error(`${name} 데이터가 없습니다.`);
  return <p>{name} 화면</p>;
};

describe('ScreenErrorBoundary (SPEC §8: a failing page never leaves a blank screen)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    broken.now = true;
  });

  it('shows the Korean failure message with the error, logs it, and draws the page again on retry', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ScreenErrorBoundary resetKey="/Company/CustomerList">
        <Page name="거래처" />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('화면을 표시하는 중 오류가 발생했습니다.')).toBeTruthy();
    expect(screen.getByText(/거래처 데이터가 없습니다./)).toBeTruthy();
    expect(logged.mock.calls.some((call) => call[0] === '화면 표시 오류')).toBe(true);

    broken.now = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByText('거래처 화면')).toBeTruthy();
    expect(screen.queryByText('화면을 표시하는 중 오류가 발생했습니다.')).toBeNull();
  });

  it('clears the failure of one page when the user moves to another', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/Company/CustomerList">
        <Page name="거래처" />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('화면을 표시하는 중 오류가 발생했습니다.')).toBeTruthy();
    broken.now = false;
    rerender(
      <ScreenErrorBoundary resetKey="/Company/PartList">
        <Page name="품목" />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('품목 화면')).toBeTruthy();
  });
});
