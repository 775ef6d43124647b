/** Contract: boxes and the odds editor's calls through the dataProvider, on the server and on the fake shop. */
import { describe, expect } from 'vitest';
import type { Box } from '../../../src/domain/types/catalog';
import { contract, refusal, useBackends, type Backend } from './harness';
import { SUPER_ADMIN } from '../helpers';

const both = useBackends();

const asSuper = (backend: Backend) => backend.signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);

/** The first box's detail, as the odds editor loads it, turned into what it submits. */
async function firstBoxSubmission(backend: Backend) {
  const { data } = await backend.dataProvider.getList<Box & { id: string }>('box', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'price', order: 'ASC' },
    filter: {},
  });
  const detail = await backend.dataProvider.getBoxDetail(String(data[0].id));
  const box = detail.boxData;
  return {
    id: String(data[0].id),
    submission: {
      name: String(box.name),
      price: Number(box.price),
      category: box.category as string[],
      chooseProduct: detail.boxItems.map((item) => ({ pid: item.pid, chance: Number(item.chance), sellPrice: 0, purchasePrice: 0 })),
      hideBox: Boolean(box.hideBox),
      enableBox: Boolean(box.enableBox),
      boxProfit: Number(box.boxProfit),
      description: String(box.description ?? ''),
      specialTag: String(box.specialTag ?? ''),
      color: String(box.color ?? ''),
    },
  };
}

describe('boxes', () => {
  contract('the box list sorts, filters and pages like the server', both, async (backend) => {
    await asSuper(backend);
    const page = await backend.dataProvider.getList('box', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(page.data).toHaveLength(5);
    const byPrice = await backend.dataProvider.getList('box', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'price', order: 'ASC' },
      filter: { price_gte: 10, price_lte: 50 },
    });
    return { page: page.data.map((b) => b.name), total: page.total, byPrice: byPrice.data.map((b) => [b.name, b.price]), n: byPrice.total };
  });

  contract('a box detail has its items, ranges and chosen products in odds order', both, async (backend) => {
    await asSuper(backend);
    const { id } = await firstBoxSubmission(backend);
    const detail = await backend.dataProvider.getBoxDetail(id);
    const total = detail.boxItems.reduce((sum, item) => sum + Number(item.chance), 0);
    expect(total).toBeCloseTo(100, 6);
    return detail;
  });

  contract('the previous box and the product search (tags, latest colour, paging)', both, async (backend) => {
    await asSuper(backend);
    const previous = await backend.dataProvider.getPreviousBox();
    const search = await backend.dataProvider.searchProducts({ skip: 12, limit: 12 });
    const filtered = await backend.dataProvider.searchProducts({ skip: 0, limit: 5, title: 'a', min: 5, max: 100 });
    expect(search.products.length).toBeGreaterThan(0);
    return { previous, search, filtered };
  });

  contract('saving a box in the odds editor keeps its odds and answers "Box updated successfully"', both, async (backend) => {
    await asSuper(backend);
    const { id, submission } = await firstBoxSubmission(backend);
    const reply = await backend.dataProvider.saveBox(id, { ...submission, name: `${submission.name} (QA)`, price: submission.price + 1 });
    expect(reply.msg).toBe('Box updated successfully');
    const after = await backend.dataProvider.getBoxDetail(id);
    expect(after.boxData.name).toBe(`${submission.name} (QA)`);
    return {
      msg: reply.msg,
      box: { name: after.boxData.name, price: after.boxData.price, itemsCount: after.boxData.itemsCount },
      items: after.boxItems.map(({ pid, chance, rangeFrom, rangeTo, sellPrice }) => ({ pid, chance, rangeFrom, rangeTo, sellPrice })),
    };
  });

  contract('odds that do not total 100 and unknown products are refused with the spec texts', both, async (backend) => {
    await asSuper(backend);
    const { id, submission } = await firstBoxSubmission(backend);
    const short = submission.chooseProduct.map((item, i) => (i === 0 ? { ...item, chance: item.chance / 2 } : item));
    const total = await refusal(backend.dataProvider.saveBox(id, { ...submission, chooseProduct: short }));
    expect(total.status).toBe(400);
    const unknown = await refusal(
      backend.dataProvider.saveBox(id, {
        ...submission,
        chooseProduct: submission.chooseProduct.map((item, i) => (i === 0 ? { ...item, pid: 'no-such-product' } : item)),
      }),
    );
    const noImage = await refusal(backend.dataProvider.saveBox(null, submission));
    const missing = await refusal(backend.dataProvider.saveBox('000000000000000000000000', submission));
    return { total, unknown, noImage, missing };
  });

  contract('a box that was opened cannot be deleted; a warehouse member without delBox gets 403', both, async (backend) => {
    await asSuper(backend);
    const { id } = await firstBoxSubmission(backend);
    const opened = await refusal(backend.dataProvider.delete('box', { id, previousData: { id } }));
    expect(opened.status).toBe(409);
    await backend.signIn('viewer@example.com', 'Team@12345');
    const forbidden = await refusal(backend.dataProvider.getBoxDetail(id));
    expect(forbidden.status).toBe(403);
    return { opened, forbidden };
  });

  contract('the play view lists shown and enabled boxes, cheapest first, with a search', both, async (backend) => {
    await asSuper(backend);
    const first = await backend.dataProvider.getPlayBoxes({ skip: 0, limit: 5 });
    const search = await backend.dataProvider.getPlayBoxes({ skip: 0, limit: 5, title: 'case' });
    return { first: first.box.map((b) => b.name), count: first.count, search: search.box.map((b) => b.name), found: search.count };
  });
});
