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

/** A timestamptz column that the database fills in by default. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A text id the database generates when none is given (seed passes deterministic ones). */
type TextId = ColumnType<string, string | undefined, never>;

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
  /** users area (migration 003): bumped by a password change; tokens carry it and older ones are refused */
  tokenVersion: Generated<number>;
}

/** One row, id = 1. */
export interface AdminSettingsTable {
  id: Generated<number>;
  boxProfit: number;
  updatedAt: CreatedAt;
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
  /** the order of rarities, lowest first (migration 010) */
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

/** One unboxing: a user paid boxPrice for boxId and won productId. */
export interface BoxOpeningsTable {
  id: Generated<number>;
  userId: string;
  boxId: string;
  productId: string;
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
 * Dashboard roll-ups (migration 004): kept current by database triggers on box_openings, deposits,
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
 * One row per versioned table, bumped by a trigger on every change (migration 007), and one per
 * name column the orders list shows (`users.username`, `products.name`: migration 018).
 */
export interface TableVersionsTable {
  name: string;
  version: number;
}

/** A create sent with an Idempotency-Key, and its reply once it has one (migration 019, server/idempotency.ts). */
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
  users: UsersTable;
  login_history: LoginHistoryTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  partners: PartnersTable;
  rarities: RaritiesTable;
  products: ProductsTable;
  boxes: BoxesTable;
  box_products: BoxProductsTable;
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
  stats_daily: StatsDailyTable;
  stats_box_days: StatsBoxDaysTable;
  stats_product_days: StatsProductDaysTable;
  stats_user_days: StatsUserDaysTable;
  stats_user_months: StatsUserMonthsTable;
  stats_return_days: StatsReturnDaysTable;
  stats_user_joins: StatsUserJoinsTable;
  stats_conversion: StatsConversionTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type Admin = Selectable<AdminsTable>;
export type NewAdmin = Insertable<AdminsTable>;
export type AdminUpdate = Updateable<AdminsTable>;
export type User = Selectable<UsersTable>;
