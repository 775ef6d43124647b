import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../src/authProvider/signIn';
import { clearToken, getToken } from '../../src/dataProvider/http';
import { Login } from '../../src/layout/Login';
import { installFakeFetch, jsonResponse } from './fakeFetch';

beforeEach(() => clearToken());
afterEach(() => vi.unstubAllGlobals());

function renderLogin() {
  const onSignedIn = vi.fn();
  render(<Login signIn={signIn} onSignedIn={onSignedIn} />);
  return {
    onSignedIn,
    email: screen.getByLabelText(/^email$/i),
    password: screen.getByLabelText(/^password$/i),
    submit: screen.getByRole('button', { name: /^sign in$/i }),
  };
}

describe('Login', () => {
  it('welcomes to a case-opening product with fair odds', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Mystery Box Admin' })).toBeInTheDocument();
    expect(screen.getByText(/case-opening shop with fair odds/i)).toBeInTheDocument();
  });

  it("shows the spec's validation texts and sends nothing", async () => {
    const fake = installFakeFetch();
    const user = userEvent.setup();
    const { email, submit } = renderLogin();
    await user.click(submit);
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-email');
    expect(screen.getByText('Email is not valid')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it('shows a field error once the field is left', async () => {
    installFakeFetch();
    const user = userEvent.setup();
    const { email, password } = renderLogin();
    await user.type(email, 'admin@');
    expect(screen.queryByText('Email is not valid')).not.toBeInTheDocument();
    await user.click(password);
    expect(screen.getByText('Email is not valid')).toBeInTheDocument();
  });

  it('submits the lower-cased email, stores the token and moves on', async () => {
    const fake = installFakeFetch({ 'POST /api/admin/login': { body: { code: 200, msg: 'Login successful', token: 'jwt-1' } } });
    const user = userEvent.setup();
    const { email, password, submit, onSignedIn } = renderLogin();
    await user.type(email, '  Admin@Example.COM ');
    await user.type(password, 'Admin@12345');
    await user.click(submit);
    expect(JSON.parse(String(fake.calls[0].body))).toEqual({ email: 'admin@example.com', password: 'Admin@12345' });
    expect(getToken()).toBe('jwt-1');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it("shows the server's msg when sign-in fails", async () => {
    installFakeFetch({ 'POST /api/admin/login': { status: 429, body: { code: 429, msg: 'Too many attempts, try again in a minute' } } });
    const user = userEvent.setup();
    const { email, password, submit, onSignedIn } = renderLogin();
    await user.type(email, 'admin@example.com');
    await user.type(password, 'wrong');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, try again in a minute');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
    expect(submit).toBeEnabled();
  });

  it('disables the submit button while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    installFakeFetch({ 'POST /api/admin/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    const { email, password, submit, onSignedIn } = renderLogin();
    await user.type(email, 'admin@example.com');
    await user.type(password, 'Admin@12345');
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Signing in…');
    answer(jsonResponse({ code: 200, msg: 'ok', token: 'jwt-2' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    const { password } = renderLogin();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
