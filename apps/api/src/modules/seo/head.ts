import type { BusinessDetails } from '@shop/core/business/business-details';
import type { BlogPostDto } from '@shop/core/journal/dtos';
import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { bannerSrcSet, coverSrcSet, largestImageSizes, squareImageSrcSet } from '@shop/core/shared/image-sources';
import { reviewsRated } from '@shop/core/reviews/reviews';
import { dealUnitPrice } from '@shop/core/catalog/prices';

/** What a page's first HTML says about it, for search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  canonicalPath: string;
  image?: string;
  type: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown>;
  /** The page's largest picture above the fold, fetched early through a preload hint. */
  largestImage?: LargestImage;
  /** Kept out of search results: a page reached only through a private link, such as an email's. */
  noindex?: boolean;
}

export interface LargestImage {
  src: string;
  srcset: string | undefined;
  sizes: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> data block must not be able to close the tag. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const absolute = (publicUrl: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`);

const clip = (text: string, length = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
};

/**
 * Without the hint the browser finds the picture only once the app has rendered; with it, the
 * picture downloads while the scripts do. The same srcset and sizes as the img, or it is fetched twice.
 */
function largest(src: string | undefined, srcSetOf: (url: string) => string | undefined, sizes: string): Pick<PageHead, 'largestImage'> {
  return src ? { largestImage: { src, srcset: srcSetOf(src), sizes } } : {};
}

function preloadTag({ src, srcset, sizes }: LargestImage): string {
  const sources = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${sources} fetchpriority="high" />`;
}

/** Replaces the shell's title and description and adds canonical, Open Graph and JSON-LD tags. */
export function renderHead(shell: string, head: PageHead, publicUrl: string): string {
  const url = absolute(publicUrl, head.canonicalPath);
  const tags = [
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(absolute(publicUrl, head.image))}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
    head.largestImage ? preloadTag(head.largestImage) : '',
  ].filter(Boolean);
  // Replacer functions, never replacement strings: in a string, `$&`, `$\`` and `$'` in a path or a
  // product's text would expand into copies of the page.
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}

/** `firstBanner` is the picture of the banner the home page shows first, if any is active. */
export function homeHead(business: BusinessDetails, firstBanner: string | undefined): PageHead {
  return {
    ...largest(firstBanner, bannerSrcSet, largestImageSizes.homeBanner),
    title: `${business.company.name} — ${business.company.tagline}`,
    description: clip(business.company.description),
    canonicalPath: '/',
    image: business.logos.website.url,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: business.company.name,
      description: clip(business.company.description, 300),
      telephone: business.contact.customerSupport.phone,
      email: business.contact.customerSupport.email,
      address: business.location.displayAddress,
      foundingDate: String(business.company.foundedYear),
    },
  };
}

/** `firstProductImage` is the picture of the first card of the unfiltered listing, if it has one. */
export function collectionHead(business: BusinessDetails, firstProductImage: string | undefined): PageHead {
  return {
    ...largest(firstProductImage, squareImageSrcSet, largestImageSizes.collectionCard),
    title: `Shop all handmade soaps, creams and oils — ${business.company.name}`,
    description: clip(`Browse every handmade, all-natural product from ${business.company.name}. ${business.company.tagline}.`),
    canonicalPath: '/collection',
    image: business.logos.website.url,
    type: 'website',
  };
}

export function genericHead(business: BusinessDetails, pathname: string): PageHead {
  return {
    title: `${business.company.name} — ${business.company.tagline}`,
    description: clip(business.company.description),
    canonicalPath: pathname,
    type: 'website',
  };
}

/**
 * The page the "Confirm my order" link of the order email opens, and the WhatsApp message's short link
 * /c/{code}: their addresses carry a token or a code, so no search engine may list them, and the
 * canonical URL (og:url too) is the plain confirm page's, never the address with its code.
 */
export function confirmOrderHead(business: BusinessDetails): PageHead {
  return {
    title: `Confirm your order — ${business.company.name}`,
    description: clip(business.company.description),
    canonicalPath: '/orders/confirm',
    type: 'website',
    noindex: true,
  };
}

/** The owner's console: one title for every screen (the app sets each screen's own), never listed by search engines. */
export function consoleHead(business: BusinessDetails): PageHead {
  return {
    title: `Shop console — ${business.company.name}`,
    description: `Run ${business.company.name}: orders, products, deals, reviews and content.`,
    canonicalPath: '/admin',
    type: 'website',
    noindex: true,
  };
}

