/**
 * The sign-in's second step (issue 62), plain React like the login form: a code (the app's or a
 * recovery code) or, when the admin has one, a passkey. A wrong code shows the server's message.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { answerWithPasskey, secondFactorCalls } from '../authProvider/secondFactorCalls';
import type { SignInParams } from '../authProvider/signIn';
import { typedProof, type SecondFactorMethod } from '../domain/secondFactor';
import type { secondFactor } from '../i18n/en/secondFactor';
import type { Translated } from '../i18n/translated';

export interface SecondStepProps {
  mfaToken: string;
  methods: SecondFactorMethod[];
  text: Translated<typeof secondFactor.login>;
  /** The server's msg in the admin's language; `failed` when there is none. */
  errorText: (error: unknown) => string;
  signIn: (params: SignInParams) => Promise<unknown>;
  onSignedIn?: () => void;
  onBack: () => void;
}

export function LoginSecondStep({ mfaToken, methods, text, errorText, signIn, onSignedIn, onBack }: SecondStepProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withCode = methods.includes('totp') || methods.includes('recovery');
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);

  const finish = async (params: SignInParams | (() => Promise<SignInParams>)) => {
    setPending(true);
    setError(null);
    try {
      await signIn(typeof params === 'function' ? await params() : params);
    } catch (failure) {
      setError(failure instanceof Error && failure.name === 'NotAllowedError' ? text.passkeyCancelled : errorText(failure));
      setPending(false);
      return;
    }
    onSignedIn?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const proof = typedProof(code, methods);
    if (pending || !proof) return;
    void finish({ mfaToken, proof });
  };

  const usePasskey = () =>
    void finish(async () => {
      const { options } = await secondFactorCalls.loginMfaOptions(mfaToken);
      return { mfaToken, proof: { method: 'passkey', response: await answerWithPasskey(options) } };
    });

  return (
    <form className="mb-login__card" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-login__heading">
        {text.heading}
      </h2>
      <p className="mb-login__subheading">{methods.includes('totp') ? text.intro : text.introPasskeyOnly}</p>
      {withCode ? (
        <div className="mb-login__field">
          <label htmlFor={`${id}-code`}>{text.code}</label>
          <input
            id={`${id}-code`}
            name="code"
            autoComplete="one-time-code"
            ref={codeRef}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            disabled={pending}
          />
        </div>
      ) : null}
      {error ? (
        <p className="mb-login__alert" role="alert">
          {error}
        </p>
      ) : null}
      {withCode ? (
        <button type="submit" className="mb-login__submit" disabled={pending || !code.trim()} aria-busy={pending || undefined}>
          {pending ? text.submitting : text.submit}
        </button>
      ) : null}
      {methods.includes('passkey') ? (
        <button type="button" className="mb-login__submit mb-login__secondary" onClick={usePasskey} disabled={pending}>
          {text.usePasskey}
        </button>
      ) : null}
      <button type="button" className="mb-login__link" onClick={onBack} disabled={pending}>
        {text.back}
      </button>
    </form>
  );
}
