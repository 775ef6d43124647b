/**
 * The catalog area's <Resource>s and <CustomRoutes>, included by src/App.tsx. The resources are
 * declared without react-admin's own routes; the screens live at the spec's URLs (query ?id for
 * edit), see ./paths.ts.
 */
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { BoxOddsEditorPage } from '../../custom/boxOddsEditor/BoxOddsEditorPage';
import { ProductDetailPage } from '../../custom/productDetail/ProductDetailPage';
import { ProductPickerPage } from '../../custom/productPicker/ProductPickerPage';
import { BoxList } from '../box/BoxList';
import { BrandFormPage } from '../brand/BrandForm';
import { BrandList } from '../brand/BrandList';
import { CategoryFormPage } from '../category/CategoryForm';
import { CategoryList } from '../category/CategoryList';
import { ProductFormPage } from '../product/ProductForm';
import { ProductList } from '../product/ProductList';
import { RarityFormPage } from '../rarity/RarityForm';
import { RarityList } from '../rarity/RarityList';
import { catalogPaths } from './paths';

export const catalogRoutes = (
  <>
    <Resource name="category" recordRepresentation="name" />
    <Resource name="brand" recordRepresentation="name" />
    <Resource name="rarity" recordRepresentation="name" />
    <Resource name="box" recordRepresentation="name" />
    <Resource name="product" recordRepresentation="name" />
    <CustomRoutes>
      <Route path={catalogPaths.categoryList} element={<CategoryList />} />
      <Route path={catalogPaths.categoryForm} element={<CategoryFormPage />} />
      <Route path={catalogPaths.brandList} element={<BrandList />} />
      <Route path={catalogPaths.brandForm} element={<BrandFormPage />} />
      <Route path={catalogPaths.rarityList} element={<RarityList />} />
      <Route path={catalogPaths.rarityForm} element={<RarityFormPage />} />
      <Route path={catalogPaths.boxList} element={<BoxList />} />
      <Route path={catalogPaths.boxForm} element={<BoxOddsEditorPage />} />
      <Route path={catalogPaths.productList} element={<ProductList />} />
      <Route path={catalogPaths.productForm} element={<ProductFormPage />} />
      <Route path={`${catalogPaths.productDetail}/:id`} element={<ProductDetailPage />} />
      <Route path={catalogPaths.productPicker} element={<ProductPickerPage />} />
    </CustomRoutes>
  </>
);
