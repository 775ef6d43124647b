/**
 * The reference server's data model: one Kysely table type per SQL table.
 * Column names are camelCase (Kysely quotes identifiers), so rows map onto the spec's field names.
 * Ids are 24-hex text like the shop's `_id`, except the high-volume box_openings (bigint identity).
 * numeric -> number and int8 -> number through pg type parsers (server/db/connect.ts).
 * timestamptz -> Date (serialised as ISO strings in JSON).
 * The migrations in server/db/migrations create exactly these tables.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ShippingAddress } from '../../src/domain/types/profit';
import type { OddsVersionItem } from '../../src/domain/oddsVersions';

/** A timestamptz column that the database fills in by default. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A text id the database generates when none is given (seed passes deterministic ones). */
export type TextId = ColumnType<string, string | undefined, never>;

export interface AdminsTable {
  id: TextId;
  firstname: string;
  lastname: string;
  email: string; // unique, always lowercase
  passwordHash: string; // argon2id
  profile: string | null; // image url
  role: ColumnType<string[], string[], string[]>; // permission strings, e.g. ['suUsers'] or ['readUsers']
  isBlock: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** bumped by a password change; tokens carry it and older ones are refused */
  tokenVersion: Generated<number>;
}

/** One row, id = 1. */
export interface AdminSettingsTable {
  id: Generated<number>;
  boxProfit: number;
  updatedAt: CreatedAt;
  /** issue 62: every admin must have a second factor (members without one are sent to enrolment) */
  requireMfa: Generated<boolean>;
  /** withdrawals above this amount (euro) need two approvals by two different admins */
  fourEyesThreshold: Generated<number>;
}

/** One sign-in (issue 62): the token names it; sign-out, a block or a timeout ends it. */
export interface AdminSessionsTable {
  id: TextId;
  adminId: string;
  createdAt: CreatedAt;
  lastSeenAt: CreatedAt;
  userAgent: Generated<string>;
  ip: Generated<string>;
  endedAt: Date | null;
  /** 'signOut' | 'ended' | 'endedOthers' | 'password' | 'mfaReset' | 'blocked' | 'idle' */
  endReason: string | null;
  /** 'full', or 'enrol': signed in with the password alone while a second factor is required */
  scope: Generated<string>;
  /** when the admin last proved it is them (step-up), for the dangerous actions */
  stepUpAt: Date | null;
}

/** An admin's TOTP key, sealed with a key derived from the server's secret; unconfirmed until a code is given. */
export interface AdminTotpTable {
  adminId: string;
  secret: string;
  confirmedAt: Date | null;
  /** the last time step accepted: a code is accepted once */
  lastCounter: number | null;
  createdAt: CreatedAt;
}

