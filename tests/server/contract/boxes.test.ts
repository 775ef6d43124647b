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
});
