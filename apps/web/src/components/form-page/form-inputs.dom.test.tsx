import { fireEvent, render, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountInput, BizNoInput, DigitsInput } from './form-inputs';

/** A box with its own state, as a form item would hold it, and the value it last reported. */
const Controlled = <T,>({
  initial,
  box,
}: {
  initial: T;
  box: (value: T, set: (v: T) => void) => ReactElement;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      {box(value, setValue)}
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
};

const reported = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('Korean business inputs (integer won, business number, digits)', () => {
  it('AmountInput shows thousands separators with 원 and reports an integer', () => {
    render(
      <Controlled<number | null>
        initial={null}
        box={(value, set) => <AmountInput aria-label="단가" value={value} onChange={set} />}
      />,
    );
    const input = screen.getByLabelText('단가') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(reported()).toBe(1_234_567);
    fireEvent.blur(input);
    expect(input.value).toBe('1,234,567');
    expect(screen.getByText('원')).toBeTruthy();
  });

  it('BizNoInput writes a valid business number with hyphens when the box is left', () => {
    render(
      <Controlled<string>
        initial=""
        box={(value, set) => <BizNoInput id="bizNo" value={value} onChange={set} />}
      />,
    );
    const input = document.getElementById('bizNo') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1248100998' } });
    expect(reported()).toBe('1248100998');
    fireEvent.blur(input);
    expect(reported()).toBe('124-81-00998');
    expect(input.value).toBe('124-81-00998');
  });

  it('DigitsInput drops everything that is not a digit', () => {
    render(
      <Controlled<string>
        initial=""
        box={(value, set) => <DigitsInput id="postcode" value={value} onChange={set} maxLength={5} />}
      />,
    );
    const input = document.getElementById('postcode') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '07-2 3a4' } });
    expect(reported()).toBe('07234');
  });
});
