/** The box odds editor's state, its validation (core §5 "Box form") and what it submits. */
import { boxNameError, boxPriceError } from '../../../domain/catalog';
import { oddsError } from '../../../domain/odds';
import type { MessageKey } from '../../../i18n/messages';
import type { BoxSubmission } from '../../../dataProvider/methods/catalog';
import type { BoxDetailReply, ListedProduct } from '../../../domain/types/catalog';

export interface ChosenRow {
  pid: string;
  name: string;
  bannerImage: string | null;
  sellPrice: number;
  purchasePrice: number;
  /** as typed */
  chance: string;
}

export interface BoxEditorState {
  name: string;
  image: File | null;
  imageUrl: string | null;
  category: string[];
  price: string;
  hideBox: boolean;
  enableBox: boolean;
  description: string;
  boxProfit: string;
  specialTag: string;
  color: string;
  chosen: ChosenRow[];
}

export type BoxEditorErrors = Partial<Record<'name' | 'image' | 'category' | 'price' | 'odds', MessageKey>>;

export function emptyBoxState(boxProfit: number): BoxEditorState {
  return {
    name: '',
    image: null,
    imageUrl: null,
    category: [],
    price: '',
    hideBox: false,
    enableBox: true,
    description: '',
    boxProfit: String(boxProfit),
    specialTag: '',
    color: '',
    chosen: [],
  };
}

export function chosenFromProduct(product: ListedProduct, chance = ''): ChosenRow {
  return {
    pid: product._id,
    name: product.name,
    bannerImage: product.bannerImage,
    sellPrice: product.sellPrice,
    purchasePrice: product.purchasePrice,
    chance,
  };
}

/** Edit mode: the box, its items (chances) and the chosen products. */
export function stateFromDetail({ boxData, boxItems, choseProducts }: BoxDetailReply): BoxEditorState {
  const products = new Map(choseProducts.map((p) => [p._id, p]));
  return {
    name: boxData.name,
    image: null,
    imageUrl: boxData.image,
    category: boxData.category,
    price: String(boxData.price),
    hideBox: boxData.hideBox,
    enableBox: boxData.enableBox,
    description: boxData.description,
    boxProfit: String(boxData.boxProfit),
    specialTag: boxData.specialTag ?? '',
    color: boxData.color ?? '',
    chosen: boxItems.map((item) => {
      const product = products.get(item.pid);
      return {
        pid: item.pid,
        name: product?.name ?? item.pid,
        bannerImage: product?.bannerImage ?? null,
        sellPrice: product?.sellPrice ?? item.sellPrice,
        purchasePrice: product?.purchasePrice ?? item.purchasePrice,
        chance: String(item.chance),
      };
    }),
  };
}

export function oddsItems(state: BoxEditorState) {
  return state.chosen.map((row) => ({ chance: Number(row.chance) || 0, sellPrice: row.sellPrice, purchasePrice: row.purchasePrice }));
}

/** Field errors (catalogue keys of the spec's words); empty when the box may be sent. */
export function validateBox(state: BoxEditorState, isCreate: boolean): BoxEditorErrors {
  const errors: BoxEditorErrors = {};
  const name = boxNameError(state.name);
  if (name) errors.name = name;
  if (isCreate && !state.image) errors.image = 'resources.box.validation.imageRequired';
  if (state.category.length === 0) errors.category = 'validation.required';
  const price = boxPriceError(state.price);
  if (price) errors.price = price;
  const odds = oddsError(oddsItems(state));
  if (odds) errors.odds = odds;
  return errors;
}

export function submissionOf(state: BoxEditorState): BoxSubmission {
  return {
    file: state.image,
    name: state.name,
    price: Number(state.price),
    category: state.category,
    chooseProduct: state.chosen.map((row) => ({
      pid: row.pid,
      chance: Number(row.chance),
      sellPrice: row.sellPrice,
      purchasePrice: row.purchasePrice,
    })),
    hideBox: state.hideBox,
    enableBox: state.enableBox,
    boxProfit: Number(state.boxProfit) || 0,
    description: state.description,
    specialTag: state.specialTag,
    color: state.color,
  };
}
