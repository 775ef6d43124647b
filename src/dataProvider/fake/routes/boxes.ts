/**
 * Boxes in the fake shop, as server/routes/catalog/boxes.ts answers them: the list (cheapest first),
 * the detail with its items and chosen products, the previous box's tag and colour, create and update
 * (multipart, the odds rules of src/domain/odds.ts, prices of the chosen products from the products,
 * ranges on the 1..1,000,000 scale), delete and bulk delete (refused for a box that was ever opened),
 * the play view and the box form's product search.
 */
import { ApiError, apiRow, idParams, parseWith, say, selectedIdsBody, t } from '../../../../server/http';
import { boxBody, playBoxBody, searchBody } from '../../../../server/routes/catalog/schemas/boxes';
import { buildChanceRanges, oddsError } from '../../../domain/odds';
import type { FakeDb, FakeRow } from '../db';
import { storedMoney, storedNumeric } from '../numeric';
import { findProducts } from '../products';
import { fakeRoute } from '../router';
import { uploadedImages } from '../uploads';

const entity = t('catalog.box.entity');
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function findBox(db: FakeDb, id: string): FakeRow<'boxes'> {
  const box = db.rows('boxes').find((row) => row.id === id);
  if (!box) throw new ApiError(404, t('catalog.server.notFound', { entity }));
  return box;
}

/** Openings are the shop's history: a box that was opened is hidden or disabled, not deleted. */
function assertNeverOpened(db: FakeDb, ids: readonly string[]): void {
  const wanted = new Set(ids);
  const openings = db.rows('box_openings').filter((row) => wanted.has(row.boxId)).length;
  if (openings > 0) throw new ApiError(409, t('catalog.box.inUse', { openings }));
}

/** Validates a create/update form and checks its products and categories exist (the server's checkedBox). */
function checkedBox(db: FakeDb, fields: Record<string, unknown>) {
  const body = parseWith(boxBody, fields);
  const chosen = body.chooseProduct ?? [];
  const odds = oddsError(chosen);
  if (odds) throw new ApiError(400, say(odds));
  const pids = chosen.map((c) => c.pid);
  const products = new Map(db.rows('products').map((product) => [product.id, product]));
  if (new Set(pids).size !== pids.length || pids.some((pid) => !products.has(pid))) {
    throw new ApiError(400, t('catalog.box.validation.unknownProduct'));
  }
  const categories = new Set(db.rows('categories').map((category) => category.id));
  if (new Set(body.category).size !== body.category.filter((id) => categories.has(id)).length) {
    throw new ApiError(400, t('catalog.box.validation.unknownCategory'));
  }
  const ranges = buildChanceRanges(chosen);
  const items = chosen.map((c, i) => {
    const product = products.get(c.pid);
    return {
      productId: c.pid,
      chance: storedNumeric(c.chance, 4),
      sellPrice: product?.sellPrice ?? 0,
      purchasePrice: product?.purchasePrice ?? 0,
      ...ranges[i],
    };
  });
  return { body, items };
}

/**
 * Removes boxes as the database's foreign keys do: their items go with them (cascade), payments and
 * order lines keep their rows without the box (set null). Returns how many boxes there were.
 */
function removeBoxes(db: FakeDb, ids: ReadonlySet<string>): number {
  const removed = db.remove('boxes', (row) => ids.has(row.id)).length;
  db.remove('box_products', (item) => ids.has(item.boxId));
  for (const table of ['transactions', 'order_lines'] as const) {
    for (const row of db.rows(table)) if (row.boxId !== null && ids.has(row.boxId)) row.boxId = null;
  }
  return removed;
}

function defaultBoxProfit(db: FakeDb): number {
  return Number(db.rows('admin_settings').find((row) => row.id === 1)?.boxProfit ?? 0);
}

const created = (name: unknown) => t('catalog.activity.created', { entity, name: String(name) });

