import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { skipCongratulations } from './support/app-session';
import { appStarted, toast } from './support/screen';
import { atPhoneAndDesktop, screenshotAtSizes, keepScreenshot } from './support/screenshot';

const TAGLINES = ['Pass It On! Win!', 'Pre-Owned! Perfected!', 'Find Your The One'];
const BRANDS = [
  'Sony',
  'FujiFilm',
  'Leica',
  'Nikon',
  'Panasonic',
  'Ricoh',
  'Canon',
  'Olympus',
  'Pentax',
  'GoPro',
  'Hasselblad',
  'Wolfang',
  'Akaso',
  'Mamiya',
  'Minolta',
];

/** The first three posts of public/blog.json, cut at 200 characters as the previews show them. */
const FIRST_PREVIEWS = [
  'A forty-year-old camera can be a joy or a paperweight, and the difference is usually visible in five minutes if you know where to look. Start with the shutter: open the back, set the slowest speed and...',
  'All you need is a small bright flashlight and a dark room. Open the aperture fully (on manual lenses turn the ring to the widest number; on electronic lenses you may need to mount them and use depth-o...',
  'Every press of the shutter button on a digital camera moves a mechanical shutter, and manufacturers rate those shutters for a number of cycles: typically 100,000 to 200,000 for enthusiast bodies and 3...',
];
interface BlogPost {
  id: number | string;
  img: string;
  date: string;
  title: string;
  description: string;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

type Box = { name: string; x: number; y: number; width: number; height: number };

/** Where each brand of the cloud is on screen. */
function brandBoxes(cloud: ReturnType<Page['getByTestId']>): Promise<Box[]> {
  return cloud.evaluate((list) =>
    Array.from(list.querySelectorAll('a')).map((tag) => {
      const { x, y, width, height } = tag.getBoundingClientRect();
      return { name: tag.textContent ?? '', x, y, width, height };
    }),
  );
}

/** Pairs of brands whose boxes share any pixel. */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, index) =>
    boxes.slice(index + 1).forEach((b) => {
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
        found.push(`${a.name}/${b.name}`);
    }),
  );
  return found;
}

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

