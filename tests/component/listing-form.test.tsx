import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import ListingForm from '@/features/selling/components/ListingForm';
import type { WrittenListing } from '@/features/selling/lib/listing-form-schema';
import { EMPTY_LISTING_FORM } from '@/features/selling/lib/listing-form-state';
import { answer, callsMade, resetFakeApi } from './support/fake-api';
import { renderScreen } from './support/render-screen';

/* The listing form (Add a Product, Update) as a seller fills it in; the page's send is the boundary replaced. */

const PHOTO = { url: '/uploads/images/ab/om1.webp', thumbUrl: '/uploads/images/ab/om1-thumb.webp' };
const onSubmit = vi.fn<(listing: WrittenListing) => Promise<void>>();

beforeEach(() => {
  resetFakeApi();
  onSubmit.mockReset();
  onSubmit.mockResolvedValue(undefined);
});

function renderForm(savedImages: readonly (typeof PHOTO)[] = [], { worksOffline = false } = {}) {
  renderScreen(
    <ListingForm
      initialValues={EMPTY_LISTING_FORM}
      savedImages={savedImages}
      submitLabel="Publish listing"
      busyLabel="Publishing…"
      networkAction="Publishing"
      worksOffline={worksOffline}
      onSubmit={onSubmit}
    />,
  );
}

/** A text field; the location is one too, with its type-ahead of cities (a combobox). */
const textbox = (name: string) => screen.queryByRole('textbox', { name }) ?? screen.getByRole('combobox', { name });
const publish = () => screen.getByRole('button', { name: 'Publish listing' });

