/**
 * API shapes of the dashboard's stats calls (core §3 "Stats", §7), as the server sends them.
 * Every figure is defined in docs/api.md ("Dashboard"); days are UTC calendar days.
 */

/** The request body of statsSummary and statsSummaryTable. */
export interface StatsRequest {
  /** First day, 'YYYY-MM-DD' (an ISO date-time is read as its UTC date). */
  startDate?: string;
  /** Last day, included. */
  endDate?: string;
  /** The range's name: a preset of src/domain/dateRange.ts or 'custom'. Echoed back. */
  summaryDate?: string;
  /** 'custom' (default): startDate and endDate are used; 'preset': the server resolves summaryDate. */
  type?: string;
}

/** The figures of statsSummary, in the order of core §3, plus the counts and the card's average. */
export const STATS_FIGURES = [
  'deposit',
  'withdraw',
  'unboxed',
  'shipRequests',
  'netProfit',
  'pnl',
  'resellPercentage',
  'averageOrder',
  'retention',
  'churn',
  'conversion',
  'wagered',
  'bestDeposit',
  'activeUsers',
  'arpu',
  'newUsers',
  'profitPercentage',
  'averageDeposit',
  'depositCount',
  'withdrawCount',
  'averageBoxingPerUser',
] as const;

export type StatsFigureKey = (typeof STATS_FIGURES)[number];

/** A figure over the whole range (total) and per day (data, aligned with `dates`); null: not defined (0 / 0). */
export interface StatsFigure {
  total: number | null;
  data: Array<number | null>;
}

export interface StatsRangeEcho {
  startDate: string;
  endDate: string;
  summaryDate: string;
  type: string;
  timeZone: 'UTC';
}

export interface StatsSummaryReply extends StatsRangeEcho {
  /** Every day of the range, 'YYYY-MM-DD'. */
  dates: string[];
  summary: Record<StatsFigureKey, StatsFigure>;
}

export interface TopBoxRow {
  _id: string;
  name: string;
  image: string | null;
  price: number;
  quantity: number;
  amount: number;
}

export interface UnboxedItemRow {
  _id: string;
  name: string;
  image: string | null;
  sellPrice: number;
  quantity: number;
}

export interface RequestedItemRow {
  _id: string;
  orderId: string;
  name: string;
  price: number;
  quantity: number;
  status: string;
  username: string;
  createdAt: string;
}

export interface UserAmountRow {
  _id: string;
  username: string;
  amount: number;
  count: number;
}

export interface BoxOpenByUserRow {
  _id: string;
  username: string;
  count: number;
  amount: number;
}

export interface StatsTableReply extends StatsRangeEcho {
  topBoxByQuantity: TopBoxRow[];
  topItemsUnboxed: UnboxedItemRow[];
  requestedItemByPrice: RequestedItemRow[];
  depositByUser: UserAmountRow[];
  withdrawByUser: UserAmountRow[];
  boxOpenByUser: BoxOpenByUserRow[];
}

/** GET calculateNetProfitFromPlateform: all-time net profit and the last 12 months, oldest first. */
export interface NetProfitReply {
  totalProfit: number;
  /** Months 'YYYY-MM' (UTC). */
  categories: string[];
  /** Net profit of each month, euro. */
  data: number[];
}

/** How many rows each list of statsSummaryTable holds at most. */
export const STATS_TABLE_LIMIT = 10;