/** Single-use recovery codes, stored as keyed hashes. */
export interface AdminRecoveryCodesTable {
  id: TextId;
  adminId: string;
  codeHash: string;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

/** A passkey (WebAuthn credential) an admin registered as a second factor. */
export interface AdminPasskeysTable {
  id: TextId;
  adminId: string;
  credentialId: string; // base64url
  publicKey: string; // base64url COSE key
  counter: Generated<number>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: string;
  createdAt: CreatedAt;
  lastUsedAt: Date | null;
}

/** A WebAuthn challenge handed out and not yet answered (single use, short-lived). */
export interface WebauthnChallengesTable {
  id: TextId;
  adminId: string;
  purpose: 'register' | 'signIn' | 'stepUp';
  challenge: string;
  createdAt: CreatedAt;
}

export interface UsersTable {
  id: TextId;
  username: string; // unique
  firstname: string;
  lastname: string;
  email: string; // unique, lowercase
  mobile: string; // unique, 8 characters
  passwordHash: string | null;
  userType: Generated<string>; // 'user' | 'streamer' | ...
  isBlock: Generated<boolean>;
  walletBalance: Generated<number>; // numeric(14,2), euro
  profile: string | null;
  joined_at: CreatedAt; // spec field name
  updatedAt: CreatedAt;
}

export interface LoginHistoryTable {
  id: TextId;
  userId: string;
  ip: string;
  userAgent: string;
  loginAt: CreatedAt;
}

export interface CategoriesTable {
  id: TextId;
  name: string;
  categoryType: string; // 'box' | 'product'
  description: Generated<string>;
  image: string | null;
  dontShowInStore: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface BrandsTable {
  id: TextId;
  name: string;
  image: string | null;
  description: Generated<string>;
  createdAt: CreatedAt;
}

export interface PartnersTable {
  id: TextId;
  firstname: string;
  lastname: Generated<string>;
  email: string | null;
  createdAt: CreatedAt;
}

export interface RaritiesTable {
  id: TextId;
  name: string;
  color: string; // '#rrggbb'
  /** the order of rarities, lowest first */
  rank: number;
  createdAt: CreatedAt;
}

export interface ProductsTable {
  id: TextId;
  name: string;
  sellPrice: number;
  purchasePrice: number;
  price: Generated<number>;
  productCode: string | null; // unique when set
  totalProduct: Generated<number>; // stock
  categoryId: ColumnType<string[], string[] | undefined, string[]>;
  brandId: string | null;
  partnerId: string | null;
  rarityLevel: string | null;
  description: Generated<string>;
  bannerImage: string | null;
  image: ColumnType<string[], string[] | undefined, string[]>;
  productTag: string | null;
  color: ColumnType<string[], string[] | undefined, string[]>;
  size: ColumnType<string[], string[] | undefined, string[]>;
  capacity: ColumnType<string[], string[] | undefined, string[]>;
  productNature: Generated<string>; // 'Digital' | 'Physical'
  visibility: Generated<boolean>;
  quickSell: Generated<boolean>;
  enableProduct: Generated<boolean>;
  checkTrack: Generated<boolean>;
  trackQuantity: Generated<number>;
  gameId: Generated<number>; // 730
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface BoxesTable {
  id: TextId;
  name: string;
  image: string | null;
  price: number;
  itemsCount: Generated<number>;
  description: Generated<string>;
  category: ColumnType<string[], string[] | undefined, string[]>; // category ids
  hideBox: Generated<boolean>;
  enableBox: Generated<boolean>;
  boxProfit: Generated<number>;
  specialTag: string | null;
  color: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** A product chosen for a box, with its chance in percent (4 decimals) and its range on the 1..1,000,000 scale. */
export interface BoxProductsTable {
  id: TextId;
  boxId: string;
  productId: string;
  chance: number;
  sellPrice: number;
  purchasePrice: number;
  rangeFrom: number;
  rangeTo: number;
}

/**
 * One version of a box's odds, never changed: the box by id and name (no foreign
 * key: deleting the box keeps it), who saved it, the price, the items in range order (jsonb, written
 * as JSON text) and the figures of src/domain/odds.ts then.
 */
export interface BoxOddsVersionsTable {
  id: TextId;
  boxId: string;
  boxName: string;
  version: number;
  price: number;
  items: ColumnType<OddsVersionItem[], string, never>;
  rtp: number;
  houseEdge: number;
  profit: number;
  adminId: string | null;
  adminName: Generated<string>;
  adminEmail: Generated<string>;
  createdAt: CreatedAt;
}

/** One unboxing: a user paid boxPrice for boxId and won productId, drawn under odds version oddsVersionId. */
export interface BoxOpeningsTable {
  id: Generated<number>;
  userId: string;
  boxId: string;
  productId: string;
  /** filled by the database with the version in force at createdAt when not given */
  oddsVersionId: ColumnType<string, string | undefined, string>;
  boxPrice: number;
  productSellPrice: number;
  productPurchasePrice: number;
  resold: Generated<boolean>; // quick-sold back for wallet credit
  createdAt: CreatedAt;
}

/** A box purchase payment (purchase history, user transactions). */
export interface TransactionsTable {
  id: TextId;
  userId: string;
  boxId: string | null;
  paymentIntentId: string;
  amount: number;
  currency: string;
  status: string; // 'succeeded' | 'pending' | 'failed'
  createdAt: CreatedAt;
}

/** A wallet top-up through the crypto gateway. */
export interface DepositsTable {
  id: TextId;
  userId: string;
  orderId: string;
  amount: number; // euro credited
  currencyAmount: number; // amount in coin
  coinSymbol: string;
  chain: string;
  price: number; // coin unit price in euro
  status: string; // 'success' | 'pending' | 'failed'
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface WithdrawalsTable {
  id: TextId;
  userId: string;
  orderId: string; // unique
  swapnetoutamount: number; // euro debited from the wallet
  currencyAmount: number;
  coinSymbol: string;
  chain: string;
  userType: string;
  type: string;
  status: Generated<string>; // 'pending' | 'approved' | 'declined'
  declineMsg: string | null;
  decidedBy: string | null; // admin id
  decidedAt: Date | null;
  /** four eyes (issue 62): the first approval of a request above the threshold, waiting for a second admin */
  firstApprovedBy: ColumnType<string | null, string | null | undefined, string | null>;
  firstApprovedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
}

/** Every change of a user's wallet balance, for audit. */
export interface WalletLedgerTable {
  id: TextId;
  userId: string;
  amount: number; // signed
  kind: string; // 'admin_credit' | 'withdrawal' | 'deposit' | 'box_purchase' | 'resell'
  refId: string | null;
  adminId: string | null;
  createdAt: CreatedAt;
}

/** The order's address: the same record the API sends (src/domain/types/profit.ts). */
export type { ShippingAddress };

export interface OrdersTable {
  id: TextId;
  orderid: string; // order number shown to people, unique
  userId: string;
  shippingAddress: ColumnType<ShippingAddress, ShippingAddress | string, ShippingAddress | string>; // jsonb
  totalOrderItems: number;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface OrderLinesTable {
  id: TextId;
  orderId: string;
  userId: string;
  productId: string;
  boxId: string | null;
  quantity: number;
  price: number;
  status: Generated<string>; // 'processing' | 'shipped' | 'delivered' | 'cancel'
  reason: string | null;
  trackOrderNumber: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface InventoryTable {
  id: TextId;
  userId: string;
  productId: string;
  boxOpeningId: number | null;
  createdAt: CreatedAt;
}

export interface ShippingMethodsTable {
  id: TextId;
  shippingName: string;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface FeedbackTable {
  id: TextId;
  userId: string | null;
  name: string;
  queryType: string;
  email: string;
  message: string;
  attachment: string | null;
  attachmentType: string | null; // 'image' | 'pdf' | other
  createdAt: CreatedAt;
}

export interface SocialProofsTable {
  id: TextId;
  title: string;
  name: Generated<string>;
  video: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface ReturnRequestsTable {
  id: TextId;
  userId: string;
  orderDetailId: string; // order line id
  status: Generated<string>; // 'pending' | 'approved' | 'rejected'
  reason: Generated<string>;
  message: Generated<string>;
  attachement: string | null; // spec spelling
  decidedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface ActivityLogsTable {
  id: TextId;
  adminId: string | null;
  action: string; // 'create' | 'update' | 'delete' | 'login' | ...
  module: string;
  description: string;
  createdAt: CreatedAt;
}

/**
 * Dashboard roll-ups: kept current by database triggers on box_openings, deposits,
 * withdrawals, orders, order_lines and users; read only by the stats routes. Days are UTC dates.
 */
type StatsDay = ColumnType<Date, string, string>;
export interface StatsDailyTable {
  day: StatsDay;
  openings: number;
  wagered: number;
  wonSellValue: number;
  wonPurchaseCost: number;
  resold: number;
  depositCount: number;
  depositAmount: number;
  bestDeposit: number | null;
  withdrawCount: number;
  withdrawAmount: number;
  shipRequests: number;
  shipValue: number;
  orders: number;
}
export interface StatsBoxDaysTable {
  day: StatsDay;
  boxId: string;
  openings: number;
  wagered: number;
}
export interface StatsProductDaysTable {
  day: StatsDay;
  productId: string;
  unboxed: number;
}
/** Openings per box, UTC day and odds version: the RTP monitor's roll-up. */
export interface StatsBoxVersionDaysTable {
  boxId: string;
  day: StatsDay;
  oddsVersionId: string;
  openings: number;
  paid: number;
  returned: number;
}
export interface StatsUserDaysTable {
  userId: string;
  day: StatsDay;
  openings: number;
  wagered: number;
}
export interface StatsUserMonthsTable {
  month: StatsDay;
  userId: string;
  openings: number;
  wagered: number;
}
/** Per day: how many of that day's active users were last active on prevDay ('-infinity': first time). */
export interface StatsReturnDaysTable {
  day: StatsDay;
  prevDay: StatsDay;
  users: number;
}
export interface StatsUserJoinsTable {
  userId: string;
  joinedDay: StatsDay;
}
/** Users by sign-up day and first opening day ('infinity' while they have none). */
export interface StatsConversionTable {
  joinedDay: StatsDay;
  firstOpenDay: StatsDay;
  users: number;
}

/**
 * One row per versioned table, bumped by a trigger on every change, and one per
 * name column the orders list shows (`users.username`, `products.name`).
 */
export interface TableVersionsTable {
  name: string;
  version: number;
}

/** A failed-sign-in counter shared by every instance: the times (ms) of the last failures. */
export interface SignInFailuresTable {
  key: string;
  failedAt: number[];
  /** when the newest failure leaves the window (ms): the row may go then */
  expiresAt: number;
}

/** A per-address call counter of @fastify/rate-limit, shared by every instance. */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  /** when the window ends (ms) */
  resetsAt: number;
}

/** A create sent with an Idempotency-Key, and its reply once it has one (server/idempotency.ts). */
export interface IdempotencyKeysTable {
  adminId: string;
  key: string;
  /** a digest of the method, the route and the body: a key sent with another request is refused */
  request: string;
  reply: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>; // jsonb
  createdAt: CreatedAt;
}

export interface Database {
  admins: AdminsTable;
  admin_settings: AdminSettingsTable;
  admin_sessions: AdminSessionsTable;
  admin_totp: AdminTotpTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_passkeys: AdminPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  users: UsersTable;
  login_history: LoginHistoryTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  partners: PartnersTable;
  rarities: RaritiesTable;
  products: ProductsTable;
  boxes: BoxesTable;
  box_products: BoxProductsTable;
  box_odds_versions: BoxOddsVersionsTable;
  box_openings: BoxOpeningsTable;
  transactions: TransactionsTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  wallet_ledger: WalletLedgerTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  inventory: InventoryTable;
  shipping_methods: ShippingMethodsTable;
  feedback: FeedbackTable;
  social_proofs: SocialProofsTable;
  return_requests: ReturnRequestsTable;
  activity_logs: ActivityLogsTable;
  table_versions: TableVersionsTable;
  sign_in_failures: SignInFailuresTable;
  rate_limit_hits: RateLimitHitsTable;
  stats_daily: StatsDailyTable;
  stats_box_days: StatsBoxDaysTable;
  stats_product_days: StatsProductDaysTable;
  stats_user_days: StatsUserDaysTable;
  stats_user_months: StatsUserMonthsTable;
  stats_return_days: StatsReturnDaysTable;
  stats_user_joins: StatsUserJoinsTable;
  stats_conversion: StatsConversionTable;
  idempotency_keys: IdempotencyKeysTable;
  stats_box_version_days: StatsBoxVersionDaysTable;
}

export type Admin = Selectable<AdminsTable>;
export type NewAdmin = Insertable<AdminsTable>;
export type AdminUpdate = Updateable<AdminsTable>;
export type User = Selectable<UsersTable>;
