/**
 * Enrolment before anything else (issue 62): the team requires a second factor this admin lacks, so
 * after the password the login sets up the authenticator app (QR code and key, then a code) or a
 * named passkey, shows
 * the recovery codes once, and only then stores the session's token and opens the admin.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { createPasskey, secondFactorCalls } from '../authProvider/secondFactorCalls';
import type { SignInParams } from '../authProvider/signIn';
import { PASSKEY_NAME_MAX } from '../domain/secondFactor';
import type { secondFactor } from '../i18n/en/secondFactor';
import type { Translated } from '../i18n/translated';
import { copyCodes, downloadCodes, qrCodeDataUrl } from '../secondFactor/codesFile';

export interface EnrolProps {
  /** The session's token, limited to enrolment until a factor is confirmed. */
  token: string;
  text: Translated<typeof secondFactor>;
  errorText: (error: unknown) => string;
  signIn: (params: SignInParams) => Promise<unknown>;
  onSignedIn?: () => void;
}

interface SetUp {
  secret: string;
  qr: string;
}

export function LoginEnrol({ token, text, errorText, signIn, onSignedIn }: EnrolProps) {
  const id = useId();
  const [setUp, setSetUp] = useState<SetUp | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [passkeyName, setPasskeyName] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    secondFactorCalls
      .totpEnrol(token)
      .then(async ({ secret, uri }) => ({ secret, qr: await qrCodeDataUrl(uri) }))
      .then(
        (started) => active && setSetUp(started),
        (failure: unknown) => active && setError(errorText(failure)),
      );
    return () => {
      active = false;
    };
  }, [token, errorText]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !code.trim()) return;
    setPending(true);
    setError(null);
    try {
      const reply = await secondFactorCalls.totpConfirm(code.trim(), token);
      setCodes(reply.recoveryCodes ?? []);
    } catch (failure) {
      setError(errorText(failure));
    }
    setPending(false);
  };

  const addPasskey = async () => {
    if (pending || !passkeyName.trim()) return;
    setPending(true);
    setError(null);
    try {
      const { options } = await secondFactorCalls.passkeyOptions(token);
      const reply = await secondFactorCalls.passkeyRegister(passkeyName.trim(), await createPasskey(options), token);
      setCodes(reply.recoveryCodes ?? []);
    } catch (failure) {
      setError(failure instanceof Error && failure.name === 'NotAllowedError' ? text.passkeys.cancelled : errorText(failure));
    }
    setPending(false);
  };

  const proceed = async () => {
    setPending(true);
    await signIn({ enrolledToken: token });
    onSignedIn?.();
  };

  if (codes) {
    return (
      <section className="mb-login__card" aria-labelledby={`${id}-codes`}>
        <h2 id={`${id}-codes`} className="mb-login__heading">
          {text.recovery.title}
        </h2>
        <p className="mb-login__subheading">{text.recovery.shownOnce}</p>
        <ul className="mb-login__codes" aria-label={text.recovery.title}>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="mb-login__row">
          <button type="button" className="mb-login__link" onClick={() => void copyCodes(codes)}>
            {text.recovery.copy}
          </button>
          <button type="button" className="mb-login__link" onClick={() => downloadCodes(codes, text.recovery.fileName)}>
            {text.recovery.download}
          </button>
        </div>
        <button type="button" className="mb-login__submit" onClick={() => void proceed()} disabled={pending}>
          {text.login.continue}
        </button>
      </section>
    );
  }

  return (
    <form className="mb-login__card" onSubmit={(event) => void confirm(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-login__heading">
        {text.login.enrolHeading}
      </h2>
      <p className="mb-login__subheading">{text.login.enrolIntro}</p>
      <p>{text.totp.scan}</p>
      {setUp ? (
        <>
          <img className="mb-login__qr" src={setUp.qr} alt={text.totp.qrAlt} width={208} height={208} />
          <p>
            {text.totp.key}: <span className="mb-login__key">{setUp.secret}</span>
          </p>
        </>
      ) : (
        <p aria-live="polite">{text.totp.loading}</p>
      )}
      <div className="mb-login__field">
        <label htmlFor={`${id}-code`}>{text.totp.code}</label>
        <input
          id={`${id}-code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          disabled={pending || !setUp}
        />
      </div>
      {error ? (
        <p className="mb-login__alert" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="mb-login__submit" disabled={pending || !setUp || !code.trim()}>
        {text.totp.confirm}
      </button>
      <div className="mb-login__field mb-login__or">
        <label htmlFor={`${id}-passkey`}>{text.passkeys.name}</label>
        <input
          id={`${id}-passkey`}
          name="passkeyName"
          maxLength={PASSKEY_NAME_MAX}
          value={passkeyName}
          onChange={(event) => setPasskeyName(event.target.value)}
          disabled={pending}
        />
      </div>
      <button
        type="button"
        className="mb-login__submit mb-login__secondary"
        onClick={() => void addPasskey()}
        disabled={pending || !passkeyName.trim()}
      >
        {text.passkeys.add}
      </button>
    </form>
  );
}
