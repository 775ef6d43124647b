/**
 * The login screen (core §1, §5 "Login"). Plain React and CSS, no react-admin and no MUI, so it
 * paints before the admin bundle has loaded (src/main.tsx). Inside the admin, "/" renders it
 * through LoginRoute with react-admin's useLogin.
 */
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { EnrolmentNeeded, SecondStepNeeded, validateCredentials, type Credentials, type SignInParams } from '../authProvider/signIn';
import { secondFactor } from '../i18n/en/secondFactor';
import { ui } from '../i18n/en/ui';
import { validation } from '../i18n/en/validation';
import type { MessageKey } from '../i18n/messages';
import type { Translated } from '../i18n/translated';
import { LoginEnrol } from './LoginEnrol';
import { LoginSecondStep } from './LoginSecondStep';
import './Login.css';

interface LoginTexts {
  login: { [K in keyof typeof ui.login]: string };
  validation: { [K in keyof typeof validation]: string };
  secondFactor: Translated<typeof secondFactor>;
  /** The server's msg (always English, the contract's language) in this language. */
  serverText: (text: string) => string;
}

const ENGLISH: LoginTexts = { login: ui.login, validation, secondFactor, serverText: (text) => text };

/** The admin's language as react-admin's store keeps it; French texts are fetched only then. */
function storedLocale(): string | null {
  try {
    return JSON.parse(window.localStorage.getItem('RaStore.locale') ?? 'null') as string | null;
  } catch {
    return null;
  }
}

async function loadFrench(): Promise<LoginTexts> {
  const [
    { ui: frUi },
    { validation: frValidation },
    { server: frServer },
    { server: enServer },
    { createServerTextLookup, serverTextIn },
    { secondFactor: frSecondFactor },
  ] = await Promise.all([
    import('../i18n/fr/ui'),
    import('../i18n/fr/validation'),
    import('../i18n/fr/server'),
    import('../i18n/en/server'),
    import('../i18n/serverMessages'),
    import('../i18n/fr/secondFactor'),
  ]);
  // what a sign-in can answer: the server's login and error texts, a field's rule, a network failure
  const lookup = createServerTextLookup(
    { server: enServer, validation, notifications: ui.notifications },
    { server: frServer, validation: frValidation, notifications: frUi.notifications },
  );
  return { login: frUi.login, validation: frValidation, secondFactor: frSecondFactor, serverText: (text) => serverTextIn(lookup, text) };
}

/** The text of a sign-in rule's message key (src/domain/validation/login.ts returns 'validation.*' keys). */
function ruleText(texts: LoginTexts, key: MessageKey): string {
  const name = key.replace(/^validation\./, '');
  return name in texts.validation ? texts.validation[name as keyof typeof validation] : key;
}

export interface LoginProps {
  /**
   * Signs in (stores the token). Rejects with an Error whose message is shown (the server's msg), or
   * with SecondStepNeeded / EnrolmentNeeded, after which the form asks for the second factor.
   */
  signIn: (params: SignInParams) => Promise<unknown>;
  /** Called once the sign-in succeeded. */
  onSignedIn?: () => void;
}

type Field = keyof Credentials;

type Step = { kind: 'password' } | { kind: 'second'; need: SecondStepNeeded } | { kind: 'enrol'; token: string };

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 5C6.5 5 2.7 8.6 1 12c1.7 3.4 5.5 7 11 7s9.3-3.6 11-7c-1.7-3.4-5.5-7-11-7Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
      />
      {crossed ? <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 3l18 18" /> : null}
    </svg>
  );
}

