/**
 * Contract: warehouse products and boxes through the dataProvider, on the server and on the fake
 * shop, beyond the first cases of products.test.ts and boxes.test.ts: the product list's paging and
 * filters, a full create/update/delete of a product and of a box (the odds editor's save with an
 * image), the product search's filters, the play view's pages, the activity rows these changes leave,
 * and every refusal a user can meet (403 per permission, 400 per rule, 404, 409 in use, uploads).
 * The server runs without an uploads directory, so both keep an image as a data: URL.
 */
import type { GetListParams, RaRecord } from 'react-admin';
import { describe, expect } from 'vitest';
import { t } from '../../../server/http';
import { DEMO_TEAM } from '../../../server/db/seed/team';
import type { BoxSubmission } from '../../../src/dataProvider/methods/catalog';
import { bigPng, notAnImage, pngImage } from '../../fixtures/images';
import { SUPER_ADMIN } from '../helpers';
import { contract, refusal, useBackends, type Backend } from './harness';

const both = useBackends();

const productEntity = t('catalog.product.entity');
const boxEntity = t('catalog.box.entity');
const MISSING = 'ffffffffffffffffffffffff';

function demo(email: string) {
  const member = DEMO_TEAM.find((row) => row.email === email);
  if (!member) throw new Error(`no demo member ${email}`);
  return member;
}
const WAREHOUSE = demo('warehouse@example.com');
const VIEWER = demo('viewer@example.com');
/** A member made by the permissions case: reads boxes and products, may change nothing. */
const READER = { email: 'boxreader@example.com', password: 'Reader@12345', role: ['readBox', 'readProduct'] };

const asSuper = (backend: Backend) => backend.signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);

function query(field: string, order: 'ASC' | 'DESC', page = 1, perPage = 10, filter: Record<string, unknown> = {}): GetListParams {
  return { pagination: { page, perPage }, sort: { field, order }, filter };
}

async function list(backend: Backend, resource: string, params: GetListParams): Promise<{ rows: RaRecord[]; total: number }> {
  const { data, total } = await backend.dataProvider.getList(resource, params);
  return { rows: data, total: total ?? -1 };
}

/** refusal() naming the call that was not refused. */
async function refusedAs(label: string, call: Promise<unknown>) {
  try {
    return await refusal(call);
  } catch (error) {
    throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const names = (rows: readonly object[]) => rows.map((row) => String((row as { name?: unknown }).name));

const png = (width: number, height: number, name = 'image.png') =>
  new File([new Uint8Array(pngImage(width, height, [20, 120, 200]))], name, { type: 'image/png' });
const textFile = () => new File([new Uint8Array(notAnImage)], 'fake.png', { type: 'image/png' });
const oversize = () => new File([new Uint8Array(bigPng(1_000_050))], 'big.png', { type: 'image/png' });

/** Leaves out what differs between the two backends by nature: random ids and the moment of a change. */
const UNSTABLE = new Set(['id', '_id', 'createdAt', 'updatedAt']);
function stable(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !UNSTABLE.has(key)));
}

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

async function detailOf(backend: Backend, id: string) {
  const detail = await backend.dataProvider.getBoxDetail(id);
  return {
    boxData: stable(detail.boxData),
    boxItems: detail.boxItems.map((item) => {
      const { _id, ...rest } = item as unknown as Record<string, unknown>;
      return rest;
    }),
    choseProducts: detail.choseProducts,
  };
}