/** Types a whole value at once (a paste): the form reacts to each change, and letter by letter is slow here. */
async function enter(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.click(textbox(name));
  await user.paste(text);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, 'Product name', 'Olympus OM-1n');
  await user.click(screen.getByRole('radio', { name: 'Camera' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Film');
  await user.click(screen.getByRole('radio', { name: /^Excellent/ }));
  await enter(user, 'Original price', '450');
  await enter(user, 'Asking price', '$1,289.50');
  await enter(user, 'Purchase year', '2012');
  await enter(user, 'Years used', '6');
  await enter(user, 'Description', 'Clean OM-1n with a fresh light seal kit.');
  await enter(user, 'Phone', '+1 (503) 555-0142');
  await enter(user, 'Location', 'Seattle, WA');
}

describe('the listing form', () => {
  it("gives every empty field the contract's message on submit, focusing the first, and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(publish());
    for (const message of [
      'Add at least one photo',
      'Enter a name of at least 3 characters',
      'Choose camera, lens or accessory',
      'Choose a category',
      'Choose a condition',
      'Enter the original price as a number',
      'Enter the asking price as a number',
      'Enter the purchase year as a whole number',
      'Enter the years used as a whole number',
      'Describe the item in at least 20 characters',
      'Enter a phone number (digits, spaces, +, - and brackets)',
      'Enter where the item can be seen',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(textbox('Product name').getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement?.id).toMatch(/-images$/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('suggests cities as the location is typed, and sends the picked one', async () => {
    answer('GET /api/places?q=lyo', {
      body: {
        items: [
          { label: 'Lyon, France', lat: 45.74846, lng: 4.84671 },
          { label: 'Lyons, IL', lat: 41.81337, lng: -87.81811 },
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    renderForm([PHOTO]);
    await fillIn(user);
    await user.clear(textbox('Location'));
    await user.type(textbox('Location'), 'lyo');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Lyon, France', 'Lyons, IL']);
    expect(textbox('Location').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect((textbox('Location') as HTMLInputElement).value).toBe('Lyon, France');
    expect(screen.queryByRole('listbox')).toBeNull();
    // One request for the pause in typing (the price guide asks for the name of its own).
    expect(callsMade().filter((call) => call.startsWith('GET /api/places'))).toEqual(['GET /api/places?q=lyo']);
    await user.click(publish());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ location: 'Lyon, France' });
  });

  it('checks a field once it is left', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(textbox('Product name'), 'OM');
    expect(screen.queryByText('Enter a name of at least 3 characters')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Enter a name of at least 3 characters')).toBeTruthy();
  });

  it('sends the typed listing, prices and years as numbers, with its photos', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm([PHOTO]);
    await fillIn(user);
    await user.click(publish());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Olympus OM-1n',
      category: 'Film',
      condition: 'Excellent',
      originalPrice: 450,
      resellPrice: 1289.5,
      purchaseYear: 2012,
      usedYears: 6,
      description: 'Clean OM-1n with a fresh light seal kit.',
      phone: '+1 (503) 555-0142',
      location: 'Seattle, WA',
      images: [PHOTO],
    });
  });

  it('sends a new "Canon AE-1 Program" as a Canon camera, with its grade, shutter count and what is included', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm([PHOTO]);
    await fillIn(user);
    await user.clear(textbox('Product name'));
    await user.paste('Canon AE-1 Program');
    expect(screen.getByText('Left empty, it is Canon, from the name.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'EX+');
    await enter(user, 'Shutter count', '12,500');
    await user.click(screen.getByRole('checkbox', { name: 'Box' }));
    await user.click(screen.getByRole('checkbox', { name: 'Strap' }));
    await user.click(publish());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Canon AE-1 Program',
      type: 'camera',
      brand: 'Canon',
      mount: null,
      grade: 'EX+',
      shutterCount: 12500,
      included: ['Box', 'Strap'],
    });
  });

  it('asks a lens for its mount, takes a typed brand, and keeps no shutter count', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm([PHOTO]);
    await fillIn(user);
    expect(screen.queryByRole('combobox', { name: 'Lens mount' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Lens' }));
    expect(screen.queryByRole('textbox', { name: 'Shutter count' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    await user.paste(' sigma ');
    await user.click(screen.getByRole('combobox', { name: 'Lens mount' }));
    await user.paste('canon ef');
    await user.click(screen.getByRole('checkbox', { name: 'Lens hood' }));
    await user.click(publish());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      type: 'lens',
      brand: 'Sigma',
      mount: 'Canon EF',
      grade: null,
      shutterCount: null,
      included: ['Lens hood'],
    });
  });

  it('says what is wrong with a shutter count that is not a whole number', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm([PHOTO]);
    await fillIn(user);
    await enter(user, 'Shutter count', 'about 5k');
    await user.click(publish());
    expect(await screen.findByText('Enter the shutter count as a whole number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field on that field, without the field's name", async () => {
    onSubmit.mockRejectedValue(
      new ApiError(400, 'bad_request', 'location: Enter where the item can be seen', 'location'),
    );
    const user = userEvent.setup({ delay: null });
    renderForm([PHOTO]);
    await fillIn(user);
    await user.click(publish());
    expect(await screen.findByText('Enter where the item can be seen')).toBeTruthy();
    expect(textbox('Location').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Location')).toHaveProperty('value', 'Seattle, WA');
  });

  it("shows the server's refusal of one photo under the photos, focusing them", async () => {
    onSubmit.mockRejectedValue(
      new ApiError(400, 'bad_request', 'images.0.url: Upload photos through Shutterswap', 'images.0.url'),
    );
    const user = userEvent.setup({ delay: null });
    renderForm([PHOTO]);
    await fillIn(user);
    await user.click(publish());
    expect(await screen.findByText('Upload photos through Shutterswap')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement?.id).toMatch(/-images$/));
  });

  it('shows a refusal about no field under the form until something changes', async () => {
    onSubmit.mockRejectedValue(new ApiError(409, 'conflict', 'This item has been sold'));
    const user = userEvent.setup({ delay: null });
    renderForm([PHOTO]);
    await fillIn(user);
    await user.click(publish());
    expect((await screen.findByRole('alert')).textContent).toBe('This item has been sold');
    await enter(user, 'Location', ' (north)');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("follows the typing once a field's message shows: it goes as soon as the field is right", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await enter(user, 'Asking price', 'twelve');
    await user.tab();
    expect(await screen.findByText('Enter the asking price as a number')).toBeTruthy();
    await user.clear(textbox('Asking price'));
    await user.paste('120');
    await vi.waitFor(() => expect(screen.queryByText('Enter the asking price as a number')).toBeNull());
    expect(textbox('Asking price').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the listing form with no connection', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('Add a Product keeps a chosen photo on the phone and adds the listing with it, to publish later', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm([], { worksOffline: true });
    expect(screen.getByText(/You can still add this product: it is saved on this phone/)).toBeTruthy();
    const front = new File(['front of the camera'], 'front.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose photos'), front);
    expect(await screen.findByText("On this phone: uploads when you're online")).toBeTruthy();
    await fillIn(user);
    expect(publish()).toHaveProperty('disabled', false);
    await user.click(publish());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ name: 'Olympus OM-1n', resellPrice: 1289.5 });
    expect(sent?.images).toHaveLength(1);
    expect(sent?.images[0]).toHaveProperty('file.name', 'front.jpg');
  });

  it('Update still says it needs the connection, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm([PHOTO]);
    expect(
      screen.getByText('Publishing needs a connection. Your form is kept: send it once you are back online.'),
    ).toBeTruthy();
    await fillIn(user);
    expect(publish()).toHaveProperty('disabled', true);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
