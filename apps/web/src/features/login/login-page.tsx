import type { LoginPortal } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, messageOf } from '../../app/api-error';
import { readItem, removeItem, writeItem } from '../../app/browser-storage';
import { landingPathFor } from '../../app/landing';
import { safeRedirectTarget } from '../../app/login-redirect';
import { fetchMenu, loginOnPortal, MENU_QUERY_KEY, SESSION_QUERY_KEY } from '../../app/session.api';
import { LOGIN_PORTAL_VIEWS } from './login-portals';
import './login-page.css';

// The login pages are plain React and one small style sheet, without antd (Form, Input, Alert…
// came to about 90 KB gzipped): a login page loads at most 150 KB of JavaScript (issue 14 §6).

type Field = 'loginId' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

const savedIdKey = (portal: LoginPortal) => `erp.savedLoginId.${portal}`;

/** The same checks the antd form made, with the same Korean messages. */
const checkFields = (loginId: string, password: string): FieldErrors => {
  const errors: FieldErrors = {};
  if (loginId.trim() === '') errors.loginId = '아이디를 입력하세요.';
  if (password === '') errors.password = '비밀번호를 입력하세요.';
  return errors;
};

/** A field icon: one path on a 24-unit box, in the text colour. */
const PathIcon = ({ d, children }: { d: string; children?: ReactNode }) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
    <path fill="currentColor" d={d} />
    {children}
  </svg>
);

const UserIcon = () => (
  <PathIcon d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0-8a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0 10c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5zm-6 6v-1c0-1.4 2.6-3 6-3s6 1.6 6 3v1H6z" />
);

const LockIcon = () => (
  <PathIcon d="M18 9h-1V7a5 5 0 0 0-10 0v2H6a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2zM9 7a3 3 0 0 1 6 0v2H9V7zm9 13H6v-9h12v9zm-6-2a1.5 1.5 0 0 0 1-2.6V14h-2v1.4A1.5 1.5 0 0 0 12 18z" />
);

