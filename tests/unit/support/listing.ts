import type { Product } from '@contract/catalogue';

/** A listing as the catalogue answers it: a working film camera of Anna Analog's, with a photo named after its id. */
export function listing(id: string, name: string, overrides: Partial<Product> = {}): Product {
  return {
    _id: id,
    img: `/uploads/${id}.webp`,
    thumb: `/uploads/${id}-thumb.webp`,
    images: [{ url: `/uploads/${id}.webp`, thumbUrl: `/uploads/${id}-thumb.webp` }],
    name,
    category: 'Film',
    condition: 'Good',
    originalPrice: 400,
    resellPrice: 250,
    location: 'Portland, OR',
    coordinates: { lat: 45.52345, lng: -122.67621 },
    purchaseYear: 2015,
    usedYears: 8,
    description: 'Fully mechanical SLR, shutter tested at all speeds.',
    sellerName: 'Anna Analog',
    sellerVerified: true,
    sellerRating: { average: 0, count: 0 },
    postTime: '2026-11-01T10:00:00.000Z',
    availability: 'available',
    status: 'Unadvertised',
    type: 'camera',
    brand: 'Nikon',
    mount: null,
    grade: null,
    shutterCount: null,
    included: [],
    previousPrice: null,
    ...overrides,
  };
}
