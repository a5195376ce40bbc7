import { listingPath, productPath } from '@store/contract/slug';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, stubApi } from '../../../test/api-stub';
import {
  categories,
  categoryListReply,
  productListReply,
  products,
  subCategories,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('home page', () => {
  it('shows 12 category skeletons, then the categories and one product row per category', async () => {
    const categoryReply = deferred<Response>();
    const fetchMock = stubApi({
      'GET /api/category/get': () => categoryReply.promise,
      'POST /api/product/get': productListReply,
    });
    renderApp('/');

    const loading = screen.getByRole('list', { name: 'Loading categories' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(12);

    categoryReply.resolve(Response.json(categoryListReply));
    const grid = await screen.findByRole('list', { name: 'Categories' });
    const [colourGrading, videoEditing] = categories;
    const [luts, reels] = subCategories;
    // A tile leads to its category's first sub-category listing (sorted by name).
    expect(within(grid).getByRole('link', { name: 'Colour Grading' })).toHaveAttribute(
      'href',
      listingPath(colourGrading!, luts!),
    );
    expect(within(grid).getByRole('link', { name: 'Video Editing' })).toHaveAttribute(
      'href',
      listingPath(videoEditing!, reels!),
    );

    const videoRow = screen.getByRole('region', { name: 'Video Editing' });
    expect(within(videoRow).getByRole('link', { name: 'See All Video Editing' })).toHaveAttribute(
      'href',
      listingPath(videoEditing!, reels!),
    );
    const glitch = within(videoRow).getByRole('link', { name: /Glitch Transitions/ });
    expect(glitch).toHaveAttribute('href', productPath(products[1]!));
    expect(glitch).toHaveTextContent('₹899');
    expect(glitch).toHaveTextContent('₹999');
    expect(glitch).toHaveTextContent('10% off');
    expect(within(videoRow).getAllByRole('listitem')).toHaveLength(2);

    const gradingRow = screen.getByRole('region', { name: 'Colour Grading' });
    expect(within(gradingRow).getByRole('link', { name: /Teal Orange LUT Pack/ })).toBeVisible();

    // The product list is requested once, with a large page, for all rows.
    const productCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/product/get');
    expect(productCalls).toHaveLength(1);
    expect(JSON.parse(String(productCalls[0]![1]!.body))).toEqual({ page: 1, limit: 100 });
  });

  it('shows 6 skeleton cards per row while products load', async () => {
    stubApi({
      'GET /api/category/get': categoryListReply,
      'POST /api/product/get': () => new Promise<Response>(() => {}),
    });
    renderApp('/');
    const row = await screen.findByRole('region', { name: 'Video Editing' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows No Image for a product without images', async () => {
    const noImage = { ...products[0]!, image: [] };
    stubApi({
      'GET /api/category/get': categoryListReply,
      'POST /api/product/get': { ...productListReply, data: [noImage] },
    });
    renderApp('/');
    const card = await screen.findByRole('link', { name: /Teal Orange LUT Pack/ });
    expect(card).toHaveTextContent('No Image');
  });

  it('renders the footer with listing links, policies, WhatsApp and the version line', async () => {
    stubApi({
      'GET /api/category/get': categoryListReply,
      'POST /api/product/get': productListReply,
    });
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Cinematic LUTs' })).toHaveAttribute(
      'href',
      listingPath(categories[0]!, subCategories[0]!),
    );
    expect(within(footer).getByRole('link', { name: 'Regular License' })).toHaveAttribute(
      'href',
      '/license',
    );
    for (const [name, href] of [
      ['Contact Us', '/contact-us'],
      ['Cookie Policy', '/cookies'],
      ['Privacy Policy', '/privacy-policy'],
      ['New Products', '/new-products'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\d*\?text=Hello%2C%20I%20would/),
    );
    expect(within(footer).getByText('Version 3.1 · last updated 13-02-2025')).toBeInTheDocument();
  });

  it('says the store is waking up while the database is not connected', async () => {
    stubApi({
      'GET /api': { success: true, error: false, message: 'starting', database: 'disconnected' },
      'GET /api/category/get': categoryListReply,
      'POST /api/product/get': productListReply,
    });
    renderApp('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Waking up the store…');
  });
});