export const boxRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getBox',
    handler: ({ db }) => {
      const rows = [...db.rows('boxes')].sort((a, b) => a.price - b.price || byText(a.name, b.name));
      return { msg: t('catalog.server.boxList'), box: rows.map(apiRow) };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getBoxDetailById/:id',
    schema: { params: idParams },
    handler: ({ db, params }) => {
      const box = findBox(db, params.id);
      const items = db
        .rows('box_products')
        .filter((item) => item.boxId === box.id)
        .sort((a, b) => a.rangeFrom - b.rangeFrom);
      const { products } = findProducts(db, { ids: items.map((item) => item.productId) }, 0, Math.max(1, items.length));
      const order = new Map(items.map((item, index) => [item.productId, index]));
      products.sort((a, b) => (order.get(a._id) ?? 0) - (order.get(b._id) ?? 0));
      return {
        msg: t('catalog.server.boxDetail'),
        boxData: apiRow(box),
        boxItems: items.map(({ id, productId, boxId: _boxId, ...rest }) => ({ _id: id, pid: productId, ...rest })),
        choseProducts: products,
      };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getPreviousBox',
    handler: ({ db }) => {
      const [previous] = [...db.rows('boxes')].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byText(a.id, b.id));
      return {
        msg: t('catalog.server.previousBox'),
        getPrevious: previous
          ? apiRow({ id: previous.id, name: previous.name, specialTag: previous.specialTag, color: previous.color })
          : null,
      };
    },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/createBox',
    activity: { module: 'Box', action: 'create', describe: (_call, result) => created(result.name) },
    handler: async (call) => {
      const { db, now } = call;
      // the server reads (and checks) the form's image before the fields
      const [image] = await uploadedImages(call);
      const { body, items } = checkedBox(db, call.body);
      if (!image) throw new ApiError(400, t('catalog.box.validation.imageRequired'));
      const [box] = db.add('boxes', [
        {
          name: body.name,
          price: storedMoney(body.price),
          image,
          itemsCount: items.length,
          description: body.description ?? '',
          category: body.category,
          hideBox: body.hideBox ?? false,
          enableBox: body.enableBox ?? true,
          boxProfit: storedNumeric(body.boxProfit ?? defaultBoxProfit(db), 2),
          specialTag: body.specialTag || null,
          color: body.color || null,
          createdAt: now,
          updatedAt: now,
        },
      ]);
      db.add(
        'box_products',
        items.map((item) => ({ ...item, boxId: box.id })),
      );
      return { msg: t('catalog.box.created'), data: { ...apiRow(box), image: box.image }, name: box.name };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateBox/:id',
    schema: { params: idParams },
    activity: {
      module: 'Box',
      action: 'update',
      describe: (_call, result) => t('catalog.activity.updated', { entity, name: String(result.name) }),
    },
    handler: async (call) => {
      const { db, now } = call;
      const [image] = await uploadedImages(call);
      const box = findBox(db, call.params.id);
      const { body, items } = checkedBox(db, call.body);
      Object.assign(box, {
        name: body.name,
        price: storedMoney(body.price),
        ...(image ? { image } : {}),
        itemsCount: items.length,
        ...(body.description !== undefined ? { description: body.description } : {}),
        category: body.category,
        ...(body.hideBox !== undefined ? { hideBox: body.hideBox } : {}),
        ...(body.enableBox !== undefined ? { enableBox: body.enableBox } : {}),
        ...(body.boxProfit !== undefined ? { boxProfit: storedNumeric(body.boxProfit, 2) } : {}),
        ...(body.specialTag !== undefined ? { specialTag: body.specialTag || null } : {}),
        ...(body.color !== undefined ? { color: body.color || null } : {}),
        updatedAt: now,
      });
      db.remove('box_products', (item) => item.boxId === box.id);
      db.add(
        'box_products',
        items.map((item) => ({ ...item, boxId: box.id })),
      );
      return { msg: t('catalog.box.updated'), data: { ...apiRow(box), image: box.image }, name: box.name };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/deleteBox/:id',
    schema: { params: idParams },
    activity: {
      module: 'Box',
      action: 'delete',
      describe: (_call, result) => t('catalog.activity.deleted', { entity, name: String(result.name) }),
    },
    handler: ({ db, params }) => {
      const box = findBox(db, params.id);
      assertNeverOpened(db, [box.id]);
      removeBoxes(db, new Set([box.id]));
      return { msg: t('catalog.common.deleted'), name: box.name };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/deleteSelectedBox',
    schema: { body: selectedIdsBody() },
    activity: {
      module: 'Box',
      action: 'delete',
      describe: (_call, result) => t('catalog.activity.deletedMany', { entity, count: Number(result.count) }),
    },
    handler: ({ db, body }) => {
      assertNeverOpened(db, body.ids);
      return { msg: t('catalog.common.bulkDeleted'), count: removeBoxes(db, new Set(body.ids)) };
    },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/getPlayBox',
    schema: { body: playBoxBody },
    handler: ({ db, body }) => {
      const title = body.title?.trim().toLowerCase();
      const playable = db
        .rows('boxes')
        .filter((box) => !box.hideBox && box.enableBox && (!title || box.name.toLowerCase().includes(title)))
        .sort((a, b) => a.price - b.price || byText(a.id, b.id));
      return {
        msg: t('catalog.server.boxList'),
        box: playable.slice(body.skip, body.skip + body.limit).map(apiRow),
        count: playable.length,
      };
    },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/getSearchProducts',
    schema: { body: searchBody },
    handler: ({ db, body }) => {
      const { skip, limit, ...filter } = body;
      const { products, count } = findProducts(db, filter, skip, limit);
      const tags = [...new Set(db.rows('boxes').flatMap((box) => (box.specialTag ? [box.specialTag] : [])))].sort(byText);
      const [latest] = db
        .rows('boxes')
        .filter((box) => box.color !== null)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return {
        msg: t('catalog.server.searchProducts'),
        products,
        count,
        specialTagList: tags,
        latestColor: latest?.color ?? null,
      };
    },
  }),
];
