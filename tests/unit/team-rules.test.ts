/** The team area's domain rules: form validation, role toggles and super admin, video, returns, attachments. */
import { describe, expect, it } from 'vitest';
import { inEnglish } from './inEnglish';
import { PARENT_BUNDLES, TEAM_FORM_ROWS } from '../../src/domain/permissions';
import { isSuperAdminSelection, selectSuperAdmin, togglePermission, unselectSuperAdmin } from '../../src/domain/teamRoles';
import { roleError, teamFieldBlurError, teamFieldError, validateTeamForm, type TeamFormValues } from '../../src/domain/validation/team';
import {
  contentMatches,
  declaredVideoKind,
  sniffVideoKind,
  socialProofErrors,
  socialProofTitleTypingError,
  videoFileError,
} from '../../src/domain/socialProof';
import { canDecideReturn } from '../../src/domain/returnOrder';
import { attachmentKind } from '../../src/domain/feedback';

const valid: TeamFormValues = {
  firstName: 'Anna Lee',
  lastName: 'Berg',
  email: 'anna.berg@example.com',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
};

describe('team form: names', () => {
  it('accepts letters and spaces of at least 3 characters', () => {
    expect(inEnglish(teamFieldError('firstName', valid))).toBeUndefined();
    expect(inEnglish(teamFieldError('lastName', { ...valid, lastName: 'Van Dyk' }))).toBeUndefined();
  });
  it('says "Enter only character" for digits or symbols', () => {
    expect(inEnglish(teamFieldError('firstName', { ...valid, firstName: 'Ann4' }))).toBe('Enter only character');
    expect(inEnglish(teamFieldError('lastName', { ...valid, lastName: "O'Neil" }))).toBe('Enter only character');
  });
  it('names the missing field on submit and says "This field is required" on blur', () => {
    expect(inEnglish(teamFieldError('firstName', { ...valid, firstName: '' }))).toBe('First name field is required');
    expect(inEnglish(teamFieldError('lastName', { ...valid, lastName: '  ' }))).toBe('Last name field is required');
    expect(inEnglish(teamFieldBlurError('firstName', { ...valid, firstName: '' }))).toBe('This field is required');
  });
  it('refuses fewer than 3 letters', () => {
    expect(inEnglish(teamFieldError('firstName', { ...valid, firstName: 'Al' }))).toBe('Must be at least 3 characters long');
  });
});

describe('team form: email', () => {
  it.each(['ab@abc.de', 'anna.berg@example.com', 'a.1@shop123.museum'])('accepts %s', (email) => {
    expect(inEnglish(teamFieldError('email', { ...valid, email }))).toBeUndefined();
  });
  it.each(['a@example.com', 'an_na@example.com', 'anna@ex.com', 'anna@example.c', 'anna@example.comcomx', 'anna@exa-mple.com'])(
    'refuses %s with "Email not valid", and "Enter valid email" on blur',
    (email) => {
      expect(inEnglish(teamFieldError('email', { ...valid, email }))).toBe('Email not valid');
      expect(inEnglish(teamFieldBlurError('email', { ...valid, email }))).toBe('Enter valid email');
    },
  );
  it('says "Email Field is required" on submit when empty', () => {
    expect(inEnglish(teamFieldError('email', { ...valid, email: '' }))).toBe('Email Field is required');
  });
});

describe('team form: password and confirm', () => {
  const rule = 'Must contain 8 characters, One uppercase, One lowercase, One number and one special case character';
  it.each(['Secret@1', 'Abcdefg#9', 'XyZ12345$'])('accepts %s', (password) => {
    expect(inEnglish(teamFieldError('password', { ...valid, password }))).toBeUndefined();
  });
  it.each(['Secret@', 'secret@123', 'SECRET@123', 'Secret123', 'Secret_123'])('refuses %s', (password) => {
    expect(inEnglish(teamFieldError('password', { ...valid, password }))).toBe(rule);
  });
  it.each(['Admin@12345', 'tEAM@12345', 'P@ssw0rd'])('refuses the common or published password %s', (password) => {
    expect(inEnglish(teamFieldError('password', { ...valid, password }))).toBe(
      'This password is too common or published: choose another one',
    );
  });
  it('wants the confirmation to match', () => {
    expect(inEnglish(teamFieldError('confirmPassword', { ...valid, confirmPassword: '' }))).toBe('Confirm field required');
    expect(inEnglish(teamFieldError('confirmPassword', { ...valid, confirmPassword: 'Secret@124' }))).toBe('Password must be match');
  });
  it('checks only name and email on the update form', () => {
    expect(inEnglish(validateTeamForm({ ...valid, password: '', confirmPassword: '' }, 'update'))).toEqual({});
    expect(Object.keys(validateTeamForm({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }, 'add'))).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
      'confirmPassword',
    ]);
  });
});