test.describe('home', () => {
  test('the hero types the three taglines and says what is checked: verified sellers, the card charged at the hand-over', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1 });
    // Screen readers get the three taglines at once.
    await expect(hero).toHaveAccessibleName(TAGLINES.join(' '));
    // The app's hero, not the server's painted copy of it, which shows until the app takes over.
    const typed = page.getByTestId('typed-tagline');
    for (const tagline of TAGLINES) await expect(typed).toHaveText(tagline, { timeout: 20_000 });
    await expect(page.getByText(/Sellers an admin has verified carry a badge/)).toBeVisible();
  });

  test('with reduced motion the taglines stand still, all three visible', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // Each tagline also sits, invisible, in the room the hero keeps for the longest one.
    for (const tagline of TAGLINES) {
      await expect(page.getByText(tagline, { exact: true }).filter({ visible: true })).toBeVisible();
    }
  });

  test('the featured gallery shows positions 18 to 26 and outlines the chosen thumbnail in 4px black', async ({
    page,
    request,
  }) => {
    // The spec's rule, counted from 0: the advertised list's positions 18 to 26. Journeys that ran before may have
    // sold or hidden listings, so the list is asked for rather than written out.
    const featured = (await getJson<Product[]>(request, '/api/advertised-products')).slice(18, 27);
    expect(featured).toHaveLength(9);

    await page.goto('/');
    const thumbnails = page.getByRole('list', { name: 'Featured products' }).getByRole('button');
    await thumbnails.first().scrollIntoViewIfNeeded();
    await expect(thumbnails).toHaveCount(9);
    for (const [index, product] of featured.entries()) {
      await expect(thumbnails.nth(index)).toHaveAccessibleName(`Show ${product.name}`);
    }

    const second = featured[1]!;
    const secondThumbnail = page.getByRole('button', { name: `Show ${second.name}` });
    await secondThumbnail.click();
    await expect(secondThumbnail).toHaveAttribute('aria-pressed', 'true');
    await expect(secondThumbnail).toHaveCSS('border-top-width', '4px');
    await expect(secondThumbnail).toHaveCSS('border-top-style', 'solid');
    await expect(secondThumbnail).toHaveCSS('border-top-color', 'rgb(0, 0, 0)');
    await expect(page.getByTestId('featured-main-image')).toHaveAttribute('src', second.img);
    await expect(page.getByTestId('featured-main-image')).toHaveAttribute('alt', second.name);
    // The previous choice loses its border.
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'false');
    await expect(thumbnails.first()).not.toHaveCSS('border-top-color', 'rgb(0, 0, 0)');
  });

  test('reviews, studio rental and film block say what the spec says', async ({ page }) => {
    await page.goto('/');
    const reviews = page.getByTestId('review-slide');
    await reviews.first().scrollIntoViewIfNeeded();
    await expect(reviews).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Studio Space Rental' })).toBeVisible();
    await expect(page.getByText('$200/hour', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Looking to buy film?' })).toBeVisible();
    await expect(page.getByText('35mm', { exact: true })).toBeVisible();
    await expect(page.getByText('120mm', { exact: true })).toBeVisible();
  });

  test('the film newsletter modal validates, subscribes and closes', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Film restock alerts' });
    // The block is hydrated when the reader comes near it; a press made while it is being hydrated can go unanswered
    // (a known gap of issue 29's deferred hydration), so the journey presses again until the app answers.
    const keepMeUpdated = page.getByRole('button', { name: 'Keep Me Updated' });
    await keepMeUpdated.focus();
    await expect(async () => {
      if (!(await dialog.isVisible())) await keepMeUpdated.click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const name = dialog.locator('input[name="user_name"]');
    const email = dialog.locator('input[name="user_email"]');
    await expect(name).toHaveAttribute('required', '');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');

    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByText('Enter your name')).toBeVisible();
    await expect(dialog.getByText('Enter your email address')).toBeVisible();
    await expect(dialog).toBeVisible();

    await name.fill('Ada Lovelace');
    await email.fill('ada-at-example.com');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();

    await email.fill(uniqueEmail('film'));
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, 'Successfully Subscribed')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Keep Me Updated' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the blog teaser shows the first 3 posts cut at 200 characters', async ({ page }) => {
    await page.goto('/');
    const teaser = page.getByRole('region', { name: 'Read Our Original Content' });
    await teaser.scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: /Original Content$/ })).toBeVisible();
    const descriptions = teaser.getByTestId('blog-card-description');
    await expect(descriptions).toHaveCount(3);
    await expect(descriptions).toHaveText(FIRST_PREVIEWS);
    // Each card leads to its own post, and says which one to a screen reader.
    const readMore = teaser.getByRole('link', { name: /^Read More about / });
    await expect(readMore).toHaveCount(3);
    await expect(readMore.first()).toHaveAttribute('href', '/blog/1');
    await expect(readMore.first()).toHaveAccessibleName(
      'Read More about How to Buy a Used Film Camera Without Getting Burned',
    );
    await expect(readMore.first()).toHaveText('Read More about How to Buy a Used Film Camera Without Getting Burned');
    await expect(teaser.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(teaser.getByRole('link', { name: 'See all original contents' })).toHaveAttribute('href', '/blog');
  });

  test('shop by categories: six tabs, each a carousel with See All to its category', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Shop by Categories' }).getByRole('tab');
    await tabs.first().scrollIntoViewIfNeeded();
    await expect(tabs).toHaveText(['Film', 'Point & Shoot', 'Mirrorless', 'DSLR', 'Action', 'Medium-Format']);
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('.product-card').first()).toBeVisible();
    await expect(panel.getByRole('link', { name: /^See All/ })).toHaveAttribute('href', '/category/film');

    await page.getByRole('tab', { name: 'Medium-Format' }).click();
    await expect(page.getByRole('tab', { name: 'Medium-Format' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('link', { name: /^See All/ })).toHaveAttribute('href', '/category/medium-format');
    await expect(panel.locator('.product-card').first()).toBeVisible();
    // Desktop (1280 px) has arrows; phones do not.
    await expect(page.getByRole('button', { name: 'Next Medium-Format items' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Next Medium-Format items' })).toHaveCount(0);
  });

  test('the brand tag cloud: every brand its own still target, by pointer or keyboard, opening its search', async ({
    page,
  }) => {
    await page.goto('/');
    const cloud = page.getByTestId('brand-cloud');
    await cloud.scrollIntoViewIfNeeded();
    const section = page.getByRole('region', { name: 'Brands we trade' });
    await expect(cloud.getByRole('link')).toHaveText(BRANDS);
    // A hint that makes sense on a phone too: nothing to hover.
    await expect(section.getByText('Pick a brand to see the gear we have from it.')).toBeVisible();
    await expect(section).not.toContainText(/hover/i);

    await atPhoneAndDesktop(page, async (label) => {
      await cloud.scrollIntoViewIfNeeded();
      const boxes = await brandBoxes(cloud);
      expect({ label, overlaps: overlaps(boxes) }).toEqual({ label, overlaps: [] });
      // Nothing moves, so where a brand was seen is where it is when the tap lands.
      await page.waitForTimeout(600);
      expect(await brandBoxes(cloud)).toEqual(boxes);
      // No empty band under the cloud: the section ends soon after its last row.
      const lowest = Math.max(...boxes.map((box) => box.y + box.height));
      const sectionBox = (await section.boundingBox())!;
      expect(sectionBox.y + sectionBox.height - lowest, label).toBeLessThanOrEqual(72);
      await keepScreenshot(section, `brand-cloud-${label}`, { animations: 'disabled' });
    });

    // A click in the middle of Canon is Canon: its toast, then the search for its gear.
    const canon = (await brandBoxes(cloud)).find((box) => box.name === 'Canon')!;
    await page.mouse.click(canon.x + canon.width / 2, canon.y + canon.height / 2);
    await expect(toast(page, 'Canon')).toBeVisible();
    await expect(page).toHaveURL(/\/products\?brand=Canon$/);
    await expect(page.getByRole('checkbox', { name: 'Canon', exact: true })).toBeChecked();

    // Keyboard: Tab reaches the brands in order, with the 3 px focus ring; Enter picks one.
    await page.goto('/');
    await appStarted(page);
    await cloud.scrollIntoViewIfNeeded();
    await cloud.getByRole('link', { name: 'Sony' }).focus();
    await page.keyboard.press('Tab');
    const fujifilm = cloud.getByRole('link', { name: 'FujiFilm' });
    await expect(fujifilm).toBeFocused();
    await expect(fujifilm).toHaveCSS('outline-width', '3px');
    await expect(fujifilm).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'FujiFilm')).toBeVisible();
    await expect(page).toHaveURL(/\/products\?brand=FujiFilm$/);

    // A maker only action cameras carry opens its filter too.
    await page.goto('/');
    await appStarted(page);
    await cloud.getByRole('link', { name: 'Akaso' }).click();
    await expect(toast(page, 'Akaso')).toBeVisible();
    await expect(page).toHaveURL(/\/products\?brand=Akaso$/);
    await expect(page.getByRole('checkbox', { name: 'Akaso' })).toBeChecked();
  });

  test('home screenshots at phone and desktop sizes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Featured products' })).toBeAttached({ timeout: 15_000 });
    await screenshotAtSizes(page, 'home');
  });
});