export function Login({ signIn, onSignedIn }: LoginProps) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [texts, setTexts] = useState<LoginTexts>(ENGLISH);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const text = texts.login;
  const errorText = useCallback(
    (error: unknown) => texts.serverText(error instanceof Error && error.message ? error.message : text.failed),
    [texts, text.failed],
  );

  useEffect(() => {
    if (storedLocale() !== 'fr') return undefined;
    let active = true;
    loadFrench().then(
      (french) => active && setTexts(french),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const previous = document.title;
    document.title = text.pageTitle;
    return () => {
      document.title = previous;
    };
  }, [text.pageTitle]);

  const errors = validateCredentials(values);
  const visibleError = (field: Field) => {
    const key = submitted || touched[field] ? errors[field] : undefined;
    return key && ruleText(texts, key);
  };

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setServerError(null);
  };
  const blur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    setServerError(null);
    try {
      await signIn(values);
    } catch (error) {
      setPending(false);
      if (error instanceof SecondStepNeeded) setStep({ kind: 'second', need: error });
      else if (error instanceof EnrolmentNeeded) setStep({ kind: 'enrol', token: error.token });
      else setServerError(error instanceof Error && error.message ? error.message : text.failed);
      return;
    }
    onSignedIn?.();
  };

  const emailError = visibleError('email');
  const passwordError = visibleError('password');

  return (
    <main className="mb-login">
      <section className="mb-login__hero" aria-labelledby={`${id}-welcome`}>
        <p className="mb-login__brand">
          <span className="mb-login__logo" aria-hidden="true" />
          {text.brand}
        </p>
        <h1 id={`${id}-welcome`} className="mb-login__welcome">
          {text.welcome}
        </h1>
        <p className="mb-login__tagline">{text.tagline}</p>
        <p className="mb-login__odds">{text.fairOdds}</p>
        <div className="mb-login__boxes" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </section>

      <section className="mb-login__panel">
        {step.kind === 'second' ? (
          <LoginSecondStep
            mfaToken={step.need.mfaToken}
            methods={step.need.methods}
            text={texts.secondFactor.login}
            errorText={errorText}
            signIn={signIn}
            onSignedIn={onSignedIn}
            onBack={() => setStep({ kind: 'password' })}
          />
        ) : null}
        {step.kind === 'enrol' ? (
          <LoginEnrol token={step.token} text={texts.secondFactor} errorText={errorText} signIn={signIn} onSignedIn={onSignedIn} />
        ) : null}
        <form hidden={step.kind !== 'password'} className="mb-login__card" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
          <h2 id={`${id}-heading`} className="mb-login__heading">
            {text.heading}
          </h2>
          <p className="mb-login__subheading">{text.subheading}</p>

          <div className="mb-login__field">
            <label htmlFor={`${id}-email`}>{text.email}</label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              placeholder={text.emailPlaceholder}
              value={values.email}
              onChange={change('email')}
              onBlur={blur('email')}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              disabled={pending}
            />
            {emailError ? (
              <p id={`${id}-email-error`} className="mb-login__error">
                {emailError}
              </p>
            ) : null}
          </div>

          <div className="mb-login__field">
            <label htmlFor={`${id}-password`}>{text.password}</label>
            <div className="mb-login__password">
              <input
                ref={passwordRef}
                id={`${id}-password`}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder={text.passwordPlaceholder}
                value={values.password}
                onChange={change('password')}
                onBlur={blur('password')}
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={passwordError ? `${id}-password-error` : undefined}
                disabled={pending}
              />
              <button
                type="button"
                className="mb-login__reveal"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? text.hidePassword : text.showPassword}
                aria-controls={`${id}-password`}
                title={showPassword ? text.hidePassword : text.showPassword}
              >
                <EyeIcon crossed={showPassword} />
              </button>
            </div>
            {passwordError ? (
              <p id={`${id}-password-error`} className="mb-login__error">
                {passwordError}
              </p>
            ) : null}
          </div>

          {serverError ? (
            <p className="mb-login__alert" role="alert">
              {texts.serverText(serverError)}
            </p>
          ) : null}

          <button type="submit" className="mb-login__submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? text.submitting : text.submit}
          </button>
        </form>
      </section>
    </main>
  );
}
