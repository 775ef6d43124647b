/**
 * The one way the server moves a user's money: the balance changes and a wallet_ledger row records
 * it, inside the caller's transaction (which has locked the user's row and checked the rule that
 * applies: src/domain/wallet.ts, src/domain/withdrawal.ts). No balance moves without a trace.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from './db/schema';

export interface WalletChange {
  userId: string;
  /** signed euro amount: positive credits, negative debits */
  amount: number;
  kind: string;
  refId: string | null;
  adminId: string | null;
}

/** Applies the change and returns the ledger row's id. */
export async function recordWalletChange(trx: Transaction<Database>, change: WalletChange): Promise<string> {
  await trx
    .updateTable('users')
    .set({ walletBalance: sql<number>`"walletBalance" + ${change.amount}`, updatedAt: sql<Date>`now()` })
    .where('id', '=', change.userId)
    .execute();
  const row = await trx.insertInto('wallet_ledger').values(change).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
