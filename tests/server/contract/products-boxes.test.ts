/**
 * Contract: what the two adapters could still read differently in the products and boxes calls:
 * multipart uploads and their limits (sizes, counts, content), decimals as numbers, and path
 * parameters. The server runs without an uploads directory, so both keep an image as a data: URL.
 */
import type { GetListParams, RaRecord } from 'react-admin';
import { describe, expect } from 'vitest';
import { t } from '../../../server/http';
import type { BoxSubmission } from '../../../src/dataProvider/methods/catalog';
import { bigPng, notAnImage, pngImage } from '../../fixtures/images';
import { SUPER_ADMIN } from '../helpers';
import { contract, refusal, useBackends, type Backend } from './harness';

const both = useBackends();

const asSuper = (backend: Backend) => backend.signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);

function query(field: string, order: 'ASC' | 'DESC', page = 1, perPage = 10, filter: Record<string, unknown> = {}): GetListParams {
  return { pagination: { page, perPage }, sort: { field, order }, filter };
}

async function list(backend: Backend, resource: string, params: GetListParams): Promise<{ rows: RaRecord[]; total: number }> {
  const { data, total } = await backend.dataProvider.getList(resource, params);
  return { rows: data, total: total ?? -1 };
}

const png = (width: number, height: number, name = 'image.png') =>
  new File([new Uint8Array(pngImage(width, height, [20, 120, 200]))], name, { type: 'image/png' });
const textFile = () => new File([new Uint8Array(notAnImage)], 'fake.png', { type: 'image/png' });
const oversize = () => new File([new Uint8Array(bigPng(1_000_050))], 'big.png', { type: 'image/png' });

async function selectIds(backend: Backend) {
  const pick = async (name: 'brands' | 'partners' | 'categories' | 'rarities') =>
    (await backend.dataProvider.getSelectList<{ _id: string }>(name)).map((row) => row._id);
  return {
    brands: await pick('brands'),
    partners: await pick('partners'),
    categories: await pick('categories'),
    rarities: await pick('rarities'),
  };
}

/** A new product's form (data, payload), with the shop's own references. */
async function productForm(backend: Backend, name: string, code: string) {
  const ids = await selectIds(backend);
  return {
    data: {
      name,
      sellPrice: 45,
      purchasePrice: 20,
      productCode: code,
      totalProduct: 7,
      categoryId: [ids.categories[0], ids.categories[1], ids.categories[0]],
      brandId: ids.brands[0],
      partnerId: ids.partners[0],
      rarityLevel: ids.rarities[0],
      description: 'Made by the products-boxes contract',
      productTag: 'QA',
      productNature: 'Digital',
      checkTrack: true,
      trackQuantity: 5,
      quickSell: 'true',
    },
    payload: { image: [] as string[], color: ['Red', 'Blue'], size: ['M'], capacity: ['64GB'] },
  };
}

/** The id of the one product with this exact name (ids differ between the backends). */
async function productId(backend: Backend, name: string): Promise<string> {
  const { rows } = await list(backend, 'product', query('id', 'ASC', 1, 100, { search: name }));
  const found = rows.filter((row) => row.name === name);
  if (found.length !== 1) throw new Error(`${found.length} products named ${name}`);
  return String(found[0].id);
}

async function boxId(backend: Backend, name: string): Promise<string> {
  const { rows } = await list(backend, 'box', query('name', 'ASC', 1, 1000));
  const found = rows.filter((row) => row.name === name);
  if (found.length !== 1) throw new Error(`${found.length} boxes named ${name}`);
  return String(found[0].id);
}

/** The cheapest box of the demo data (opened there; the cases' own boxes are named "QA ...") and its detail. */
async function openedBox(backend: Backend) {
  const { rows } = await list(backend, 'box', query('price', 'ASC', 1, 1000));
  const id = String(rows.find((row) => !String(row.name).startsWith('QA '))?.id);
  return { id, detail: await backend.dataProvider.getBoxDetail(id) };
}

/** A box form with three seeded products (the opened box's last three; odds 33.3333 + 33.3333 + 33.3334). */
async function boxForm(backend: Backend, name: string): Promise<BoxSubmission> {
  const ids = await selectIds(backend);
  const { detail } = await openedBox(backend);
  const chances = [33.3333, 33.3333, 33.3334];
  return {
    name,
    price: 24.5,
    category: [ids.categories[0]],
    chooseProduct: detail.boxItems.slice(-3).map((item, i) => ({ pid: item.pid, chance: chances[i], sellPrice: 0, purchasePrice: 0 })),
    hideBox: false,
    enableBox: true,
    boxProfit: 12,
    description: 'A contract box',
    specialTag: 'Contract tag',
    color: '#123456',
  };
}

/**
 * The newest activity rows of a module, as the activity log shows them, in text order. Which rows are
 * the newest is the same on both sides: each fake call has a moment of its own, as on the server.
 */
