/** Contract: warehouse products through the dataProvider (server-paged list, detail, save, uploads, deletes, inventory), on the server and on the fake shop. */
import { describe, expect } from 'vitest';
import { contract, refusal, useBackends, type Backend } from './harness';
import { SUPER_ADMIN } from '../helpers';
import { pngImage } from '../../fixtures/images';

const both = useBackends({ uploads: true });

const asSuper = (backend: Backend) => backend.signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);

/** A new product's form values, from the shop's own select lists. */
async function productForm(backend: Backend, code: string) {
  const [brand] = await backend.dataProvider.getSelectList<{ _id: string }>('brands');
  const [partner] = await backend.dataProvider.getSelectList<{ _id: string }>('partners');
  const [category] = await backend.dataProvider.getSelectList<{ _id: string }>('categories');
  const [rarity] = await backend.dataProvider.getSelectList<{ _id: string }>('rarities');
  return {
    data: {
      name: `QA product ${code}`,
      sellPrice: 30,
      purchasePrice: 12.5,
      productCode: code,
      totalProduct: 3,
      categoryId: [category._id],
      brandId: brand._id,
      partnerId: partner._id,
      rarityLevel: rarity._id,
      description: 'Made by the contract suite',
    },
    payload: { image: [], color: ['Red'], size: ['M'], capacity: [] },
  };
}

describe('products', () => {
  contract('the server-paged list: a page, a search and a rarity filter', both, async (backend) => {
    await asSuper(backend);
    const page = await backend.dataProvider.getList('product', {
      pagination: { page: 2, perPage: 12 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const [rarity] = await backend.dataProvider.getSelectList<{ _id: string }>('rarities');
    const rare = await backend.dataProvider.getList('product', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { rarity: rarity._id, search: 'a' },
    });
    expect(page.data).toHaveLength(12);
    return { page: page.data, total: page.total, rare: rare.data, rareTotal: rare.total };
  });

  contract('create, read and update a product; a taken product code is a 409', both, async (backend) => {
    await asSuper(backend);
    const form = await productForm(backend, 'QA-CONTRACT-1');
    const created = await backend.dataProvider.saveProduct(null, form.data, form.payload);
    const taken = await refusal(backend.dataProvider.saveProduct(null, form.data, form.payload));
    expect(taken.status).toBe(409);
    const { data } = await backend.dataProvider.getList('product', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { search: 'QA product QA-CONTRACT-1' },
    });
    const id = String(data[0].id);
    const updated = await backend.dataProvider.saveProduct(id, { ...form.data, sellPrice: 31 }, form.payload);
    const { data: one } = await backend.dataProvider.getOne('product', { id });
    const { id: _id, _id: _key, createdAt: _c, updatedAt: _u, ...fields } = one;
    return { created: created.msg, taken, updated: updated.msg, fields };
  });

  contract('images are checked by content: a PNG is kept, a text file is refused', both, async (backend) => {
    await asSuper(backend);
    const [url] = await backend.dataProvider.uploadProductImages([
      new File([new Uint8Array(pngImage(40, 30, [200, 10, 10]))], 'red.png', { type: 'image/png' }),
    ]);
    expect(url).toMatch(/^(\/uploads\/[0-9a-f]+\.png|data:image\/png;base64,)/);
    const refused = await refusal(
      backend.dataProvider.uploadProductImages([new File(['not an image'], 'fake.png', { type: 'image/png' })]),
    );
    return { kept: Boolean(url), refused };
  });
});