test.describe('footer', () => {
  test('the newsletter form checks the address and subscribes', async ({ page }) => {
    await page.goto('/about');
    // The visitor scrolls down to it: the footer is painted, its form is the app's.
    await page.locator('footer').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.scrollIntoViewIfNeeded();
    const email = form.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('required', '');

    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Enter your email address')).toBeVisible();
    await email.fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();

    await email.fill(uniqueEmail('footer'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, "You've subscribed to our newsletter!")).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('contact, social links, link columns and a map with a marker, without console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/blog');
    await page.locator('footer').scrollIntoViewIfNeeded();
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: '+1 (718) 555-0148' })).toHaveAttribute('href', 'tel:+17185550148');
    await expect(footer.getByRole('link', { name: 'hello@shutterswap.com' })).toHaveAttribute(
      'href',
      'mailto:hello@shutterswap.com',
    );
    await expect(footer.getByRole('link', { name: /Shutterswap on Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/',
    );
    for (const column of ['Services', 'Company', 'Legal']) {
      await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    // Entries without a page are text, not dead links.
    await expect(footer.getByText('Careers', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Careers' })).toHaveCount(0);

    const map = footer.getByTestId('footer-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
    await expect(footer.getByText('48 Darkroom Lane, Brooklyn, NY 11211')).toBeVisible();
    // No tile server is configured: no tiles are requested.
    await expect(map.locator('.leaflet-tile')).toHaveCount(0);
    expect(errors.filter((text) => !/service ?worker/i.test(text))).toEqual([]);
  });
});

test.describe('blog page', () => {
  test('shows one card per post with image, date, title and the 200-character cut', async ({ page, request }) => {
    const posts = await getJson<BlogPost[]>(request, '/blog.json');
    await page.goto('/blog');
    const blog = page;
    await expect(blog.getByRole('heading', { level: 1, name: 'Original Content' })).toBeVisible();
    const cards = blog.getByTestId('blog-card');
    await expect(cards).toHaveCount(posts.length);
    // Headings do not skip a level: the page's h1, then one h2 per post.
    const blogPage = blog.locator('.blog-page');
    await expect(blogPage.getByRole('heading', { level: 2 })).toHaveText(posts.map((post) => post.title));
    await expect(blogPage.getByRole('heading', { level: 3 })).toHaveCount(0);

    const first = posts[0]!;
    const firstCard = cards.first();
    await expect(firstCard.getByRole('img', { name: first.title })).toBeVisible();
    await expect(firstCard.getByRole('heading', { name: first.title })).toBeVisible();
    await expect(firstCard.locator('time')).toBeVisible();
    await expect(firstCard.getByTestId('blog-card-description')).toHaveText(FIRST_PREVIEWS[0]!);
    await expect(firstCard.getByRole('link', { name: `Read More about ${first.title}` })).toHaveAttribute(
      'href',
      `/blog/${first.id}`,
    );
    await screenshotAtSizes(page, 'blog');
  });

  test('Read More opens the whole post on its own page, with a way back', async ({ page, request }) => {
    const posts = await getJson<BlogPost[]>(request, '/blog.json');
    const second = posts[1]!;
    await page.goto('/blog');
    await page.getByRole('link', { name: `Read More about ${second.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${second.id}$`));

    const post = page;
    await expect(post.getByRole('heading', { level: 1 })).toHaveText(second.title);
    await expect(post.locator('time')).toHaveText('October 9, 2026');
    await expect(post.locator('time')).toHaveAttribute('datetime', '2026-10-09');
    await expect(post.getByRole('img', { name: second.title })).toBeVisible();
    // The whole text, one paragraph per paragraph of the post.
    const paragraphs = second.description.split(/\n\s*\n/);
    await expect(post.getByTestId('blog-post-body').locator('p')).toHaveText(paragraphs);
    await expect(page).toHaveTitle(`${second.title} – Shutterswap`);
    await screenshotAtSizes(page, 'blog-post');

    await post.getByRole('link', { name: 'All posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Original Content' })).toBeVisible();
  });

  test('a post opened first arrives rendered by the server, titled with the post', async ({ page, request }) => {
    const title = 'Shutter Count: What It Means and How Much It Really Matters';
    const html = await (await request.get('/blog/3', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<h1 class="blog-post__title">${title}</h1>`);
    expect(html).toContain(`<title>${title} – Shutterswap</title>`);

    await page.goto('/blog/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('an unknown post says it is not there and leads back to the blog', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    const missing = page;
    await expect(missing.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await screenshotAtSizes(page, 'blog-post-not-found');
    await missing.getByRole('link', { name: 'Back to the blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('about page', () => {
  test('tells the story, the promise, how the money is protected and 300,000 items a year', async ({ page }) => {
    await page.goto('/about');
    const about = page;
    await expect(about.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(about.getByRole('heading', { name: 'How it started' })).toBeVisible();
    await expect(about.getByRole('heading', { name: 'Our promise' })).toBeVisible();
    await expect(about.getByRole('heading', { name: 'How your money is protected' })).toBeVisible();
    await expect(about.getByText(/more than 300,000 items per year/)).toBeVisible();
    await expect(about.getByText(/Shutterswap gives no warranty of its own/)).toBeVisible();
    await screenshotAtSizes(page, 'about');
  });
});