const EyeIcon = ({ open }: { open: boolean }) => (
  <PathIcon d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 12c-3.9 0-6.9-2.7-8.3-5 1.4-2.3 4.4-5 8.3-5s6.9 2.7 8.3 5c-1.4 2.3-4.4 5-8.3 5zm0-8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z">
    {!open && <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 4l16 16" />}
  </PathIcon>
);

const LoginPage = ({ portal }: { portal: LoginPortal }) => {
  const view = LOGIN_PORTAL_VIEWS[portal];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [savedId] = useState(() => readItem('local', savedIdKey(portal)));
  const [loginId, setLoginId] = useState(savedId ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(savedId !== null);
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: Field, value: string) => {
    (field === 'loginId' ? setLoginId : setPassword)(value);
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const errors = checkFields(loginId, password);
    setFieldErrors(errors);
    if (errors.loginId || errors.password) {
      // Like the antd form: the first wrong field takes the focus.
      const first = errors.loginId ? 'loginId' : 'password';
      event.currentTarget.querySelector<HTMLInputElement>(`#${first}`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const session = await loginOnPortal(portal, { loginId, password });
      if (remember) writeItem('local', savedIdKey(portal), loginId);
      else removeItem('local', savedIdKey(portal));
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      // The screen catalogue is not part of the login page: it is fetched here, beside the menu.
      const [menu, { findScreenForUrl }] = await Promise.all([
        queryClient.fetchQuery({ queryKey: MENU_QUERY_KEY, queryFn: fetchMenu }).catch(() => []),
        import('../../app/screen-registry'),
      ]);
      const target = landingPathFor(
        session,
        menu,
        (url) => findScreenForUrl(url),
        safeRedirectTarget(params.get('redirect')),
      );
      navigate(target, { replace: true });
    } catch (caught) {
      // The message goes under the form, in the words the server chose (E1001…E1005).
      if (caught instanceof ApiError && caught.fields.length > 0) {
        const fromServer: FieldErrors = {};
        for (const f of caught.fields)
          if (f.field === 'loginId' || f.field === 'password') fromServer[f.field] = f.message;
        setFieldErrors(fromServer);
      }
      setError(messageOf(caught));
      setBusy(false);
    }
  };

  const fieldClass = (field: Field) =>
    fieldErrors[field] ? 'erp-login-input erp-login-input-invalid' : 'erp-login-input';

  return (
    <div className={view.mobile ? 'erp-login erp-login-mobile' : 'erp-login'}>
      <div className="erp-login-card">
        {!view.mobile && (
          <aside className="erp-login-side">
            <div className="erp-login-mark">P</div>
            <h3 className="erp-login-brand">부품 ERP</h3>
            <p>자동차 부품·배터리 유통 업무 시스템</p>
            <p className="erp-login-audience">{view.audience} 전용</p>
          </aside>
        )}
        <main className="erp-login-form">
          {view.mobile && <div className="erp-login-mobile-brand">부품 ERP</div>}
          <h2 className="erp-login-title">{view.title}</h2>
          <p className="erp-login-sub">
            {view.mobile ? `${view.audience} 전용` : '아이디와 비밀번호를 입력하세요.'}
          </p>
          <form onSubmit={submit} noValidate>
            <div className="erp-login-field">
              <label htmlFor="loginId">아이디</label>
              <span className={fieldClass('loginId')}>
                <UserIcon />
                <input
                  id="loginId"
                  name="loginId"
                  autoComplete="username"
                  // biome-ignore lint/a11y/noAutofocus: a login page has one job; the first empty field takes the cursor.
                  autoFocus={!savedId}
                  maxLength={50}
                  value={loginId}
                  aria-invalid={Boolean(fieldErrors.loginId)}
                  aria-describedby={fieldErrors.loginId ? 'loginId-error' : undefined}
                  onChange={(event) => edit('loginId', event.target.value)}
                />
              </span>
              {fieldErrors.loginId && (
                <div id="loginId-error" className="erp-login-field-error">
                  {fieldErrors.loginId}
                </div>
              )}
            </div>
            <div className="erp-login-field">
              <label htmlFor="password">비밀번호</label>
              <span className={fieldClass('password')}>
                <LockIcon />
                <input
                  id="password"
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  // biome-ignore lint/a11y/noAutofocus: with a saved id the password is what is left to type.
                  autoFocus={Boolean(savedId)}
                  maxLength={128}
                  value={password}
                  aria-invalid={Boolean(fieldErrors.password)}
                  aria-describedby={fieldErrors.password ? 'password-error' : undefined}
                  onChange={(event) => edit('password', event.target.value)}
                />
                <button
                  type="button"
                  className="erp-login-eye"
                  aria-label={showPassword ? '비밀번호 숨기기' : '비밀번호 보기'}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  <EyeIcon open={showPassword} />
                </button>
              </span>
              {fieldErrors.password && (
                <div id="password-error" className="erp-login-field-error">
                  {fieldErrors.password}
                </div>
              )}
            </div>
            <label className="erp-login-remember">
              <input
                type="checkbox"
                name="remember"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              아이디 저장
            </label>
            {error && (
              <div className="erp-login-error" role="alert">
                <span className="erp-login-error-icon" aria-hidden="true">
                  !
                </span>
                <span>{error}</span>
              </div>
            )}
            <button type="submit" className="erp-login-submit" disabled={busy} aria-busy={busy}>
              {busy && <span className="erp-login-spinner" aria-hidden="true" />}
              로그인
            </button>
          </form>
          <div className="erp-login-links">
            {portal === 'client' && (
              // QR customers sign up and find their id or password themselves (SPEC §2.19).
              <>
                <Link to="/Company/Client/User/ClientMembershipRegistration">회원 가입</Link>
                {' · '}
                <Link to="/Company/Client/Find/ClientIdFind">아이디 찾기</Link>
                {' · '}
                <Link to="/Company/Client/Find/ClientPwdFind">비밀번호 찾기</Link>
                {' · '}
              </>
            )}
            <Link to="/MainPage">다른 로그인 화면</Link>
          </div>
        </main>
      </div>
    </div>
  );
};

const pages = new Map<LoginPortal, ComponentType>();

/** One stable page component per portal, so the router can treat each login page as its own screen. */
export const loginPageFor = (portal: LoginPortal): ComponentType => {
  let page = pages.get(portal);
  if (!page) {
    page = () => <LoginPage portal={portal} />;
    pages.set(portal, page);
  }
  return page;
};
