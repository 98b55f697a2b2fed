import { clientPortalApi } from '@erp/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../app/contract-client';
import { type FieldErrors, FormNote, PublicCard, PublicField, refusalOf, SubmitButton } from './public-form';

// User/ClientMembershipRegistration: the page a shop's QR code opens (`?shop=<customer code>`).
// The phone is verified by a code sent by message; the code never comes back to the page.

const EMPTY = { phone: '', code: '', loginId: '', password: '', name: '', address: '' };

export const MembershipPage = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [shop, setShop] = useState(params.get('shop')?.trim().toUpperCase() ?? '');
  const [shopName, setShopName] = useState<string | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [agree, setAgree] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    setShopName(null);
    if (!/^[0-9A-Z_-]{2,20}$/.test(shop)) return;
    callApi(clientPortalApi.shop, { params: { shop } }, { selfHandled: true })
      .then((s) => setShopName(s.name))
      .catch(() => setShopName(null));
  }, [shop]);

  const edit = (key: keyof typeof EMPTY) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFields((f) => ({ ...f, [key]: undefined }));
  };

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      const refusal = refusalOf(caught);
      setFields(refusal.fields);
      setError(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      const answer = await callApi(
        clientPortalApi.joinCode,
        { body: { phone: form.phone } },
        { selfHandled: true },
      );
      setNotice(answer.message);
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const answer = await callApi(
        clientPortalApi.join,
        { body: { ...form, shop, address: form.address || null, agree: agree as true } },
        { selfHandled: true },
      );
      setDone(answer.message);
    });
  };

  if (done)
    return (
      <PublicCard title="가입 완료" sub={done}>
        <button
          type="button"
          className="erp-login-submit"
          onClick={() => navigate('/Company/Client/ClientLogin')}
        >
          로그인하기
        </button>
      </PublicCard>
    );
  return (
    <PublicCard
      title="QR 고객 회원 가입"
      sub={shopName ? `${shopName} 고객으로 가입합니다.` : '매장의 QR 코드로 들어오면 매장이 정해집니다.'}
    >
      <form onSubmit={submit} noValidate>
        {!params.get('shop') && (
          <PublicField
            id="shop"
            label="가입 매장 코드"
            value={shop}
            onChange={(v) => setShop(v.trim().toUpperCase())}
            error={fields.shop}
            maxLength={20}
          />
        )}
        <PublicField
          id="phone"
          label="휴대폰 번호"
          value={form.phone}
          onChange={edit('phone')}
          error={fields.phone}
          inputMode="tel"
          autoComplete="tel"
          maxLength={13}
        />
        <button
          type="button"
          className="erp-login-submit"
          style={{ marginBottom: 12 }}
          disabled={busy}
          onClick={sendCode}
        >
          인증번호 받기
        </button>
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
          id="name"
          label="이름"
          value={form.name}
          onChange={edit('name')}
          error={fields.name}
          autoComplete="name"
          maxLength={30}
        />
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
          id="password"
          label="비밀번호 (8자 이상)"
          type="password"
          value={form.password}
          onChange={edit('password')}
          error={fields.password}
          autoComplete="new-password"
          maxLength={128}
        />
        <PublicField
          id="address"
          label="주소 (배송용, 선택)"
          value={form.address}
          onChange={edit('address')}
          error={fields.address}
          autoComplete="street-address"
          maxLength={200}
        />
        <label className="erp-login-remember">
          <input type="checkbox" name="agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
          개인정보(휴대폰 번호, 주소) 수집·이용에 동의합니다.
        </label>
        {fields.agree && <div className="erp-login-field-error">{fields.agree}</div>}
        <FormNote error={error} notice={notice} />
        <SubmitButton busy={busy}>가입하기</SubmitButton>
      </form>
    </PublicCard>
  );
};
