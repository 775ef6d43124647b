import { useTranslate } from 'react-admin';

/** Case for box categories, Product for product ones (core §3). */
export function CategoryTypeLabel({ type }: { type: string }) {
  const translate = useTranslate();
  return <>{translate(type === 'box' ? 'resources.category.typeBox' : 'resources.category.typeProduct')}</>;
}
