import { labeled } from '@erp/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../app/api-error';
import { FormPage } from './form-page';
import type { FormSubmit } from './form-page.types';

const customerSchema = z.object({
  name: labeled(z.string().trim().min(1, '상호를 입력하세요.'), '상호'),
  creditLimit: labeled(z.number().int().min(0, '0원 이상이어야 합니다.'), '여신 한도'),
});
type Customer = z.output<typeof customerSchema>;

/** A register form inside a data router (the page asks the router before unsaved input is lost). */
const renderForm = (onSubmit: FormSubmit<typeof customerSchema>) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <App>
            <FormPage
              title="거래처 등록"
              mode="register"
              schema={customerSchema}
              sections={[
                {
                  title: '기본 정보',
                  fields: [
                    { name: 'name', widget: 'text' },
                    { name: 'creditLimit', widget: 'won' },
                  ],
                },
              ]}
              onSubmit={onSubmit}
            />
          </App>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
};

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(box(label), { target: { value } });
};
const clickSave = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /등\s*록/ }));
  });
};

describe('FormPage (DESIGN §3: labels, rules and messages from the domain schema)', () => {
  it('labels the boxes from the schema and refuses an empty required field with its message', async () => {
    const onSubmit = vi.fn<FormSubmit<typeof customerSchema>>(async () => undefined);
    renderForm(onSubmit);
    expect(box('상호')).toBeTruthy();
    expect(box('여신 한도')).toBeTruthy();
    type('여신 한도', '0');
    await clickSave();
    await screen.findByText('상호를 입력하세요.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values (trimmed text, integer won) and empties a register form after saving', async () => {
    const saved: Customer[] = [];
    renderForm(async (data) => {
      saved.push(data);
      return undefined;
    });
    type('상호', '  대성모터스 ');
    type('여신 한도', '1500000');
    await clickSave();
    await waitFor(() => expect(saved).toEqual([{ name: '대성모터스', creditLimit: 1_500_000 }]));
    await waitFor(() => expect(box('상호').value).toBe(''));
  });

  it("shows the server's E0422 field message under the box it names", async () => {
    renderForm(async () => {
      throw new ApiError({
        code: 'E0422',
        message: '입력값이 올바르지 않습니다.',
        url: '/api/customer',
        status: 422,
        fields: [{ field: 'name', label: '상호', message: '이미 등록된 상호입니다.' }],
      });
    });
    type('상호', '대성모터스');
    type('여신 한도', '0');
    await clickSave();
    await screen.findByText('이미 등록된 상호입니다.');
    expect(box('상호').value).toBe('대성모터스');
  });
});
