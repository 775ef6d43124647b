/** The entities of the spec (core §2-§9), as descriptors name them: tests hold these, not the registry's whole list, so an entity added later adds only its own files. */
export const SPEC_ENTITIES: readonly string[] = [
  'category',
  'brand',
  'rarity',
  'box',
  'product',
  'users',
  'withdrawals',
  'orders',
  'purchaseHistory',
  'deposits',
  // the purchase history's "Deposits by user" tab (getDepositListbyUser): a list with no screen of its own
  'depositsByUser',
  'team',
  'activityLogs',
  'delivery',
  'feedback',
  'socialProofs',
  'returnOrders',
];