/**
 * The rating as the page shows it (docs/product.md §3), counted as it is made: of the verified
 * buyers' reviews when there are any, else of all of them.
 */
function aggregateRating(product: ProductDto) {
  const counted = reviewsRated(product);
  if (counted === 0) return {};
  return { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, ratingCount: counted, reviewCount: counted } };
}

export function productHead(business: BusinessDetails, product: ProductDto, publicUrl: string): PageHead {
  const price = product.discountprice > 0 ? product.discountprice : product.price;
  const canonicalPath = `/product/${product._id}`;
  return {
    title: `${product.name} — ${business.company.name}`,
    description: clip(product.description),
    canonicalPath,
    image: product.image[0],
    ...largest(product.image[0], squareImageSrcSet, largestImageSizes.productGallery),
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: product.image.map((image) => absolute(publicUrl, image)),
      sku: product._id,
      category: product.category,
      brand: { '@type': 'Brand', name: business.company.name },
      offers: {
        '@type': 'Offer',
        url: absolute(publicUrl, canonicalPath),
        priceCurrency: 'PKR',
        price: price.toFixed(2),
        availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      ...aggregateRating(product),
    },
  };
}

export function dealHead(business: BusinessDetails, deal: DealDto, publicUrl: string): PageHead {
  const canonicalPath = `/deal/${deal._id}`;
  return {
    title: `${deal.dealName} — ${business.company.name}`,
    description: clip(deal.dealDescription),
    canonicalPath,
    image: deal.dealImages[0],
    ...largest(deal.dealImages[0], squareImageSrcSet, largestImageSizes.dealGallery),
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: deal.dealName,
      description: deal.dealDescription,
      url: absolute(publicUrl, canonicalPath),
      image: deal.dealImages.map((image) => absolute(publicUrl, image)),
      priceCurrency: 'PKR',
      price: dealUnitPrice({ finalPrice: deal.dealFinalPrice, total: deal.dealTotal }).toFixed(2),
      // The total it saves against, the one the page strikes through: what its products sell for today.
      ...(deal.dealSavings > 0
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              priceCurrency: 'PKR',
              price: deal.dealTotal.toFixed(2),
            },
          }
        : {}),
      availability: deal.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(deal.dealStartDate ? { validFrom: deal.dealStartDate } : {}),
      ...(deal.dealEndDate ? { validThrough: deal.dealEndDate } : {}),
      seller: { '@type': 'Organization', name: business.company.name },
      itemOffered: deal.dealProducts.map((item) => ({ '@type': 'Product', name: item.name })),
    },
  };
}

export function journalHead(business: BusinessDetails): PageHead {
  return {
    title: `Skincare Journal — ${business.company.name}`,
    description: 'Expert tips, natural ingredient insights, and holistic beauty wisdom for radiant, healthy skin',
    canonicalPath: '/blog',
    image: business.logos.website.url,
    type: 'website',
  };
}

export function articleHead(business: BusinessDetails, post: BlogPostDto, publicUrl: string): PageHead {
  const canonicalPath = `/blog/${post._id}`;
  return {
    title: `${post.title} — ${business.company.name}`,
    description: clip(post.metaDescription || post.excerpt),
    canonicalPath,
    ...(post.imageUrl ? { image: post.imageUrl } : {}),
    ...largest(post.imageUrl || undefined, coverSrcSet, largestImageSizes.articleCover),
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.metaDescription || post.excerpt,
      image: post.imageUrl ? [absolute(publicUrl, post.imageUrl)] : [],
      datePublished: post.createdAt,
      author: { '@type': 'Person', name: post.author || 'Staff Writer' },
      publisher: {
        '@type': 'Organization',
        name: business.company.name,
        logo: { '@type': 'ImageObject', url: absolute(publicUrl, business.logos.website.url) },
      },
      mainEntityOfPage: absolute(publicUrl, canonicalPath),
      keywords: post.tags.join(', '),
      articleSection: post.category[0] ?? '',
    },
  };
}

export function notFoundHead(business: BusinessDetails, what: string, pathname: string): PageHead {
  return {
    title: `${what} not found — ${business.company.name}`,
    description: clip(business.company.description),
    canonicalPath: pathname,
    type: 'website',
  };
}
