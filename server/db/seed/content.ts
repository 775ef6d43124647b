/** Demo support content: delivery methods, feedback, social proofs and the admins' activity log. */
import type { Insertable } from 'kysely';
import type { ActivityLogsTable, FeedbackTable } from '../schema.js';
import { svgTile, textFile, tinyPdf } from './images.js';
import { FEEDBACK_MESSAGES, FEEDBACK_TYPES, SHIPPING_METHODS } from './names.js';
import { DAY_MS, before, type Rng } from './random.js';
import type { SeedSink } from './sink.js';
import type { SeededAdmins } from './team.js';
import type { SeededUser } from './users.js';

export async function seedContent(db: SeedSink, rng: Rng, base: Date, users: readonly SeededUser[], admins: SeededAdmins): Promise<void> {
  await db.insert(
    'shipping_methods',
    SHIPPING_METHODS.map((shippingName, i) => {
      const at = before(base, (300 - i * 20) * DAY_MS);
      return { id: rng.id(), shippingName, createdAt: at, updatedAt: at };
    }),
  );

  const attachmentKinds = ['image', 'pdf', 'other', 'none'] as const;
  const feedback: Array<Insertable<FeedbackTable>> = [];
  for (let i = 0; i < 48; i += 1) {
    const user = rng.chance(0.8) ? rng.pick(users) : null;
    const name = user ? `${user.firstname} ${user.lastname}` : rng.pick(['Guest', 'Visitor', 'Anonymous']);
    const kind = attachmentKinds[i % attachmentKinds.length];
    const attachment =
      kind === 'image'
        ? svgTile('Screenshot', '#00796b')
        : kind === 'pdf'
          ? tinyPdf(`Receipt ${i + 1}`)
          : kind === 'other'
            ? textFile(`Log file ${i + 1}\nerror: something went wrong`)
            : null;
    feedback.push({
      id: rng.id(),
      userId: user?.id ?? null,
      name,
      queryType: rng.pick(FEEDBACK_TYPES),
      email: user ? `${user.username}@example.net` : `guest${i + 1}@example.org`,
      message: rng.pick(FEEDBACK_MESSAGES) + (rng.chance(0.4) ? ' Thanks in advance, and keep up the good work with the boxes!' : ''),
      attachment,
      attachmentType: kind === 'none' ? null : kind === 'other' ? 'text/plain' : kind,
      createdAt: before(base, rng.pastOffsetMs(120, 1.3)),
    });
  }
  await db.insert('feedback', feedback);

  await db.insert(
    'social_proofs',
    Array.from({ length: 14 }, (_, i) => {
      const user = rng.pick(users);
      const at = before(base, rng.pastOffsetMs(200));
      return {
        id: rng.id(),
        title: `${user.firstname} won ${rng.pick(['an iPhone', 'a Rolex', 'a PS5', 'Air Jordans', 'a Knife Skin', 'a MacBook'])}`,
        name: user.username,
        video: i % 5 === 4 ? null : `/uploads/social-proofs/winner-${i + 1}.mp4`,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );

  const allAdmins = [admins.superAdminId, ...admins.teamIds.slice(0, 3)];
  const actions: Array<[string, string, string]> = [
    ['login', 'Auth', 'Logged in'],
    ['update', 'Orders', 'Marked order line as shipped'],
    ['update', 'Withdrawals', 'Approved a withdrawal request'],
    ['update', 'Withdrawals', 'Declined a withdrawal request'],
    ['create', 'Product', 'Created a product'],
    ['update', 'Product', 'Updated product prices'],
    ['delete', 'Category', 'Deleted a category'],
    ['update', 'Users', 'Blocked a user'],
    ['update', 'Users', 'Added wallet amount'],
    ['create', 'Team', 'Added a team member'],
    ['update', 'Box', 'Updated box odds'],
  ];
  const logs: Array<Insertable<ActivityLogsTable>> = Array.from({ length: 80 }, () => {
    const [action, module, description] = rng.pick(actions);
    return { id: rng.id(), adminId: rng.pick(allAdmins), action, module, description, createdAt: before(base, rng.pastOffsetMs(45, 1.5)) };
  });
  await db.insert('activity_logs', logs);
}
