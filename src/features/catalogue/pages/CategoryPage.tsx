import { useParams } from 'react-router-dom';
import { categoryFromParam, categorySlug } from '@contract/catalogue';
import { categoryPageHead } from '@contract/page-head';
import NotFoundState from '@/components/NotFoundState';
import { usePageHead } from '@/lib/page-head';
import { useCategoryProducts } from '@/lib/product-list-queries';
import SaveForOffline from '@/offline/catalogue/SaveForOffline';
import ProductListView from '../components/ProductListView';

export default function CategoryPage() {
  const { id = '' } = useParams();
  const category = categoryFromParam(id);
  const products = useCategoryProducts(category);
  usePageHead(category && categoryPageHead(category));

  if (!category) {
    return (
      <NotFoundState
        title="Category not found"
        detail="We don't have a category by that name. Browse all products instead."
      />
    );
  }
  return (
    <>
      <h1 className="page-heading">Available products in the {category} category</h1>
      <SaveForOffline scope={{ kind: 'category', category: categorySlug(category) }} label={category} />
      {/* The cards' names are third-level headings, under the list's. */}
      <h2 className="visually-hidden">{category} listings</h2>
      <ProductListView query={products} label={`${category} products`} emptyTitle={`No ${category} gear listed yet`} />
    </>
  );
}
