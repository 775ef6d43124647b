/** API records of the catalog area as the spec names their fields (core §3, operations §3). */

export type CategoryType = 'box' | 'product';

export interface Category {
  _id: string;
  name: string;
  categoryType: CategoryType;
  description: string;
  image: string | null;
  dontShowInStore: boolean;
  createdAt: string;
}

export interface Brand {
  _id: string;
  name: string;
  image: string | null;
  description: string;
  createdAt: string;
}

export interface Rarity {
  _id: string;
  name: string;
  color: string;
  /** the list's order, lowest first */
  rank: number;
  createdAt: string;
}

export interface Box {
  _id: string;
  name: string;
  image: string | null;
  price: number;
  itemsCount: number;
  description: string;
  category: string[];
  hideBox: boolean;
  enableBox: boolean;
  boxProfit: number;
  specialTag: string | null;
  color: string | null;
  createdAt: string;
}

/** A product chosen for a box (the box form's chooseProduct rows). */
export interface ChosenProduct {
  pid: string;
  chance: number;
  sellPrice: number;
  purchasePrice: number;
}

/** A box item as stored: the chosen product with its range on the 1..1,000,000 scale. */
export interface BoxItem extends ChosenProduct {
  _id: string;
  rangeFrom: number;
  rangeTo: number;
}

/** The rarity as populated in product lists (an object holding color). */
export interface PopulatedRarity {
  _id: string;
  name: string;
  color: string;
}

export interface Product {
  _id: string;
  name: string;
  sellPrice: number;
  purchasePrice: number;
  price: number;
  productCode: string | null;
  totalProduct: number;
  categoryId: string[];
  brandId: string | null;
  partnerId: string | null;
  rarityLevel: string | null;
  description: string;
  bannerImage: string | null;
  image: string[];
  productTag: string | null;
  color: string[];
  size: string[];
  capacity: string[];
  productNature: 'Digital' | 'Physical';
  visibility: boolean;
  quickSell: boolean;
  enableProduct: boolean;
  checkTrack: boolean;
  trackQuantity: number;
  gameId: number;
  createdAt: string;
}

/** A product in getProduct / getSearchProducts lists: rarityLevel populated. */
export interface ListedProduct extends Omit<Product, 'rarityLevel'> {
  rarityLevel: PopulatedRarity | null;
}

export interface BoxDetailReply {
  boxData: Box;
  boxItems: BoxItem[];
  choseProducts: ListedProduct[];
}

export interface SearchProductsReply {
  products: ListedProduct[];
  count: number;
  specialTagList: string[];
  latestColor: string | null;
}

export interface PreviousBox {
  _id: string;
  name: string;
  specialTag: string | null;
  color: string | null;
}
