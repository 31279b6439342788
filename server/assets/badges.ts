import { Hono } from 'hono';

/**
 * Plan logos and branding images are drawn on request from their slug (a coloured badge with
 * the initials, a wide banner with the words, or a backdrop without words for text to sit on),
 * so the repository holds no binary images.
 */
export type BadgeShape = 'logos' | 'banners' | 'backdrops';
const SHAPES: readonly string[] = ['logos', 'banners', 'backdrops'] satisfies BadgeShape[];

export const badgeUrl = (shape: BadgeShape, slug: string) => `/assets/${shape}/${slug}.svg`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#9d174d'];

const colourOf = (slug: string) => {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length];
};

const wordsOf = (slug: string) => slug.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1));

const initialsOf = (slug: string) =>
  wordsOf(slug)
    .slice(0, 3)
    .map((word) => word[0])
    .join('');

// Slugs are [a-z0-9-] only (checked by the route), so the text needs no XML escaping.
const logoSvg = (slug: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${wordsOf(slug).join(' ')}">` +
  `<rect width="160" height="160" rx="28" fill="${colourOf(slug)}"/>` +
  `<text x="80" y="80" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="56" font-weight="700" fill="#fff">${initialsOf(slug)}</text>` +
  `</svg>`;

const bannerSvg = (slug: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="320" viewBox="0 0 1200 320" role="img" aria-label="${wordsOf(slug).join(' ')}">` +
  `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${colourOf(slug)}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>` +
  `<rect width="1200" height="320" fill="url(#g)"/>` +
  `<text x="600" y="160" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${wordsOf(slug).join(' ')}</text>` +
  `</svg>`;

/** A call-to-action background: the slug's colour in soft bands, no words (a form sits on it). */
const backdropSvg = (slug: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600" role="img" aria-label="${wordsOf(slug).join(' ')}">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colourOf(slug)}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>` +
  `<rect width="1200" height="600" fill="url(#g)"/>` +
  `<circle cx="1050" cy="80" r="260" fill="#fff" fill-opacity=".08"/><circle cx="120" cy="560" r="200" fill="#fff" fill-opacity=".06"/>` +
  `</svg>`;

const draw: Record<BadgeShape, (slug: string) => string> = { logos: logoSvg, banners: bannerSvg, backdrops: backdropSvg };

export const badgeRoutes = new Hono().get('/assets/:shape/:file{[a-z0-9-]+\\.svg}', (c) => {
  const shape = c.req.param('shape');
  const slug = c.req.param('file').slice(0, -'.svg'.length);
  if (!SHAPES.includes(shape) || !SLUG.test(slug)) return c.notFound();
  return c.body(draw[shape as BadgeShape](slug), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
  });
});