async function activity(backend: Backend, module: string, count: number) {
  const { rows } = await list(backend, 'activityLogs', query('createdAt', 'DESC', 1, count, { module }));
  return rows.map((row) => [row.module, row.action, row.description].map(String).join(' | ')).sort();
}

describe('products', () => {
  contract('uploads: PNGs are kept in order; oversize, not an image, too wide, none and too many are refused', both, async (backend) => {
    await asSuper(backend);
    const kept = await backend.dataProvider.uploadProductImages([png(40, 30), png(10, 10)]);
    expect(kept[0]).toMatch(/^data:image\/png;base64,/);
    const refused = {
      oversize: await refusal(backend.dataProvider.uploadProductImages([oversize()])),
      text: await refusal(backend.dataProvider.uploadProductImages([textFile()])),
      tooWide: await refusal(backend.dataProvider.uploadProductImages([png(1200, 20)])),
      none: await refusal(backend.dataProvider.uploadProductImages([])),
      secondBad: await refusal(backend.dataProvider.uploadProductImages([png(10, 10), textFile()])),
      tooMany: await refusal(backend.dataProvider.uploadProductImages(Array.from({ length: 11 }, () => png(5, 5)))),
      tooManyFirstBad: await refusal(
        backend.dataProvider.uploadProductImages([textFile(), ...Array.from({ length: 10 }, () => png(5, 5))]),
      ),
      tooManyLastBad: await refusal(backend.dataProvider.uploadProductImages([...Array.from({ length: 10 }, () => png(5, 5)), textFile()])),
    };
    expect(refused.oversize).toEqual({ status: 413, message: t('validation.imageSize') });
    expect(refused.text.status).toBe(415);
    expect(refused.tooWide).toEqual({ status: 400, message: t('validation.imageDimension') });
    expect(refused.none).toEqual({ status: 400, message: `file: ${t('validation.required')}` });
    expect(refused.tooMany.status).toBe(413);
    return { kept, refused, activity: await activity(backend, 'Product', 1) };
  });
});

describe('what is stored', () => {
  contract("prices, profits and chances are kept at their columns' decimals, rounded half away from zero", both, async (backend) => {
    await asSuper(backend);
    const form = await productForm(backend, 'QA rounded product', 'QA-ROUNDED');
    await backend.dataProvider.saveProduct(null, { ...form.data, sellPrice: 10.005, purchasePrice: 2.125, price: 0.004 }, form.payload);
    const { data: product } = await backend.dataProvider.getOne('product', { id: await productId(backend, 'QA rounded product') });
    const box = await boxForm(backend, 'QA rounded box');
    const [first, second] = box.chooseProduct;
    const chooseProduct = [
      { ...first, chance: 50.00004 },
      { ...second, chance: 49.99996 },
    ];
    await backend.dataProvider.saveBox(null, { ...box, price: 24.555, boxProfit: 1.005, chooseProduct, file: png(8, 8) });
    const id = await boxId(backend, 'QA rounded box');
    const created = await backend.dataProvider.getBoxDetail(id);
    await backend.dataProvider.saveBox(id, { ...box, price: 0.015, boxProfit: 999.995, chooseProduct });
    const updated = await backend.dataProvider.getBoxDetail(id);
    const numbers = (detail: typeof created) => ({
      price: detail.boxData.price,
      boxProfit: detail.boxData.boxProfit,
      chances: detail.boxItems.map((item) => [item.chance, item.rangeFrom, item.rangeTo]),
    });
    expect([product.sellPrice, product.purchasePrice, product.price]).toEqual([10.01, 2.13, 0]);
    expect(numbers(created)).toEqual({
      price: 24.56,
      boxProfit: 1.01,
      chances: [
        [50, 1, 500000],
        [50, 500001, 1_000_000],
      ],
    });
    expect(numbers(updated)).toMatchObject({ price: 0.02, boxProfit: 1000 });
    return { product: [product.sellPrice, product.purchasePrice, product.price], created: numbers(created), updated: numbers(updated) };
  });

  contract('ids in the path are trimmed; a blank one is a 400', both, async (backend) => {
    await asSuper(backend);
    const { id } = await openedBox(backend);
    const padded = await backend.dataProvider.getBoxDetail(` ${id} `);
    const { rows } = await list(backend, 'product', query('id', 'ASC', 1, 1));
    const { data: product } = await backend.dataProvider.getOne('product', { id: ` ${String(rows[0].id)}  ` });
    const blankBox = await refusal(backend.dataProvider.getBoxDetail('  '));
    const blankProduct = await refusal(backend.dataProvider.delete('product', { id: ' ', previousData: { id: ' ' } }));
    expect(padded.boxData._id).toBe(id);
    expect(product.name).toBe(rows[0].name);
    expect(blankBox.status).toBe(400);
    return { box: padded.boxData.name, product: product.name, blankBox, blankProduct };
  });
});
