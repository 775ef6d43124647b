/** The demo admins: one super admin from the environment and a team with different permissions. */
import { DAY_MS, type Rng } from './random.js';
import type { SeedSink } from './sink.js';
import type { VersionAuthor } from './oddsVersions.js';
import { DEMO_PASSWORDS } from '../../../src/domain/validation/commonPasswords.js';

/** The demo super admin when SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD are not set (README: demo only). */
export const DEMO_SUPER_ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORDS.superAdmin } as const;

export interface DemoTeamMember {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  role: string[];
  isBlock: boolean;
}

/** Demo credentials only: listed in the README and used by tests; the API refuses them as new passwords. */
export const DEMO_TEAM: readonly DemoTeamMember[] = [
  {
    email: 'support@example.com',
    password: DEMO_PASSWORDS.team,
    firstname: 'Sam',
    lastname: 'Support',
    // the Support group too: feedback and return orders (writefeedback and writereturnOrder show their menu items)
    role: ['readUsers', 'writeUsers', 'readOrders', 'writeOrders', 'readDashboard', 'writefeedback', 'readreturnOrder', 'writereturnOrder'],
    isBlock: false,
  },
  {
    email: 'warehouse@example.com',
    password: DEMO_PASSWORDS.team,
    firstname: 'Wendy',
    lastname: 'Warehouse',
    // readWarehouse with the children its bundle adds, plus selected write and delete rights
    role: [
      'readWarehouse',
      'readCategory',
      'readProduct',
      'readRarityLevel',
      'readBrand',
      'readPartner',
      'writeCategory',
      'writeProduct',
      'writeBrand',
      'writeRarityLevel',
      'delCategory',
    ],
    isBlock: false,
  },
  {
    email: 'finance@example.com',
    password: DEMO_PASSWORDS.team,
    firstname: 'Frank',
    lastname: 'Finance',
    role: ['readDashboard', 'readWithdraws', 'writeWithdraws', 'readDeposits', 'writeDeposits', 'readOrders'],
    isBlock: false,
  },
  {
    email: 'viewer@example.com',
    password: DEMO_PASSWORDS.team,
    firstname: 'Vera',
    lastname: 'Viewer',
    role: ['readDashboard'],
    isBlock: false,
  },
  {
    email: 'blocked@example.com',
    password: DEMO_PASSWORDS.team,
    firstname: 'Bob',
    lastname: 'Blocked',
    role: ['readDashboard', 'readUsers'],
    isBlock: true,
  },
  {
    email: 'category@example.com',
    password: DEMO_PASSWORDS.team,
    firstname: 'Cora',
    lastname: 'Category',
    role: ['readCategory'],
    isBlock: false,
  },
];

export interface SeededAdmins {
  superAdminId: string;
  teamIds: string[];
  /** the super admin as an odds version names who saved it */
  superAdmin: VersionAuthor;
}

export async function seedAdmins(
  db: SeedSink,
  rng: Rng,
  base: Date,
  opts: { adminEmail: string; adminPassword: string; hashPassword: (p: string) => Promise<string> },
): Promise<SeededAdmins> {
  const superAdminId = rng.id();
  const teamIds = DEMO_TEAM.map(() => rng.id());
  const hashes = await Promise.all([opts.adminPassword, ...DEMO_TEAM.map((m) => m.password)].map((p) => opts.hashPassword(p)));
  const created = new Date(base.getTime() - 400 * DAY_MS);
  const email = opts.adminEmail.trim().toLowerCase();
  await db.insert('admins', [
    {
      id: superAdminId,
      firstname: 'Super',
      lastname: 'Admin',
      email,
      passwordHash: hashes[0],
      profile: null,
      role: ['suUsers'],
      isBlock: false,
      createdAt: created,
      updatedAt: created,
    },
    ...DEMO_TEAM.map((m, i) => {
      const at = new Date(created.getTime() + (i + 1) * 17 * DAY_MS);
      return {
        id: teamIds[i],
        firstname: m.firstname,
        lastname: m.lastname,
        email: m.email,
        passwordHash: hashes[i + 1],
        profile: null,
        role: m.role,
        isBlock: m.isBlock,
        createdAt: at,
        updatedAt: at,
      };
    }),
  ]);
  return { superAdminId, teamIds, superAdmin: { adminId: superAdminId, adminName: 'Super Admin', adminEmail: email } };
}
