import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, messageOf } from '../../app/api-error';
import '../login/login-page.css';

// The frame of the public QR-customer pages (sign-up, id find, password find): the phone card of
// the login pages and their plain inputs, without antd, so a page a stranger opens stays small.

export type FieldErrors = Record<string, string | undefined>;

/** The server's refusal as field messages and one line for the form. */
export const refusalOf = (caught: unknown): { fields: FieldErrors; message: string } => {
  const fields: FieldErrors = {};
  if (caught instanceof ApiError) for (const f of caught.fields) fields[f.field] = f.message;
  return { fields, message: messageOf(caught) };
};

export const PublicCard = ({ title, sub, children }: { title: string; sub: string; children: ReactNode }) => (
  <div className="erp-login erp-login-mobile">
    <div className="erp-login-card">
      <main className="erp-login-form">
        <div className="erp-login-mobile-brand">부품 ERP</div>
        <h2 className="erp-login-title">{title}</h2>
        <p className="erp-login-sub">{sub}</p>
        {children}
        <div className="erp-login-links">
          <Link to="/Company/Client/ClientLogin">로그인</Link>
          {' · '}
          <Link to="/Company/Client/Find/ClientIdFind">아이디 찾기</Link>
          {' · '}
          <Link to="/Company/Client/Find/ClientPwdFind">비밀번호 찾기</Link>
        </div>
      </main>
    </div>
  </div>
);

type FieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  maxLength?: number;
  after?: ReactNode;
};

export const PublicField = ({
  id,
  label,
  value,
  onChange,
  error,
  type,
  inputMode,
  autoComplete,
  maxLength,
  after,
}: FieldProps) => (
  <div className="erp-login-field">
    <label htmlFor={id}>{label}</label>
    <span className={error ? 'erp-login-input erp-login-input-invalid' : 'erp-login-input'}>
      <input
        id={id}
        name={id}
        type={type ?? 'text'}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength ?? 100}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {after}
    </span>
    {error && (
      <div id={`${id}-error`} className="erp-login-field-error">
        {error}
      </div>
    )}
  </div>
);

export const FormNote = ({ error, notice }: { error: string | null; notice: string | null }) => (
  <>
    {error && (
      <div className="erp-login-error" role="alert">
        <span className="erp-login-error-icon" aria-hidden="true">
          !
        </span>
        <span>{error}</span>
      </div>
    )}
    {notice && (
      <output className="erp-login-sub" style={{ display: 'block', color: '#1677ff' }}>
        {notice}
      </output>
    )}
  </>
);

export const SubmitButton = ({ busy, children }: { busy: boolean; children: ReactNode }) => (
  <button type="submit" className="erp-login-submit" disabled={busy} aria-busy={busy}>
    {busy && <span className="erp-login-spinner" aria-hidden="true" />}
    {children}
  </button>
);
