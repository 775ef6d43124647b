/**
 * The anchor of `npm run bench`: a minimal, stock react-admin app. <Admin> with its default login
 * page, a whole-list dataProvider the ordinary way (ra-data-fakerest over the same 100,000 user
 * rows, fetched once from the reference server), and one List/Datagrid. Kept stock on purpose:
 * it is what our admin is measured against.
 */
import { createRoot } from 'react-dom/client';
import { Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Admin, Datagrid, DateField, List, Resource, SearchInput, TextField, type AuthProvider, type DataProvider } from 'react-admin';
import fakeDataProvider from 'ra-data-fakerest';

const TOKEN = 'anchor.token';

const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const reply = await fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: username, password }),
    });
    const body = (await reply.json()) as { code: number; msg: string; token?: string };
    if (body.code !== 200 || !body.token) throw new Error(body.msg);
    localStorage.setItem(TOKEN, body.token);
  },
  async logout() {
    localStorage.removeItem(TOKEN);
  },
  async checkAuth() {
    if (!localStorage.getItem(TOKEN)) throw new Error('not signed in');
  },
  async checkError() {},
};

async function api<T>(path: string): Promise<T> {
  const reply = await fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem(TOKEN) ?? ''}` } });
  return (await reply.json()) as T;
}

let provider: Promise<DataProvider> | null = null;
function wholeList(): Promise<DataProvider> {
  provider ??= api<{ userList: Array<Record<string, unknown>> }>('/api/admin/getUserData').then((body) =>
    fakeDataProvider({ users: body.userList.map((u) => ({ ...u, id: u._id })) }),
  );
  return provider;
}

const dataProvider = new Proxy({} as DataProvider, {
  get:
    (_target, method: string) =>
    (...args: unknown[]) =>
      wholeList().then((p) => (p[method] as (...a: unknown[]) => Promise<unknown>)(...args)),
});

function Dashboard() {
  const [users, setUsers] = useState<number | null>(null);
  useEffect(() => {
    api<{ userCount: number }>('/api/admin/getAdminDetails').then((d) => setUsers(d.userCount));
  }, []);
  return (
    <Card>
      <CardContent>
        <Typography variant="h5">Dashboard</Typography>
        <Typography data-testid="dashboard-figure">{users === null ? '' : `Users: ${users}`}</Typography>
      </CardContent>
    </Card>
  );
}

const UserList = () => (
  <List filters={[<SearchInput source="q" alwaysOn key="q" />]} perPage={10}>
    <Datagrid bulkActionButtons={false}>
      <TextField source="username" />
      <TextField source="firstname" />
      <TextField source="lastname" />
      <TextField source="email" />
      <TextField source="mobile" />
      <TextField source="userType" />
      <DateField source="joined_at" showTime />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin authProvider={authProvider} dataProvider={dataProvider} dashboard={Dashboard} disableTelemetry>
    <Resource name="users" list={UserList} />
  </Admin>,
);
