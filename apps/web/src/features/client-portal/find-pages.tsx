import { clientPortalApi } from '@erp/domain';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../app/contract-client';
import { type FieldErrors, FormNote, PublicCard, PublicField, refusalOf, SubmitButton } from './public-form';

// Find/ClientIdFind and Find/ClientPwdFind: the answer is the same whether or not the phone has
// an account; the id, or the code to reset the password, goes to the phone by message.

const useRun = () => {
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setFields({});
    try {
      setNotice(await work());
    } catch (caught) {
      const refusal = refusalOf(caught);
      setFields(refusal.fields);
      setError(refusal.message);
    } finally {
      setBusy(false);
    }
  };
  return { fields, error, notice, busy, run };
};

export const IdFindPage = () => {
  const [phone, setPhone] = useState('');
  const { fields, error, notice, busy, run } = useRun();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      async () => (await callApi(clientPortalApi.findId, { body: { phone } }, { selfHandled: true })).message,
    );
  };
  return (
    <PublicCard title="아이디 찾기" sub="가입한 휴대폰 번호로 아이디를 문자로 보내 드립니다.">
      <form onSubmit={submit} noValidate>
        <PublicField
          id="phone"
          label="휴대폰 번호"
          value={phone}
          onChange={setPhone}
          error={fields.phone}
          inputMode="tel"
          autoComplete="tel"
          maxLength={13}
        />
        <FormNote error={error} notice={notice} />
        <SubmitButton busy={busy}>아이디 문자로 받기</SubmitButton>
      </form>
    </PublicCard>
  );
};

export const PwdFindPage = () => {
  const [form, setForm] = useState({ loginId: '', phone: '', code: '', password: '' });
  const [sent, setSent] = useState(false);
  const { fields, error, notice, busy, run } = useRun();
  const edit = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!sent) {
        const answer = await callApi(
          clientPortalApi.findPwCode,
          { body: { loginId: form.loginId, phone: form.phone } },
          { selfHandled: true },
        );
        setSent(true);
        return answer.message;
      }
      return (await callApi(clientPortalApi.findPwReset, { body: form }, { selfHandled: true })).message;
    });
  };
  return (
    <PublicCard title="비밀번호 찾기" sub="아이디와 휴대폰 번호를 넣으면 인증번호를 문자로 보내 드립니다.">
      <form onSubmit={submit} noValidate>
        <PublicField
          id="loginId"
          label="아이디"
          value={form.loginId}
          onChange={edit('loginId')}
          error={fields.loginId}
          autoComplete="username"
          maxLength={50}
        />
        <PublicField
          id="phone"
          label="휴대폰 번호"
          value={form.phone}
          onChange={edit('phone')}
          error={fields.phone}
          inputMode="tel"
          maxLength={13}
        />
        {sent && (
          <>
            <PublicField
              id="code"
              label="인증번호"
              value={form.code}
              onChange={edit('code')}
              error={fields.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <PublicField
              id="password"
              label="새 비밀번호 (8자 이상)"
              type="password"
              value={form.password}
              onChange={edit('password')}
              error={fields.password}
              autoComplete="new-password"
              maxLength={128}
            />
          </>
        )}
        <FormNote error={error} notice={notice} />
        <SubmitButton busy={busy}>{sent ? '비밀번호 바꾸기' : '인증번호 받기'}</SubmitButton>
      </form>
    </PublicCard>
  );
};
