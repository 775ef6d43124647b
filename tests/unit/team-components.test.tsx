/**
 * Team area components with a fake request layer: the super-admin confirmation flow of the team
 * form (select, hide the groups, restore the member's roles, send them), and the feedback
 * attachment viewer for each attachment type.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { createAuthProvider } from '../../src/authProvider';
import { createDataProvider } from '../../src/dataProvider';
import { ACCESS, ENDPOINTS as teamEndpoints } from '../../src/resources/registry';
import type { httpRequest } from '../../src/dataProvider/http';
import { ListCache } from '../../src/dataProvider/listCache';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { AddTeam, UpdateTeam } from '../../src/resources/team/TeamForm';
import { AttachmentViewer } from '../../src/resources/feedback/AttachmentViewer';
import { renderInAdmin } from './renderInAdmin';
import { ADMIN_SHELL } from '../../src/adminShell';
import { ShellProvider } from '../../src/layout/shell';

type Request = typeof httpRequest;

const MEMBER = {
  _id: 'm1',
  firstname: 'Brenda',
  lastname: 'Brand',
  email: 'brenda.brand@example.com',
  role: ['readBrand', 'writeBrand'],
  isBlock: false,
  updatedAt: '2026-01-01T10:00:00.000Z',
};

function renderForm(path: string, element: ReactNode) {
  const request = vi.fn(async (method: string, url: string) => {
    if (method === 'GET' && url.startsWith('api/admin/getTeamDetailById')) return { code: 200, msg: 'ok', teamData: MEMBER };
    return { code: 200, msg: 'ok', data: MEMBER };
  });
  const dataProvider = createDataProvider({ endpoints: teamEndpoints, cache: new ListCache(), request: request as unknown as Request });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={createAuthProvider({ access: ACCESS })} dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ShellProvider value={ADMIN_SHELL}>
          <Routes>
            <Route path="/addTeam" element={element} />
            <Route path="/updateTeam" element={element} />
            <Route path="/team-management" element={<p>Team list</p>} />
          </Routes>
          <Notification />
        </ShellProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return request;
}

function brandBox(kind: 'Read' | 'Write') {
  return within(screen.getByRole('group', { name: kind })).getByRole('checkbox', { name: 'Brand' });
}

describe('team form: super admin', () => {
  it("asks before giving all access, hides the groups, and restores the member's roles when unticked", async () => {
    const user = userEvent.setup();
    const request = renderForm('/updateTeam?id=m1', <UpdateTeam />);
    await waitFor(() => expect(brandBox('Read')).toBeChecked());
    expect(brandBox('Write')).toBeChecked();

    const superBox = screen.getByRole('checkbox', { name: 'Super Admin' });
    await user.click(superBox);
    expect(await screen.findByText('Are you sure you want to give all the access to this user ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to give all the access to this user ?')).not.toBeInTheDocument());
    expect(superBox).not.toBeChecked();
    expect(brandBox('Read')).toBeChecked();

    await user.click(superBox);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Super Admin' })).toBeChecked());
    expect(screen.queryByRole('group', { name: 'Read' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Super Admin' }));
    expect(brandBox('Read')).toBeChecked();
    expect(brandBox('Write')).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Super Admin' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByText('Team list');
    expect(request).toHaveBeenCalledWith(
      'PUT',
      'api/admin/updateTeamData',
      expect.objectContaining({
        body: expect.objectContaining({ role: ['suUsers'], userId: 'm1', existEmail: MEMBER.email, email: MEMBER.email }),
      }),
    );
  }, 30_000);

  it('refuses to add a member without a role and shows the field messages', async () => {
    const user = userEvent.setup();
    const request = renderForm('/addTeam', <AddTeam />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('First name field is required')).toBeInTheDocument();
    expect(screen.getByText('Email Field is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm field required')).toBeInTheDocument();

    await user.type(document.querySelector<HTMLInputElement>('#team-firstName')!, 'Brenda');
    await user.type(document.querySelector<HTMLInputElement>('#team-lastName')!, 'Brand');
    await user.type(document.querySelector<HTMLInputElement>('#team-email')!, 'brenda.brand@example.com');
    await user.type(document.querySelector<HTMLInputElement>('#team-password')!, 'Brand@1234');
    await user.type(document.querySelector<HTMLInputElement>('#team-confirmPassword')!, 'Brand@1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please Select at least one role for team')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    // the Warehouse parent ticks its whole read bundle
    await user.click(within(screen.getByRole('group', { name: 'Read' })).getByRole('checkbox', { name: 'Warehouse' }));
    expect(brandBox('Read')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Team list');
    expect(request).toHaveBeenCalledWith(
      'POST',
      'api/admin/addTeam',
      expect.objectContaining({
        body: expect.objectContaining({
          role: ['readWarehouse', 'readCategory', 'readProduct', 'readRarityLevel', 'readBrand', 'readPartner'],
        }),
      }),
    );
  }, 30_000);

  it('offers the Support group (feedback, social proof, return orders) and sends what is ticked', async () => {
    const user = userEvent.setup();
    const request = renderForm('/addTeam', <AddTeam />);
    const column = (kind: 'Read' | 'Write' | 'Delete') => within(screen.getByRole('group', { name: kind }));
    for (const kind of ['Read', 'Write', 'Delete'] as const) expect(column(kind).getByText('Support')).toBeInTheDocument();
    expect(column('Read').getByRole('checkbox', { name: 'Feedback' })).toHaveAttribute('name', 'readfeedback');
    expect(column('Write').getByRole('checkbox', { name: 'Winners Social Proof' })).toHaveAttribute('name', 'writewinnerSocialProof');
    expect(column('Delete').getByRole('checkbox', { name: 'Winners Social Proof' })).toHaveAttribute('name', 'delwinnerSocialProof');
    // feedback and return orders have nothing to delete
    expect(column('Delete').queryByRole('checkbox', { name: 'Feedback' })).toBeNull();
    expect(column('Delete').queryByRole('checkbox', { name: 'Return Orders' })).toBeNull();

    await user.type(document.querySelector<HTMLInputElement>('#team-firstName')!, 'Sophie');
    await user.type(document.querySelector<HTMLInputElement>('#team-lastName')!, 'Support');
    await user.type(document.querySelector<HTMLInputElement>('#team-email')!, 'sophie.support@example.com');
    await user.type(document.querySelector<HTMLInputElement>('#team-password')!, 'Support@123');
    await user.type(document.querySelector<HTMLInputElement>('#team-confirmPassword')!, 'Support@123');
    await user.click(column('Read').getByRole('checkbox', { name: 'Return Orders' }));
    await user.click(column('Write').getByRole('checkbox', { name: 'Return Orders' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Team list');
    expect(request).toHaveBeenCalledWith(
      'POST',
      'api/admin/addTeam',
      expect.objectContaining({ body: expect.objectContaining({ role: ['readreturnOrder', 'writereturnOrder'] }) }),
    );
  }, 30_000);
});

describe('feedback attachment viewer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('displays an image', () => {
    renderInAdmin(<AttachmentViewer attachment="data:image/png;base64,iVBORw0KGgo=" attachmentType="image" owner="Anna" />);
    expect(screen.getByRole('img', { name: 'Attachment of Anna' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  });

  it('shows a pdf in a frame fed by a blob of type application/pdf', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:pdf-${blob.type}`);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ blob: async () => new Blob(['%PDF-1.1'], { type: 'text/html' }) })),
    );
    renderInAdmin(<AttachmentViewer attachment="data:application/pdf;base64,JVBERi0xLjE=" attachmentType="pdf" owner="Anna" />);
    const frame = screen.getByTitle('PDF attachment of Anna');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'blob:pdf-application/pdf'));
  });

  it('says so for another type and for none', () => {
    renderInAdmin(
      <>
        <AttachmentViewer attachment="data:text/plain;base64,aGk=" attachmentType="text/plain" owner="Anna" />
        <AttachmentViewer attachment={null} attachmentType={null} owner="Anna" />
      </>,
    );
    expect(screen.getByText('Unsupported attachment type.')).toBeInTheDocument();
    expect(screen.getByText('No attachment available.')).toBeInTheDocument();
  });

  it('renders what users wrote as text, never as HTML', () => {
    renderInAdmin(<AttachmentViewer attachment={null} attachmentType={null} owner={'<img src=x onerror=alert(1)>'} />);
    expect(document.querySelector('img')).toBeNull();
  });
});
