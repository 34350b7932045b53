import { expect, test, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';

async function head(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      titles: document.querySelectorAll('title').length,
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogImage: content('meta[property="og:image"]'),
      ogUrl: content('meta[property="og:url"]'),
    };
  });
}

// Each public page names itself in the head as the app navigates, including back to a page Ionic kept mounted.
test('every public page sets its own title, description, canonical URL and Open Graph tags', async ({
  page,
  request,
  baseURL,
}) => {
  const advertised = (await (await request.get('/api/advertised-products')).json()) as Product[];
  const hasselblad = advertised.find((product) => product.name === 'Hasselblad 907X 50C');
  if (!hasselblad) throw new Error('The demo catalogue advertises the Hasselblad 907X 50C');

  await page.goto('/');
  await expect(page).toHaveTitle('Shutterswap – Used & vintage cameras, lenses and film gear');
  expect(await head(page)).toMatchObject({ titles: 1, canonical: `${baseURL}/`, ogUrl: `${baseURL}/` });

  await page.getByRole('link', { name: 'Browse the inventory' }).click();
  await expect(page).toHaveTitle('Check out our inventory – Shutterswap');
  expect(await head(page)).toMatchObject({
    titles: 1,
    description:
      'Pre-owned cameras, lenses and film gear for sale, verified sellers marked: search by brand, category, condition and price.',
    canonical: `${baseURL}/products`,
  });

  await page
    .getByRole('link', { name: /Hasselblad 907X 50C/ })
    .first()
    .click();
  await expect(page).toHaveTitle('Hasselblad 907X 50C – $4,200 – Shutterswap');
  expect(await head(page)).toMatchObject({
    titles: 1,
    // The listing's description in the demo catalogue (scripts/seed), short enough to be whole.
    description:
      'CFV II 50C digital back on the 907X body. Works with V-system lenses too. Perfect condition, includes the box, two batteries, charger and the control grip.',
    ogTitle: 'Hasselblad 907X 50C – $4,200 – Shutterswap',
    canonical: `${baseURL}/product/${hasselblad._id}`,
    ogImage: `${baseURL}${hasselblad.img}`,
  });

  await page.goBack();
  await expect(page).toHaveTitle('Check out our inventory – Shutterswap');
  expect(await head(page)).toMatchObject({ titles: 1, canonical: `${baseURL}/products` });

  await page.goto('/category/film');
  await expect(page).toHaveTitle('Film – Available products – Shutterswap');
  await page.goto('/blog');
  await expect(page).toHaveTitle('Original Content – Shutterswap');
  await page.goto('/about');
  await expect(page).toHaveTitle('Cameras deserve a second roll – Shutterswap');
});

// What a crawler or a link preview gets: the served HTML, no script run.
test('a product page fetched without JavaScript contains its name, price and JSON-LD', async ({ request, baseURL }) => {
  const advertised = (await (await request.get('/api/advertised-products')).json()) as Product[];
  const hasselblad = advertised.find((product) => product.name === 'Hasselblad 907X 50C');
  if (!hasselblad) throw new Error('The demo catalogue advertises the Hasselblad 907X 50C');

  const response = await request.get(`/product/${hasselblad._id}`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Hasselblad 907X 50C – $4,200 – Shutterswap</title>');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/product/${hasselblad._id}" />`);
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
    '@type': 'Product',
    name: 'Hasselblad 907X 50C',
    brand: { '@type': 'Brand', name: 'Hasselblad' },
    offers: {
      price: 4200,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
    },
  });
});