describe('roles', () => {
  it('needs at least one known permission', () => {
    expect(roleError([])).toEqual({ kind: 'empty' });
    expect(roleError(['readBrand', 'readAll'])).toEqual({ kind: 'unknown', permission: 'readAll' });
    expect(roleError(['readBrand', 'writeDelivery', 'suUsers'])).toBeUndefined();
  });

  it('ticks a parent row with its whole bundle and unticking removes the children', () => {
    const warehouse = TEAM_FORM_ROWS.find((row) => row.key === 'warehouse')!;
    const ticked = togglePermission(['readDashboard'], 'readWarehouse', true, { parent: warehouse.parent!, kind: 'read' });
    expect(ticked).toEqual(['readDashboard', 'readWarehouse', ...PARENT_BUNDLES.Warehouse.read!]);
    const cleared = togglePermission(ticked, 'readWarehouse', false, { parent: 'Warehouse', kind: 'read' });
    expect(cleared).toEqual(['readDashboard']);
  });

  it('ticks and unticks a single permission without duplicates', () => {
    expect(togglePermission(['readBrand'], 'readBrand', true)).toEqual(['readBrand']);
    expect(togglePermission(['readBrand'], 'writeBrand', true)).toEqual(['readBrand', 'writeBrand']);
    expect(togglePermission(['readBrand', 'writeBrand'], 'readBrand', false)).toEqual(['writeBrand']);
  });

  it("selects suUsers alone for a super admin and restores the member's own roles when unticked", () => {
    expect(selectSuperAdmin()).toEqual(['suUsers']);
    expect(isSuperAdminSelection(selectSuperAdmin())).toBe(true);
    expect(isSuperAdminSelection(['readBrand'])).toBe(false);
    expect(unselectSuperAdmin(['readBrand', 'writeBrand'])).toEqual(['readBrand', 'writeBrand']);
    expect(unselectSuperAdmin(undefined)).toEqual([]);
    expect(unselectSuperAdmin(['suUsers'])).toEqual([]);
  });
});

describe('social proof video', () => {
  const mp4 = new Uint8Array([0, 0, 0, 0x18, ...'ftypmp42'.split('').map((c) => c.charCodeAt(0))]);
  const mov = new Uint8Array([0, 0, 0, 0x14, ...'ftypqt  '.split('').map((c) => c.charCodeAt(0))]);
  const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);
  const ogg = new Uint8Array([...'OggS'.split('').map((c) => c.charCodeAt(0)), 0, 2, 0, 0, 0, 0, 0, 0]);
  const text = new TextEncoder().encode('hello, world');

  it('recognises the containers by their magic bytes', () => {
    expect(sniffVideoKind(mp4)).toBe('mp4');
    expect(sniffVideoKind(mov)).toBe('quicktime');
    expect(sniffVideoKind(webm)).toBe('webm');
    expect(sniffVideoKind(ogg)).toBe('ogg');
    expect(sniffVideoKind(text)).toBeNull();
  });
  it('accepts by type or extension and checks the content matches', () => {
    expect(declaredVideoKind('clip.MOV', '')).toBe('quicktime');
    expect(declaredVideoKind('clip.bin', 'video/webm')).toBe('webm');
    expect(declaredVideoKind('clip.avi', 'video/x-msvideo')).toBeNull();
    expect(contentMatches('mp4', sniffVideoKind(mov))).toBe(true);
    expect(contentMatches('mp4', sniffVideoKind(text))).toBe(false);
    expect(contentMatches('webm', 'ogg')).toBe(false);
  });
  it('gives the spec texts for type, size, title and a missing video', () => {
    expect(inEnglish(videoFileError({ name: 'a.avi', type: 'video/x-msvideo', size: 10 }))).toBe(
      'Unsupported file type. Allowed: MP4, WebM, OGG, MOV, NV.',
    );
    expect(inEnglish(videoFileError({ name: 'a.mp4', type: 'video/mp4', size: 104_857_601 }))).toBe('File too large. Max size is 100MB.');
    expect(inEnglish(videoFileError({ name: 'a.mp4', type: 'video/mp4', size: 104_857_600 }))).toBeUndefined();
    expect(inEnglish(socialProofErrors({ title: ' ', hasVideo: false, isNew: true }))).toEqual({
      title: 'Title is required.',
      video: 'Please upload a valid video.',
    });
    expect(inEnglish(socialProofErrors({ title: 'x', hasVideo: false, isNew: false }))).toEqual({});
    expect(inEnglish(socialProofTitleTypingError(''))).toBe('This field is required.');
  });
});

describe('return orders and attachments', () => {
  it('decides only pending requests', () => {
    expect(canDecideReturn('pending')).toBe(true);
    expect(canDecideReturn('approved')).toBe(false);
    expect(canDecideReturn('rejected')).toBe(false);
  });
  it('chooses how to show an attachment', () => {
    expect(attachmentKind(null, null)).toBe('none');
    expect(attachmentKind('data:image/svg+xml;base64,AAA', 'image')).toBe('image');
    expect(attachmentKind('data:application/pdf;base64,AAA', 'pdf')).toBe('pdf');
    expect(attachmentKind('data:text/plain;base64,AAA', 'text/plain')).toBe('other');
    expect(attachmentKind('/uploads/f/receipt.pdf', null)).toBe('pdf');
    expect(attachmentKind('/uploads/f/photo.jpg', null)).toBe('image');
    expect(attachmentKind('/uploads/f/log.txt', null)).toBe('other');
  });
});
