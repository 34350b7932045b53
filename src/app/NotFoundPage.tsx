import NotFoundState from '../components/NotFoundState';

export default function NotFoundPage() {
  return <NotFoundState />;
}
