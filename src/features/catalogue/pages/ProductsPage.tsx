import { useSearchParams } from 'react-router-dom';
import { categoryFromParam } from '../../../../contract/catalogue';
import { useAdvertisedProducts } from '../api/get-advertised-products';
import { useCategoryProducts } from '../api/get-category-products';
import CategorySelect from '../components/CategorySelect';
import ProductListView from '../components/ProductListView';

export default function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categoryFromParam(searchParams.get('category') ?? '');
  const advertised = useAdvertisedProducts({ enabled: category === undefined });
  const inCategory = useCategoryProducts(category);

  // The choice lives in the URL (?category=film) so it survives a reload and can be shared.
  const chooseCategory = (slug: string) => setSearchParams(slug ? { category: slug } : {}, { replace: true });

  return (
    <>
      <h1 className="page-heading">Check out our inventory</h1>
      <CategorySelect value={category} onChange={chooseCategory} />
      {category ? (
        <ProductListView
          query={inCategory}
          label={`${category} products`}
          emptyTitle={`No ${category} gear listed yet`}
        />
      ) : (
        <ProductListView query={advertised} label="All products" emptyTitle="No products listed yet" />
      )}
    </>
  );
}