describe('products', () => {
  contract(
    'the server-paged list: pages, newest first whatever the sort, category, partner and rarity filters, a search',
    both,
    async (backend) => {
      await asSuper(backend);
      const ids = await selectIds(backend);
      const page1 = await list(backend, 'product', query('name', 'ASC', 1, 12));
      const page1Desc = await list(backend, 'product', query('name', 'DESC', 1, 12));
      const page3 = await list(backend, 'product', query('sellPrice', 'ASC', 3, 12));
      const category = await list(backend, 'product', query('id', 'ASC', 1, 5, { category: ids.categories[1] }));
      const partner = await list(backend, 'product', query('id', 'ASC', 2, 3, { partnerId: ids.partners[0] }));
      const rarity = await list(backend, 'product', query('id', 'ASC', 1, 50, { rarity: ids.rarities[1], search: '  e ' }));
      const nothing = await list(backend, 'product', query('id', 'ASC', 1, 5, { search: '%_no such product_%' }));
      expect(page1.rows).toHaveLength(12);
      expect(names(page1Desc.rows)).toEqual(names(page1.rows));
      expect(page3.total).toBe(page1.total);
      expect(names(page3.rows).some((name) => names(page1.rows).includes(name))).toBe(false);
      expect(category.rows.every((row) => (row.categoryId as string[]).includes(ids.categories[1]))).toBe(true);
      expect(rarity.rows.every((row) => (row.rarityLevel as { _id: string })._id === ids.rarities[1])).toBe(true);
      expect(nothing).toEqual({ rows: [], total: 0 });
      return {
        page1: page1.rows,
        total: page1.total,
        page3: names(page3.rows),
        category: [names(category.rows), category.total],
        partner: [names(partner.rows), partner.total],
        rarity: [names(rarity.rows), rarity.total],
      };
    },
  );

  contract('getOne answers a seeded product; a missing id is a 404', both, async (backend) => {
    await asSuper(backend);
    const { rows } = await list(backend, 'product', query('id', 'ASC', 2, 1));
    const { data } = await backend.dataProvider.getOne('product', { id: rows[0].id });
    const missing = await refusal(backend.dataProvider.getOne('product', { id: MISSING }));
    expect(data.name).toBe(rows[0].name);
    expect(missing).toEqual({ status: 404, message: t('catalog.server.notFound', { entity: productEntity }) });
    return { data, missing };
  });

  contract('create with images, colours and tracking; update keeps its own code; the activity rows', both, async (backend) => {
    await asSuper(backend);
    const form = await productForm(backend, 'QA full product', 'QA-FULL-1');
    const images = await backend.dataProvider.uploadProductImages([png(30, 20, 'a.png'), png(20, 30, 'b.png')]);
    expect(images).toHaveLength(2);
    const created = await backend.dataProvider.saveProduct(null, form.data, { ...form.payload, image: images });
    expect(created.msg).toBe(t('catalog.product.created'));
    const id = await productId(backend, 'QA full product');
    const { data: saved } = await backend.dataProvider.getOne('product', { id });
    expect(saved.price).toBe(45);
    expect(saved.bannerImage).toBe(images[0]);
    expect(saved.categoryId).toHaveLength(2);
    const updated = await backend.dataProvider.saveProduct(
      id,
      { ...form.data, name: 'QA full product (edited)', price: 50, checkTrack: false, productTag: '' },
      { ...form.payload, image: [images[1]], color: [] },
    );
    expect(updated.msg).toBe(t('catalog.product.updated'));
    const { data: after } = await backend.dataProvider.getOne('product', { id });
    expect(after.trackQuantity).toBe(0);
    expect(after.productTag).toBeNull();
    return {
      created: created.msg,
      saved: stable(saved),
      updated: updated.msg,
      after: stable(after),
      activity: await activity(backend, 'Product', 3),
    };
  });

  contract('bad product input is a 400 naming the field, a taken code a 409, an unknown product a 404', both, async (backend) => {
    await asSuper(backend);
    const form = await productForm(backend, 'QA refused product', 'QA-REFUSED-1');
    const save = (data: Record<string, unknown>, payload: Record<string, unknown> = form.payload, id: string | null = null) =>
      refusal(backend.dataProvider.saveProduct(id, { ...form.data, ...data }, payload));
    const refused = {
      noName: await save({ name: '   ' }),
      badCode: await save({ productCode: 'bad code!' }),
      noCategory: await save({ categoryId: [] }),
      unknownCategory: await save({ categoryId: ['no-such-category'] }),
      unknownBrand: await save({ brandId: 'no-such-brand' }),
      noPartner: await save({ partnerId: '' }),
      unknownRarity: await save({ rarityLevel: 'no-such-rarity' }),
      negativePrice: await save({ purchasePrice: -2 }),
      textPrice: await save({ sellPrice: 'cheap' }),
      fractionStock: await save({ totalProduct: 1.5 }),
      badNature: await save({ productNature: 'Imaginary' }),
      badColour: await save({}, { ...form.payload, color: ['Ultraviolet'] }),
      badImage: await save({}, { ...form.payload, image: ['javascript:alert(1)'] }),
      missing: await save({}, form.payload, MISSING),
    };
    const { rows } = await list(backend, 'product', query('id', 'ASC', 1, 1));
    const seeded = await backend.dataProvider.getOne('product', { id: rows[0].id });
    const taken = await save({ productCode: String(seeded.data.productCode) });
    expect(refused.unknownBrand).toEqual({ status: 400, message: `brandId: ${t('catalog.product.selectBrand')}` });
    expect(refused.unknownCategory).toEqual({ status: 400, message: `categoryId: ${t('catalog.product.selectCategory')}` });
    expect(refused.badCode.message).toContain(t('catalog.product.productCodeInvalid'));
    expect(refused.missing).toEqual({ status: 404, message: t('catalog.server.notFound', { entity: productEntity }) });
    expect(taken).toEqual({ status: 409, message: `productCode: ${t('catalog.product.productCodeTaken')}` });
    expect(Object.values(refused).filter((r) => r.status === 400)).toHaveLength(13);
    const still = await list(backend, 'product', query('id', 'ASC', 1, 5, { search: 'QA refused product' }));
    expect(still.total).toBe(0);
    return { refused, taken };
  });

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

  contract('delete and bulk delete: an unused product goes, one in a box or in a history stays (409)', both, async (backend) => {
    await asSuper(backend);
    for (const n of [1, 2, 3]) {
      const form = await productForm(backend, `QA delete ${n}`, `QA-DELETE-${n}`);
      await backend.dataProvider.saveProduct(null, form.data, form.payload);
    }
    const [one, two, three] = [
      await productId(backend, 'QA delete 1'),
      await productId(backend, 'QA delete 2'),
      await productId(backend, 'QA delete 3'),
    ];
    await backend.dataProvider.delete('product', { id: one, previousData: { id: one } });
    const gone = await refusal(backend.dataProvider.getOne('product', { id: one }));
    const missing = await refusal(backend.dataProvider.delete('product', { id: MISSING, previousData: { id: MISSING } }));
    const { detail } = await openedBox(backend);
    const inBox = await refusal(backend.dataProvider.deleteMany('product', { ids: [two, detail.boxItems[0].pid] }));
    const { rows: users } = await list(backend, 'users', query('username', 'ASC', 1, 1));
    await backend.dataProvider.addToInventory(three, String(users[0].id));
    const inHistory = await refusal(backend.dataProvider.delete('product', { id: three, previousData: { id: three } }));
    const nothing = await refusal(backend.dataProvider.deleteMany('product', { ids: [] }));
    const bulk = await backend.dataProvider.deleteMany('product', { ids: [two, MISSING] });
    expect(gone.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(inBox.status).toBe(409);
    expect(inHistory).toEqual({ status: 409, message: t('catalog.product.inUse', { boxes: 0 }) });
    expect(nothing.status).toBe(400);
    const left = await list(backend, 'product', query('id', 'ASC', 1, 10, { search: 'QA delete' }));
    expect(names(left.rows)).toEqual(['QA delete 3']);
    return { gone, missing, inBox, inHistory, nothing, bulk: bulk.data?.length, activity: await activity(backend, 'Product', 3) };
  });

  contract("add to a user's inventory; an unknown product or user is a 404, a blank one a 400", both, async (backend) => {
    await asSuper(backend);
    const { rows: products } = await list(backend, 'product', query('id', 'ASC', 3, 1));
    const { rows: users } = await list(backend, 'users', query('username', 'DESC', 1, 1));
    const added = await backend.dataProvider.addToInventory(String(products[0].id), String(users[0].id));
    expect(added.msg).toBe(t('catalog.product.addedToInventory'));
    const unknownProduct = await refusal(backend.dataProvider.addToInventory(MISSING, String(users[0].id)));
    const unknownUser = await refusal(backend.dataProvider.addToInventory(String(products[0].id), MISSING));
    const blank = await refusal(backend.dataProvider.addToInventory(String(products[0].id), '  '));
    expect(unknownProduct).toEqual({ status: 404, message: t('catalog.server.notFound', { entity: productEntity }) });
    expect(unknownUser).toEqual({ status: 404, message: t('catalog.product.userNotFound') });
    expect(blank.status).toBe(400);
    return { msg: added.msg, unknownProduct, unknownUser, blank, activity: await activity(backend, 'Product', 1) };
  });
});

describe('boxes', () => {
  contract('the box list sorts both ways on price and name, filters by price and pages', both, async (backend) => {
    await asSuper(backend);
    const priceAsc = await list(backend, 'box', query('price', 'ASC', 1, 6));
    const priceDesc = await list(backend, 'box', query('price', 'DESC', 1, 6));
    const nameAsc = await list(backend, 'box', query('name', 'ASC', 2, 4));
    const nameDesc = await list(backend, 'box', query('name', 'DESC', 1, 4));
    const ranged = await list(backend, 'box', query('price', 'ASC', 1, 20, { price_gte: 5, price_lt: 25 }));
    const prices = priceAsc.rows.map((row) => Number(row.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ranged.rows.every((row) => Number(row.price) >= 5 && Number(row.price) < 25)).toBe(true);
    return {
      priceAsc: priceAsc.rows,
      priceDesc: names(priceDesc.rows),
      nameAsc: names(nameAsc.rows),
      nameDesc: names(nameDesc.rows),
      total: priceAsc.total,
      ranged: [names(ranged.rows), ranged.total],
    };
  });

  contract(
    'the odds editor creates a box with its image: detail, ranges, previous box, tags, play view, activity',
    both,
    async (backend) => {
      await asSuper(backend);
      const form = await boxForm(backend, 'QA contract box');
      const reply = await backend.dataProvider.saveBox(null, { ...form, file: png(60, 40) });
      expect(reply.msg).toBe(t('catalog.box.created'));
      const id = await boxId(backend, 'QA contract box');
      const detail = await detailOf(backend, id);
      expect(detail.boxItems.map((item) => [item.rangeFrom, item.rangeTo])).toEqual([
        [1, 333333],
        [333334, 666666],
        [666667, 1_000_000],
      ]);
      expect(detail.boxData.itemsCount).toBe(3);
      expect(String(detail.boxData.image)).toMatch(/^data:image\/png;base64,/);
      const previous = await backend.dataProvider.getPreviousBox();
      expect(previous?.name).toBe('QA contract box');
      const search = await backend.dataProvider.searchProducts({ skip: 0, limit: 1 });
      expect(search.specialTagList).toContain('Contract tag');
      expect(search.latestColor).toBe('#123456');
      const play = await backend.dataProvider.getPlayBoxes({ skip: 0, limit: 5, title: ' contract BOX ' });
      expect(play.count).toBe(1);
      return {
        msg: reply.msg,
        detail,
        previous: previous ? stable(previous) : null,
        tags: search.specialTagList,
        latestColor: search.latestColor,
        play: names(play.box),
        activity: await activity(backend, 'Box', 1),
      };
    },
  );

  contract(
    'saving in the odds editor replaces the odds, keeps the image without a new file and hides the box from play',
    both,
    async (backend) => {
      await asSuper(backend);
      const form = await boxForm(backend, 'QA edited box');
      await backend.dataProvider.saveBox(null, { ...form, file: png(30, 30) });
      const id = await boxId(backend, 'QA edited box');
      const before = await detailOf(backend, id);
      const [first, second] = form.chooseProduct;
      const reply = await backend.dataProvider.saveBox(id, {
        ...form,
        price: 99.99,
        hideBox: true,
        specialTag: '',
        chooseProduct: [
          { ...second, chance: 0.0001 },
          { ...first, chance: 99.9999 },
        ],
      });
      expect(reply.msg).toBe(t('catalog.box.updated'));
      const after = await detailOf(backend, id);
      expect(after.boxData.image).toBe(before.boxData.image);
      expect(after.boxData.specialTag).toBeNull();
      expect(after.boxItems.map((item) => [item.pid, item.rangeFrom, item.rangeTo])).toEqual([
        [second.pid, 1, 1],
        [first.pid, 2, 1_000_000],
      ]);
      const play = await backend.dataProvider.getPlayBoxes({ skip: 0, limit: 5, title: 'QA edited' });
      expect(play.count).toBe(0);
      return { after, activity: await activity(backend, 'Box', 2) };
    },
  );

  contract('bad box input is refused with the spec texts; nothing is saved', both, async (backend) => {
    await asSuper(backend);
    const form = await boxForm(backend, 'QA refused box');
    const { id: opened } = await openedBox(backend);
    const file = png(20, 20);
    const create = (change: Partial<BoxSubmission>) => refusal(backend.dataProvider.saveBox(null, { ...form, file, ...change }));
    const [first, second, third] = form.chooseProduct;
    const refused = {
      noName: await create({ name: '  ' }),
      leadingSpace: await create({ name: ' QA refused box' }),
      longName: await create({ name: 'x'.repeat(300) }),
      zeroPrice: await create({ price: 0 }),
      textPrice: await create({ price: Number.NaN }),
      hugePrice: await create({ price: 1e12 }),
      noCategory: await create({ category: [] }),
      unknownCategory: await create({ category: ['no-such-category'] }),
      noProducts: await create({ chooseProduct: [] }),
      zeroChance: await create({
        chooseProduct: [
          { ...first, chance: 0 },
          { ...second, chance: 50 },
          { ...third, chance: 50 },
        ],
      }),
      short: await create({ chooseProduct: [first, second] }),
      twice: await create({
        chooseProduct: [
          { ...first, chance: 50 },
          { ...first, chance: 50 },
        ],
      }),
      unknownProduct: await create({ chooseProduct: [{ ...first, pid: 'no-such-product', chance: 100 }] }),
      noImage: await create({ file: null }),
      textImage: await create({ file: textFile() }),
      oversizeImage: await create({ file: oversize() }),
      wideImage: await create({ file: png(1001, 10) }),
      missingBox: await refusal(backend.dataProvider.saveBox(MISSING, form)),
      missingBoxBadImage: await refusal(backend.dataProvider.saveBox(MISSING, { ...form, file: textFile() })),
      badOddsBadImage: await create({ chooseProduct: [], file: textFile() }),
      updateBadName: await refusal(backend.dataProvider.saveBox(opened, { ...form, name: '' })),
    };
    expect(refused.noProducts).toEqual({ status: 400, message: t('catalog.box.validation.selectProduct') });
    expect(refused.zeroChance).toEqual({ status: 400, message: t('catalog.box.validation.chanceEveryProduct') });
    expect(refused.short).toEqual({ status: 400, message: t('catalog.box.validation.totalChance') });
    expect(refused.twice).toEqual({ status: 400, message: t('catalog.box.validation.unknownProduct') });
    expect(refused.unknownCategory).toEqual({ status: 400, message: t('catalog.box.validation.unknownCategory') });
    expect(refused.noImage).toEqual({ status: 400, message: t('catalog.box.validation.imageRequired') });
    expect(refused.zeroPrice.message).toContain(t('catalog.box.validation.priceAboveZero'));
    expect(refused.leadingSpace.message).toContain(t('validation.nameLeadingSpace'));
    expect(refused.textImage.status).toBe(415);
    expect(refused.oversizeImage.status).toBe(413);
    expect(refused.missingBox).toEqual({ status: 404, message: t('catalog.server.notFound', { entity: boxEntity }) });
    const { rows } = await list(backend, 'box', query('name', 'ASC', 1, 1000));
    expect(names(rows)).not.toContain('QA refused box');
    return refused;
  });

  contract('delete and bulk delete: a box never opened goes, an opened one stays (409), a missing one is a 404', both, async (backend) => {
    await asSuper(backend);
    for (const name of ['QA gone 1', 'QA gone 2', 'QA gone 3']) {
      await backend.dataProvider.saveBox(null, { ...(await boxForm(backend, name)), file: png(10, 10) });
    }
    const [one, two, three] = [await boxId(backend, 'QA gone 1'), await boxId(backend, 'QA gone 2'), await boxId(backend, 'QA gone 3')];
    const { id: opened } = await openedBox(backend);
    await backend.dataProvider.delete('box', { id: one, previousData: { id: one } });
    const gone = await refusedAs('gone', backend.dataProvider.getBoxDetail(one));
    const missing = await refusedAs('missing', backend.dataProvider.delete('box', { id: MISSING, previousData: { id: MISSING } }));
    const openedOne = await refusedAs('openedOne', backend.dataProvider.delete('box', { id: opened, previousData: { id: opened } }));
    const openedMany = await refusedAs('openedMany', backend.dataProvider.deleteMany('box', { ids: [two, opened] }));
    const nothing = await refusedAs('nothing', backend.dataProvider.deleteMany('box', { ids: [] }));
    const bulk = await backend.dataProvider.deleteMany('box', { ids: [two, three, MISSING] });
    expect(gone).toEqual({ status: 404, message: t('catalog.server.notFound', { entity: boxEntity }) });
    expect(missing.status).toBe(404);
    expect(openedOne.status).toBe(409);
    expect(openedMany.status).toBe(409);
    expect(nothing).toEqual({ status: 400, message: `ids: ${t('catalog.server.nothingSelected')}` });
    const { rows } = await list(backend, 'box', query('name', 'ASC', 1, 1000));
    expect(names(rows).filter((name) => name.startsWith('QA gone'))).toEqual([]);
    expect(names(rows)).toContain(String(rows.find((row) => row.id === opened)?.name));
    return { gone, missing, openedOne, openedMany, nothing, bulk: bulk.data?.length, activity: await activity(backend, 'Box', 3) };
  });

  contract('the product search filters by category, rarity, brand, partner and price, and pages', both, async (backend) => {
    await asSuper(backend);
    const ids = await selectIds(backend);
    const all = await backend.dataProvider.searchProducts({ skip: 0, limit: 100 });
    const searches = {
      category: await backend.dataProvider.searchProducts({ skip: 0, limit: 5, category: ids.categories[0] }),
      rarity: await backend.dataProvider.searchProducts({ skip: 0, limit: 5, rarity: ids.rarities[0] }),
      brand: await backend.dataProvider.searchProducts({ skip: 0, limit: 5, brandId: ids.brands[1] }),
      partner: await backend.dataProvider.searchProducts({ skip: 5, limit: 5, partnerId: ids.partners[0] }),
      price: await backend.dataProvider.searchProducts({ skip: 0, limit: 10, min: 10, max: 40, title: 'A' }),
      past: await backend.dataProvider.searchProducts({ skip: 10_000, limit: 5 }),
    };
    expect(searches.price.products.every((p) => Number(p.sellPrice) >= 10 && Number(p.sellPrice) <= 40)).toBe(true);
    expect(searches.past.products).toEqual([]);
    expect(searches.past.count).toBe(all.count);
    return {
      count: all.count,
      first: all.products.slice(0, 3).map((product) => stable(product)),
      searches: Object.fromEntries(Object.entries(searches).map(([key, r]) => [key, [r.products.map((p) => p.name), r.count]])),
    };
  });

  contract('the play view pages through the playable boxes, cheapest first', both, async (backend) => {
    await asSuper(backend);
    const first = await backend.dataProvider.getPlayBoxes({ skip: 0, limit: 4 });
    const second = await backend.dataProvider.getPlayBoxes({ skip: 4, limit: 4 });
    const none = await backend.dataProvider.getPlayBoxes({ skip: 0, limit: 4, title: 'no such box at all' });
    expect(first.box.every((box) => !box.hideBox && box.enableBox)).toBe(true);
    expect(second.count).toBe(first.count);
    expect(none).toEqual({ box: [], count: 0 });
    return { first: first.box.map(stable), second: names(second.box), count: first.count };
  });
});

describe('records by id', () => {
  contract('getOne and getMany of boxes and products; a missing box is a 404', both, async (backend) => {
    await asSuper(backend);
    const boxes = await list(backend, 'box', query('price', 'DESC', 1, 2));
    const products = await list(backend, 'product', query('id', 'ASC', 1, 2));
    const { data: box } = await backend.dataProvider.getOne('box', { id: boxes.rows[0].id });
    const manyBoxes = await backend.dataProvider.getMany('box', { ids: boxes.rows.map((row) => row.id) });
    const manyProducts = await backend.dataProvider.getMany('product', { ids: products.rows.map((row) => row.id) });
    const missingBox = await refusal(backend.dataProvider.getOne('box', { id: MISSING }));
    expect(box.name).toBe(boxes.rows[0].name);
    expect(names(manyBoxes.data).sort()).toEqual(names(boxes.rows).sort());
    expect(manyProducts.data).toHaveLength(2);
    expect(missingBox.status).toBe(404);
    return {
      box,
      manyBoxes: names(manyBoxes.data),
      manyProducts: manyProducts.data.map((row) => stable(row)),
      missingBox,
    };
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

describe('permissions', () => {
  contract('each product and box call needs its permission (403), the search is open to product readers', both, async (backend) => {
    await asSuper(backend);
    const { id: box, detail } = await openedBox(backend);
    const product = detail.boxItems[0].pid;
    const form = await boxForm(backend, 'QA forbidden box');
    const productData = (await productForm(backend, 'QA forbidden product', 'QA-FORBIDDEN')).data;
    const { rows: users } = await list(backend, 'users', query('username', 'ASC', 1, 1));
    const user = String(users[0].id);
    await backend.dataProvider.create('team', {
      data: {
        firstName: 'Box',
        lastName: 'Reader',
        email: READER.email,
        password: READER.password,
        confirmPassword: READER.password,
        role: READER.role,
      },
    });

    const calls = (dp: Backend['dataProvider']) => ({
      productList: () => dp.getList('product', query('id', 'ASC', 1, 1)),
      productOne: () => dp.getOne('product', { id: product }),
      saveProduct: () => dp.saveProduct(null, productData, {}),
      upload: () => dp.uploadProductImages([png(5, 5)]),
      deleteProduct: () => dp.delete('product', { id: product, previousData: { id: product } }),
      deleteProducts: () => dp.deleteMany('product', { ids: [product] }),
      inventory: () => dp.addToInventory(product, user),
      boxList: () => dp.getList('box', query('price', 'ASC', 1, 1)),
      boxDetail: () => dp.getBoxDetail(box),
      previous: () => dp.getPreviousBox(),
      saveBox: () => dp.saveBox(box, form),
      deleteBox: () => dp.delete('box', { id: box, previousData: { id: box } }),
      deleteBoxes: () => dp.deleteMany('box', { ids: [box] }),
      play: () => dp.getPlayBoxes({ skip: 0, limit: 1 }),
      search: () => dp.searchProducts({ skip: 0, limit: 1 }),
    });
    const outcomes = async (email: string, password: string) => {
      await backend.signIn(email, password);
      const result: Record<string, number> = {};
      for (const [name, call] of Object.entries(calls(backend.dataProvider))) {
        try {
          await call();
          result[name] = 200;
        } catch (error) {
          result[name] = (error as { status?: number }).status ?? -1;
        }
      }
      return result;
    };
    const viewer = await outcomes(VIEWER.email, VIEWER.password);
    const warehouse = await outcomes(WAREHOUSE.email, WAREHOUSE.password);
    const reader = await outcomes(READER.email, READER.password);
    const forbidden = await refusal(backend.dataProvider.saveBox(box, form));
    await asSuper(backend);
    expect(Object.values(viewer).every((status) => status === 403)).toBe(true);
    expect(warehouse).toMatchObject({ productList: 200, deleteProduct: 403, boxList: 403, saveBox: 403, search: 200, inventory: 200 });
    expect(reader).toMatchObject({
      productList: 200,
      boxDetail: 200,
      play: 200,
      saveBox: 403,
      deleteBox: 403,
      saveProduct: 403,
      upload: 403,
    });
    expect(forbidden.status).toBe(403);
    return { viewer, warehouse, reader, forbidden };
  });
});
