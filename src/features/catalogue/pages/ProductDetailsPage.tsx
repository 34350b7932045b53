import { useParams } from 'react-router-dom';
import { productPageHead } from '@contract/page-head';
import ErrorState from '@/components/ErrorState';
import NotFoundState from '@/components/NotFoundState';
import { isNotFoundError } from '@/lib/api-error';
import { usePageHead } from '@/lib/page-head';
import { useProduct } from '../api/get-product';
import ProductCondition from '../components/condition/ProductCondition';
import ProductDescription from '../components/ProductDescription';
import WaitingForNetwork from '@/components/WaitingForNetwork';
import ProductDetailsSkeleton from '../components/ProductDetailsSkeleton';
import ProductGallery from '../components/ProductGallery';
import ProductSummary from '../components/ProductSummary';
import ProductTabs from '../components/ProductTabs';
import RecentlyViewedStrip from '../components/recently-viewed/RecentlyViewedStrip';
import RelatedProducts from '../components/RelatedProducts';
import SellerInformation from '../components/SellerInformation';
import { useRememberViewed } from '../hooks/use-remember-viewed';
import '../components/product-details-layout.css';

export default function ProductDetailsPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  useRememberViewed(product.data);
  usePageHead(product.data && productPageHead(product.data), { product: product.data });

  if (product.isPending) {
    if (product.failureCount > 0) return <WaitingForNetwork onRetry={() => void product.refetch()} />;
    return <ProductDetailsSkeleton />;
  }
  if (product.isError) {
    if (isNotFoundError(product.error)) {
      return <NotFoundState title="Product not found" detail="This listing was removed, or the link is wrong." />;
    }
    return (
      <ErrorState error={product.error} onRetry={() => void product.refetch()} title="Could not load this product" />
    );
  }

  const item = product.data;

  return (
    <>
      <div className="product-details">
        <ProductGallery product={item} />
        <ProductSummary product={item} />
      </div>
      <ProductCondition product={item} />
      <ProductTabs
        tabs={[
          { label: 'Description', content: <ProductDescription product={item} /> },
          {
            label: 'Seller Information',
            content: <SellerInformation product={item} />,
          },
        ]}
      />
      <RelatedProducts product={item} />
      <RecentlyViewedStrip excludeId={item._id} />
    </>
  );
}
