/** Demo money movements: crypto deposits, withdrawal requests and the wallet ledger. */
import type { Insertable } from 'kysely';
import type { DepositsTable, WalletLedgerTable, WithdrawalsTable } from '../schema.js';
import { COINS, DECLINE_MESSAGES } from './names.js';
import { PlayerPicker } from './players.js';
import { chunks, roundMoney, type Rng } from './random.js';
import type { SeedSink } from './sink.js';
import type { SeededAdmins } from './team.js';
import type { SeededUser } from './users.js';

const HOUR_MS = 60 * 60 * 1000;

function coinAmount(rng: Rng, euro: number): { coin: (typeof COINS)[number]; price: number; currencyAmount: number } {
  const coin = rng.pick(COINS);
  const price = Math.round(coin.price * rng.amount(0.85, 1.15, 4) * 1e6) / 1e6;
  return { coin, price, currencyAmount: Math.round((euro / price) * 1e8) / 1e8 };
}

function uniqueCode(rng: Rng, prefix: string, taken: Set<string>): string {
  let code = `${prefix}${rng.code(10)}`;
  while (taken.has(code)) code = `${prefix}${rng.code(10)}`;
  taken.add(code);
  return code;
}

export async function seedWallet(db: SeedSink, rng: Rng, base: Date, users: readonly SeededUser[], admins: SeededAdmins): Promise<void> {
  const players = new PlayerPicker(
    users.map((u) => u.joinedAt.getTime()),
    base,
    rng,
  );
  const pickUser = () => {
    const time = players.pickTime(rng);
    return { user: users[players.pickAt(time, rng)], createdAt: new Date(time) };
  };
  const codes = new Set<string>();
  const ledger: Array<Insertable<WalletLedgerTable>> = [];

  const deposits: Array<Insertable<DepositsTable>> = [];
  for (let i = 0; i < 900; i += 1) {
    const { user, createdAt } = pickUser();
    const amount = rng.chance(0.6) ? rng.pick([10, 20, 25, 50, 100, 200, 500]) : rng.amount(5, 1500);
    const { coin, price, currencyAmount } = coinAmount(rng, amount);
    const status = rng.weighted(['success', 'pending', 'failed'], [90, 6, 4]);
    const id = rng.id();
    deposits.push({
      id,
      userId: user.id,
      orderId: uniqueCode(rng, 'DEP', codes),
      amount,
      currencyAmount,
      coinSymbol: coin.symbol,
      chain: coin.chain,
      price,
      status,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + rng.int(1, 50) * 60_000),
    });
    if (status === 'success') ledger.push({ id: rng.id(), userId: user.id, amount, kind: 'deposit', refId: id, adminId: null, createdAt });
  }
  for (const batch of chunks(deposits, 500)) await db.insert('deposits', batch);

  const deciders = [admins.superAdminId, admins.teamIds[2]];
  const withdrawals: Array<Insertable<WithdrawalsTable>> = [];
  for (let i = 0; i < 160; i += 1) {
    const { user, createdAt } = pickUser();
    const amount = rng.amount(20, 2500);
    const { coin, currencyAmount } = coinAmount(rng, amount);
    // requests of the last few days are still waiting; older ones were decided
    const recent = base.getTime() - createdAt.getTime() < 4 * 24 * HOUR_MS;
    const status = recent && rng.chance(0.8) ? 'pending' : rng.weighted(['pending', 'approved', 'declined'], [10, 65, 25]);
    const decided = status !== 'pending';
    const decidedAt = decided ? new Date(Math.min(base.getTime(), createdAt.getTime() + rng.int(1, 48) * HOUR_MS)) : null;
    const id = rng.id();
    withdrawals.push({
      id,
      userId: user.id,
      orderId: uniqueCode(rng, 'WD', codes),
      swapnetoutamount: amount,
      currencyAmount,
      coinSymbol: coin.symbol,
      chain: coin.chain,
      userType: user.userType,
      type: rng.pick(['crypto', 'crypto', 'swap']),
      status,
      declineMsg: status === 'declined' ? rng.pick(DECLINE_MESSAGES) : null,
      decidedBy: decided ? rng.pick(deciders) : null,
      decidedAt,
      createdAt,
    });
    if (status === 'approved' && decidedAt) {
      ledger.push({ id: rng.id(), userId: user.id, amount: -amount, kind: 'withdrawal', refId: id, adminId: null, createdAt: decidedAt });
    }
  }
  await db.insert('withdrawals', withdrawals);

  for (let i = 0; i < 40; i += 1) {
    const { user, createdAt } = pickUser();
    ledger.push({
      id: rng.id(),
      userId: user.id,
      amount: roundMoney(rng.pick([5, 10, 25, 50])),
      kind: 'admin_credit',
      refId: null,
      adminId: admins.superAdminId,
      createdAt,
    });
  }
  for (const batch of chunks(ledger, 500)) await db.insert('wallet_ledger', batch);
}
