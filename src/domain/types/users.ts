/** API record types of the users area (core §3 "User", "User detail"; operations §3), as the server sends them. */

/** A row of GET api/admin/getUserData `userList`. */
export interface ShopUser {
  _id: string;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  userType: string;
  isBlock: boolean;
  joined_at: string;
}

/** getUserDetailById `userData`: the list row plus wallet and avatar. */
export interface ShopUserDetail extends ShopUser {
  walletBalance: number;
  profile: string | null;
}

export interface BoxRef {
  _id: string;
  name: string;
  image: string | null;
}

export interface ProductRef {
  _id: string;
  name: string;
  bannerImage: string | null;
  sellPrice: number;
}

/** `transactionsData` row (operations §3 "User transaction"). */
export interface UserTransaction {
  _id: string;
  boxId: BoxRef | null;
  paymentIntentId: string;
  currency: string;
  status: string;
  amount: number;
  createdAt: string;
}

/** `boxList` row (operations §3 "User box win"). */
export interface UserBoxWin {
  _id: string;
  boxId: BoxRef | null;
  result: { pid: ProductRef | null };
  createdAt: string;
}

/** `inventoryList` row (operations §3 "Inventory item"). */
export interface InventoryItem {
  _id: string;
  productId: ProductRef | null;
  createdAt: string;
}

/** GET api/admin/getUserDetailById/{id}. */
export interface UserDetailReply {
  userData: ShopUserDetail;
  openBoxCount: number;
  pnL: number;
  boxList: UserBoxWin[];
  transactionsData: UserTransaction[];
  playBattleList: unknown[];
  inventoryList: InventoryItem[];
  /** totals of the three lists, which hold the latest USER_DETAIL_LIST_LIMIT rows each */
  transactionsCount: number;
  inventoryCount: number;
}

/** getloginHistoryData `loginHistory` row. */
export interface LoginHistoryEntry {
  _id: string;
  ip: string;
  userAgent: string;
  loginAt: string;
}

/** The profile lists hold at most this many of the latest rows (the totals say how many there are). */
export const USER_DETAIL_LIST_LIMIT = 500;
