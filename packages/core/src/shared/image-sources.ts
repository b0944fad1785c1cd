/**
 * Responsive sources of the shop's pictures. The server answers `?w=` on our own uploads with a
 * narrower copy; the browser picks from a srcset with the `sizes` the page draws the picture at.
 * The server's preload hint for a page's largest picture uses the same sources, so the browser
 * fetches that picture once, early, instead of twice.
 */

/** Only our own uploads can be resized on request; an outside address is used as it is. */
function resizedSrcSet(url: string, narrowerWidths: readonly number[], fullWidth: number): string | undefined {
  if (!url.startsWith('/uploads/')) return undefined;
  const joiner = url.includes('?') ? '&' : '?';
  return [...narrowerWidths.map((width) => `${url}${joiner}w=${width} ${width}w`), `${url} ${fullWidth}w`].join(', ');
}

/** Product and deal pictures are stored 800 px square. */
export const SQUARE_IMAGE_SIZE = 800;
export const squareImageSrcSet = (url: string) => resizedSrcSet(url, [200, 400], SQUARE_IMAGE_SIZE);

/** Journal covers are stored 1200×675. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;
export const coverSrcSet = (url: string) => resizedSrcSet(url, [400, 800], COVER_WIDTH);

/** Home page banners are stored 1600×640. */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 640;
export const bannerSrcSet = (url: string) => resizedSrcSet(url, [800], BANNER_WIDTH);

/** How wide each page's largest picture is drawn: the `sizes` of its img and of its preload hint. */
export const largestImageSizes = {
  homeBanner: '100vw',
  productGallery: '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw',
  /** A card of the collection's grid, beside a 15rem filter column from the lg breakpoint. */
  collectionCard: '(min-width: 1280px) 230px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw',
  dealGallery: '(min-width: 1024px) 600px, 100vw',
  articleCover: '(min-width: 1280px) 830px, (min-width: 1024px) 65vw, 100vw',
} as const;
