/** French labels of menu entries and permission rows (mirror of ../en/permissions.ts). */
import type { permissions as english } from '../en/permissions';
import type { Translated } from '../translated';

export const permissions: Translated<typeof english> = {};
